import { contract } from '@onsite/api-client';
import type { RegionLevel, RegionNode } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import type { Db } from '../../db/database';
import { badRequest, businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** Where each level lives (bd_province → bd_city → bd_area) and what it hangs from. */
const LEVELS = {
  province: {
    table: 'bd_province',
    code: 'province_code',
    name: 'province_name',
    parent: null,
    child: 'city',
  },
  city: { table: 'bd_city', code: 'city_code', name: 'city_name', parent: 'province_code', child: 'area' },
  area: { table: 'bd_area', code: 'area_code', name: 'area_name', parent: 'city_code', child: null },
} as const satisfies Record<
  RegionLevel,
  { table: string; code: string; name: string; parent: string | null; child: RegionLevel | null }
>;

/**
 * What uses a region, per level: the enterprise's address, the order's and the customer order's.
 * A region any of them uses cannot be deleted (their addresses would name nothing). A table that
 * stores a region code later adds its line here.
 */
const USES: Record<RegionLevel, readonly { what: string; sql: string }[]> = {
  province: [
    { what: '企业', sql: 'SELECT COUNT(*) AS count FROM ent_enterprise WHERE province = ?' },
    { what: '订单', sql: 'SELECT COUNT(*) AS count FROM work_order WHERE province_code = ?' },
    { what: '客户订单', sql: 'SELECT COUNT(*) AS count FROM customer_order WHERE province_id = ?' },
  ],
  city: [
    { what: '企业', sql: 'SELECT COUNT(*) AS count FROM ent_enterprise WHERE city = ?' },
    { what: '订单', sql: 'SELECT COUNT(*) AS count FROM work_order WHERE city_code = ?' },
    { what: '客户订单', sql: 'SELECT COUNT(*) AS count FROM customer_order WHERE city_id = ?' },
  ],
  area: [
    { what: '企业', sql: 'SELECT COUNT(*) AS count FROM ent_enterprise WHERE area = ?' },
    { what: '订单', sql: 'SELECT COUNT(*) AS count FROM work_order WHERE area_code = ?' },
    { what: '客户订单', sql: 'SELECT COUNT(*) AS count FROM customer_order WHERE area_id = ?' },
  ],
};

interface RegionRow {
  code: string;
  name: string;
  sort: number;
  parent_code: string;
  child_count: number;
}

function selectOf(level: RegionLevel): string {
  const at = LEVELS[level];
  const child = at.child === null ? null : LEVELS[at.child];
  const childCount =
    child === null ? '0' : `(SELECT COUNT(*) FROM ${child.table} c WHERE c.${child.parent} = r.${at.code})`;
  return `SELECT r.${at.code} AS code, r.${at.name} AS name, r.sort AS sort,
            ${at.parent === null ? "''" : `r.${at.parent}`} AS parent_code, ${childCount} AS child_count
          FROM ${at.table} r`;
}

const nodeOf = (level: RegionLevel, row: RegionRow): RegionNode => ({
  level,
  code: row.code,
  name: row.name,
  sort: row.sort,
  parentCode: row.parent_code,
  childCount: row.child_count,
});

function findRegion(db: Db, level: RegionLevel, code: string): RegionRow | undefined {
  return db.prepare(`${selectOf(level)} WHERE r.${LEVELS[level].code} = ?`).get(code) as
    | RegionRow
    | undefined;
}

function missing(level: RegionLevel, code: string) {
  switch (level) {
    case 'province':
      return businessError(`省份 ${code} 不存在`);
    case 'city':
      return businessError(`城市 ${code} 不存在`);
    default:
      return businessError(`区县 ${code} 不存在`);
  }
}

function requireRegion(db: Db, level: RegionLevel, code: string): RegionRow {
  const row = findRegion(db, level, code);
  if (!row) throw missing(level, code);
  return row;
}

/** The parent a city or an area must name; a province has none. */
function parentOf(
  level: RegionLevel,
  parentCode: string | undefined,
): { level: RegionLevel; code: string } | null {
  if (level === 'province') {
    if (parentCode !== undefined) throw badRequest('省份没有上级地区，请不要传 parentCode');
    return null;
  }
  if (parentCode === undefined) throw badRequest('城市和区县需要上级地区 parentCode');
  return { level: level === 'city' ? 'province' : 'city', code: parentCode };
}

/** A region's name is unique among its siblings (the pickers show names only). */
function checkUniqueName(db: Db, level: RegionLevel, parentCode: string, name: string, exceptCode: string) {
  const at = LEVELS[level];
  const clash = db
    .prepare(
      `SELECT 1 FROM ${at.table} WHERE ${at.name} = ? AND ${at.code} <> ?${at.parent === null ? '' : ` AND ${at.parent} = ?`}`,
    )
    .get(name, exceptCode, ...(at.parent === null ? [] : [parentCode]));
  if (clash) throw businessError(`同一上级地区下已有「${name}」`);
}

/** D39: 地区管理 — the region tree level by level: list, add, rename and reorder, delete what nothing uses. */
export function districtRoutes({ db }: RouteDeps): RouteDefinition[] {
  const { district } = contract.system;
  return [
    route(district.list, button(CODES.districtList), ({ query }) => {
      const at = LEVELS[query.level];
      if (query.level === 'province' && query.parentCode !== undefined)
        throw badRequest('省份没有上级地区，请不要传 parentCode');
      if (query.level !== 'province' && query.parentCode === undefined)
        throw badRequest('城市和区县需要上级地区 parentCode');
      const rows = db
        .prepare(
          `${selectOf(query.level)}${at.parent === null ? '' : ` WHERE r.${at.parent} = ?`} ORDER BY r.sort, r.${at.code}`,
        )
        .all(...(at.parent === null ? [] : [query.parentCode])) as RegionRow[];
      return { data: rows.map((row) => nodeOf(query.level, row)) };
    }),

    route(district.add, button(CODES.districtAdd), ({ body }) => {
      const name = body.name.trim();
      db.transaction(() => {
        const parent = parentOf(body.level, body.parentCode);
        if (parent !== null) requireRegion(db, parent.level, parent.code);
        // A code names one region of any level: the three tables share the code space.
        for (const level of Object.keys(LEVELS) as RegionLevel[]) {
          const taken = findRegion(db, level, body.regionCode);
          if (taken) throw businessError(`地区编码 ${body.regionCode} 已被「${taken.name}」使用`);
        }
        checkUniqueName(db, body.level, parent?.code ?? '', name, body.regionCode);
        const at = LEVELS[body.level];
        if (at.parent === null) {
          db.prepare(`INSERT INTO ${at.table} (${at.code}, ${at.name}, sort) VALUES (?, ?, ?)`).run(
            body.regionCode,
            name,
            body.sort,
          );
        } else {
          db.prepare(
            `INSERT INTO ${at.table} (${at.code}, ${at.parent}, ${at.name}, sort) VALUES (?, ?, ?, ?)`,
          ).run(body.regionCode, parent?.code, name, body.sort);
        }
      })();
      return { data: null, msg: '新增成功' };
    }),

    route(district.edit, button(CODES.districtEdit), ({ body }) => {
      const name = body.name.trim();
      db.transaction(() => {
        const row = requireRegion(db, body.level, body.regionCode);
        checkUniqueName(db, body.level, row.parent_code, name, row.code);
        const at = LEVELS[body.level];
        db.prepare(`UPDATE ${at.table} SET ${at.name} = ?, sort = ? WHERE ${at.code} = ?`).run(
          name,
          body.sort,
          row.code,
        );
      })();
      return { data: null, msg: '修改成功' };
    }),

    route(district.remove, button(CODES.districtRemove), ({ body }) => {
      db.transaction(() => {
        const row = requireRegion(db, body.level, body.regionCode);
        if (row.child_count > 0)
          throw businessError(`「${row.name}」下还有 ${row.child_count} 个下级地区，不能删除`);
        for (const use of USES[body.level]) {
          const { count } = db.prepare(use.sql).get(row.code) as { count: number };
          if (count > 0)
            throw businessError(`「${row.name}」仍被 ${count} 个${use.what}的地址使用，不能删除`);
        }
        const at = LEVELS[body.level];
        db.prepare(`DELETE FROM ${at.table} WHERE ${at.code} = ?`).run(row.code);
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}
