import { contract } from '@onsite/api-client';
import { MASTER_REGIONS_MAX, type MasterState, type ServiceRegion } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { pageOf, Where } from '../../core/paging';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';
import { masterRowOf, teamRowOf } from './teams';

interface Region {
  provinceCode: string;
  cityCode: string | null;
  areaCode: string | null;
}

const keyOf = (region: Region) => `${region.provinceCode}/${region.cityCode ?? ''}/${region.areaCode ?? ''}`;

/** The region of a request, checked against the district tree (D39) as the master form checks it (D38). */
function checkedRegion(
  db: Db,
  input: { provinceCode: string; cityCode?: string | null; areaCode?: string | null },
) {
  const region: Region = {
    provinceCode: input.provinceCode,
    cityCode: input.cityCode || null,
    areaCode: input.areaCode || null,
  };
  if (region.areaCode !== null && region.cityCode === null) throw businessError('请先选择区域所在的城市');
  const valid =
    region.areaCode !== null
      ? db
          .prepare(
            'SELECT 1 FROM bd_area a JOIN bd_city c ON c.city_code = a.city_code WHERE a.area_code = ? AND c.city_code = ? AND c.province_code = ?',
          )
          .get(region.areaCode, region.cityCode, region.provinceCode)
      : region.cityCode !== null
        ? db
            .prepare('SELECT 1 FROM bd_city WHERE city_code = ? AND province_code = ?')
            .get(region.cityCode, region.provinceCode)
        : db.prepare('SELECT 1 FROM bd_province WHERE province_code = ?').get(region.provinceCode);
  if (!valid) throw businessError('服务区域不存在，请重新选择省、市、区');
  return region;
}

/** The same region row (`master_region` keeps null city / area for a whole province / city). */
const SAME = `r.province_code = ? AND IFNULL(r.city_code, '') = ? AND IFNULL(r.area_code, '') = ?`;
const sameParams = (region: Region) => [region.provinceCode, region.cityCode ?? '', region.areaCode ?? ''];

/** A region of the master that covers `region` (the region itself, its city or its province), else undefined. */
const coveringRegion = (db: Db, masterId: number, region: Region) =>
  db
    .prepare(
      `SELECT r.province_code, r.city_code, r.area_code FROM master_region r WHERE r.master_id = ? AND r.province_code = ?
         AND (r.city_code IS NULL OR r.city_code = ?) AND (r.area_code IS NULL OR r.area_code = ?) LIMIT 1`,
    )
    .get(masterId, region.provinceCode, region.cityCode ?? '', region.areaCode ?? '') as
    | { province_code: string; city_code: string | null; area_code: string | null }
    | undefined;

const regionCount = (db: Db, masterId: number) =>
  (
    db.prepare('SELECT COUNT(*) AS total FROM master_region WHERE master_id = ?').get(masterId) as {
      total: number;
    }
  ).total;

/** The names of a region, joined as the master list shows them (广东省 深圳市 南山区). */
function regionName(
  db: Db,
  region: { province_code: string; city_code: string | null; area_code: string | null },
) {
  const names = db
    .prepare(
      `SELECT (SELECT province_name FROM bd_province WHERE province_code = ?) AS p,
         (SELECT city_name FROM bd_city WHERE city_code = ?) AS c, (SELECT area_name FROM bd_area WHERE area_code = ?) AS a`,
    )
    .get(region.province_code, region.city_code, region.area_code) as {
    p: string | null;
    c: string | null;
    a: string | null;
  };
  return [names.p ?? region.province_code, names.c, names.a].filter((part) => part !== null).join(' ');
}

interface AssignedRow {
  province_code: string;
  city_code: string | null;
  area_code: string | null;
  master_id: number;
  master_name: string;
  state: MasterState;
  team_id: number | null;
  team_name: string | null;
}

/** The regions with their masters and the teams whose every member serves them. */
function toServiceRegions(db: Db, regions: readonly Region[]): ServiceRegion[] {
  if (regions.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT r.province_code, r.city_code, r.area_code, m.master_id, m.master_name, m.state, m.team_id, t.team_name
       FROM master_region r JOIN master m ON m.master_id = r.master_id
       LEFT JOIN master_team t ON t.team_id = m.team_id AND t.status = '0'
       WHERE ${regions.map(() => `(${SAME})`).join(' OR ')} ORDER BY m.master_id`,
    )
    .all(...regions.flatMap(sameParams)) as AssignedRow[];
  const teamSizes = new Map(
    (
      db
        .prepare(
          "SELECT m.team_id, COUNT(*) AS size FROM master m JOIN master_team t ON t.team_id = m.team_id AND t.status = '0' GROUP BY m.team_id",
        )
        .all() as { team_id: number; size: number }[]
    ).map((row) => [row.team_id, row.size]),
  );
  return regions.map((region) => {
    const assigned = rows.filter(
      (row) =>
        keyOf({ provinceCode: row.province_code, cityCode: row.city_code, areaCode: row.area_code }) ===
        keyOf(region),
    );
    const perTeam = new Map<number, { teamName: string; count: number }>();
    for (const row of assigned)
      if (row.team_id !== null && row.team_name !== null)
        perTeam.set(row.team_id, {
          teamName: row.team_name,
          count: (perTeam.get(row.team_id)?.count ?? 0) + 1,
        });
    return {
      ...region,
      regionName: regionName(db, {
        province_code: region.provinceCode,
        city_code: region.cityCode,
        area_code: region.areaCode,
      }),
      masters: assigned.map((row) => ({
        masterId: row.master_id,
        masterName: row.master_name,
        state: row.state,
        teamId: row.team_name === null ? null : row.team_id,
        teamName: row.team_name,
      })),
      teams: [...perTeam]
        .filter(([teamId, team]) => teamSizes.get(teamId) === team.count)
        .map(([teamId, team]) => ({ teamId, teamName: team.teamName })),
    };
  });
}

interface Target {
  masterId: number;
  masterName: string;
}

/** The masters a request names: the listed ones, or every member of the team; exactly one of the two. */
function targetsOf(db: Db, body: { masterIds?: number[]; teamId?: number }) {
  const masterIds = [...new Set(body.masterIds ?? [])];
  if (masterIds.length === 0 && body.teamId === undefined) throw businessError('请选择师傅或团队');
  if (masterIds.length > 0 && body.teamId !== undefined) throw businessError('师傅和团队只能选择其一');
  if (body.teamId === undefined)
    return {
      team: null,
      masters: masterIds.map((id): Target => {
        const row = masterRowOf(db, id);
        return { masterId: row.master_id, masterName: row.master_name };
      }),
    };
  const team = teamRowOf(db, body.teamId);
  const masters = (
    db
      .prepare('SELECT master_id, master_name FROM master WHERE team_id = ? ORDER BY master_id')
      .all(team.team_id) as {
      master_id: number;
      master_name: string;
    }[]
  ).map((row): Target => ({ masterId: row.master_id, masterName: row.master_name }));
  return { team, masters };
}

/**
 * D52: 区域划分 on the server. The regions are the rows of `master_region` — the same rows the master form
 * (D38) writes and dispatch reads (`dispatchCandidates`, `assertDispatchable`): no copy. The list pages the
 * distinct regions (within a chosen province / city / area, of a master or a team) with their masters and the
 * teams whose every member serves them. Assigning adds the region to the chosen masters or to every member of a
 * team (a master a wider region of theirs already covers is refused by name, or skipped in a team); taking it
 * back removes exactly that row, refused for a master it is the last region of (D38: at least one). Each change
 * is one transaction; staff only, `master:region:edit`.
 */
export function regionRoutes({ db }: RouteDeps): RouteDefinition[] {
  const r = contract.master.region;
  return [
    route(r.list, button(CODES.masterList), ({ query }, { user }) => {
      staffOnly(user);
      const where = new Where()
        .equals('r.province_code', query.provinceCode)
        .equals('r.city_code', query.provinceCode ? query.cityCode : undefined)
        .equals('r.area_code', query.provinceCode && query.cityCode ? query.areaCode : undefined)
        .contains('m.master_name', query.masterName)
        .equals('m.team_id', query.teamId);
      const grouped = `SELECT r.province_code, r.city_code, r.area_code FROM master_region r
        JOIN master m ON m.master_id = r.master_id ${where.toSql()}
        GROUP BY r.province_code, IFNULL(r.city_code, ''), IFNULL(r.area_code, '')`;
      const { limit, offset, pageNum } = pageOf(query);
      const regions = (
        db
          .prepare(
            `${grouped} ORDER BY r.province_code, IFNULL(r.city_code, ''), IFNULL(r.area_code, '') LIMIT ? OFFSET ?`,
          )
          .all(...where.params, limit, offset) as {
          province_code: string;
          city_code: string | null;
          area_code: string | null;
        }[]
      ).map(
        (row): Region => ({
          provinceCode: row.province_code,
          cityCode: row.city_code,
          areaCode: row.area_code,
        }),
      );
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${grouped})`).get(...where.params) as {
        total: number;
      };
      return { rows: toServiceRegions(db, regions), total, pageNum };
    }),

    route(r.assign, button(CODES.regionEdit), ({ body }, { user }) => {
      staffOnly(user);
      const region = checkedRegion(db, body);
      const { team, masters } = targetsOf(db, body);
      const adding = masters.filter((master) => {
        const covering = coveringRegion(db, master.masterId, region);
        if (!covering) return true;
        if (team !== null) return false;
        throw businessError(`${master.masterName}的服务区域「${regionName(db, covering)}」已包含该区域`);
      });
      if (adding.length === 0) throw businessError(`团队「${team?.team_name ?? ''}」的成员都已负责该区域`);
      for (const master of adding)
        if (regionCount(db, master.masterId) >= MASTER_REGIONS_MAX)
          throw businessError(
            `${master.masterName}的服务区域已达 ${MASTER_REGIONS_MAX} 个，请先移除其他区域`,
          );
      const insert = db.prepare(
        'INSERT INTO master_region (master_id, province_code, city_code, area_code) VALUES (?, ?, ?, ?)',
      );
      db.transaction(() => {
        for (const master of adding)
          insert.run(master.masterId, region.provinceCode, region.cityCode, region.areaCode);
      })();
      return {
        data: toServiceRegions(db, [region])[0] as ServiceRegion,
        msg: `已分配给 ${adding.length} 名师傅`,
      };
    }),

    route(r.unassign, button(CODES.regionEdit), ({ body }, { user }) => {
      staffOnly(user);
      const region = checkedRegion(db, body);
      const { team, masters } = targetsOf(db, body);
      const holds = db.prepare(`SELECT 1 FROM master_region r WHERE r.master_id = ? AND ${SAME}`);
      const removing = masters.filter((master) => {
        if (holds.get(master.masterId, ...sameParams(region))) return true;
        if (team !== null) return false;
        throw businessError(`${master.masterName}不负责该区域`);
      });
      if (removing.length === 0) throw businessError(`团队「${team?.team_name ?? ''}」的成员都不负责该区域`);
      const last = removing.filter((master) => regionCount(db, master.masterId) <= 1);
      if (last.length > 0)
        throw businessError(
          `${last.map((master) => master.masterName).join('、')}只有这一个服务区域，不能移除（师傅至少要有一个服务区域）`,
        );
      const remove = db.prepare(`DELETE FROM master_region WHERE region_id IN
        (SELECT r.region_id FROM master_region r WHERE r.master_id = ? AND ${SAME})`);
      db.transaction(() => {
        for (const master of removing) remove.run(master.masterId, ...sameParams(region));
      })();
      return { data: null, msg: `已从 ${removing.length} 名师傅移除该区域` };
    }),
  ];
}
