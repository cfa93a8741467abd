import { contract } from '@onsite/api-client';
import type { BrandRow } from '@onsite/domain';
import type { Db } from '../../db/database';
import { PLATFORM_SUPER, SIGNED_IN_USER } from '../../enterprise/access';
import { listEnterprises } from '../../enterprise/enterpriseList';
import { scopedEnterpriseId } from '../../enterprise/guard';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { formatDateTime } from '../../enterprise/time';
import { badRequest, businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const calls = contract.enterprise.brand;

interface BrandDbRow {
  brand_id: number;
  brand_name: string;
  forbidden_status: 0 | 1;
  remark: string;
  create_time: string | null;
  model_count: number;
}

const BRAND_SELECT = `SELECT b.brand_id, b.brand_name, b.forbidden_status, b.remark, b.create_time,
  (SELECT COUNT(*) FROM ent_model m WHERE m.brand_id = b.brand_id) AS model_count`;

const brandOf = (row: BrandDbRow): BrandRow => ({
  brandId: row.brand_id,
  brandName: row.brand_name,
  forbiddenStatus: row.forbidden_status,
  remark: row.remark,
  createTime: row.create_time,
  modelCount: row.model_count,
});

/** A brand by id; an unknown id answers 400 naming it. */
function requireBrand(db: Db, brandId: number): BrandDbRow {
  const row = db.prepare(`${BRAND_SELECT} FROM ent_brand b WHERE b.brand_id = ?`).get(brandId) as
    | BrandDbRow
    | undefined;
  if (!row) throw badRequest(`品牌 ${brandId} 不存在`);
  return row;
}

/** The trimmed name, refused when blank or taken by another brand (case-insensitive). */
function checkedName(db: Db, brandName: string, exceptId = 0): string {
  const name = brandName.trim();
  if (name === '') throw badRequest('品牌名称不能为空');
  const clash = db
    .prepare('SELECT 1 FROM ent_brand WHERE brand_name = ? COLLATE NOCASE AND brand_id <> ?')
    .get(name, exceptId);
  if (clash) throw businessError(`品牌「${name}」已存在`);
  return name;
}

/**
 * Brands (`/enterprise/brand/selectBrand`, the pickers: enabled brands only), the brand screen's
 * calls (D40: list, add, update, disable, enable, remove; changes by user type '00') and the
 * enterprise query screen (`/enterprise/query/list`).
 */
export function brandAndQueryRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const setForbidden = (call: typeof calls.disable | typeof calls.enable, status: 0 | 1) =>
    route(call, PLATFORM_SUPER, ({ body }: { body: { brandId: number } }) => {
      const brand = requireBrand(db, body.brandId);
      if (brand.forbidden_status === status)
        throw businessError(status === 1 ? '该品牌已是禁用状态' : '该品牌已是启用状态');
      db.prepare('UPDATE ent_brand SET forbidden_status = ? WHERE brand_id = ?').run(status, body.brandId);
      return { data: null, msg: status === 1 ? '禁用成功' : '启用成功' };
    });

  return [
    route(calls.selectBrand, SIGNED_IN_USER, () => {
      const rows = db
        .prepare('SELECT brand_id, brand_name FROM ent_brand WHERE forbidden_status = 0 ORDER BY brand_id')
        .all() as {
        brand_id: number;
        brand_name: string;
      }[];
      return { data: rows.map((row) => ({ brandId: row.brand_id, brandName: row.brand_name })) };
    }),

    route(calls.list, SIGNED_IN_USER, ({ query }) => {
      const where = new Where()
        .when(
          query.brandName,
          "b.brand_name LIKE ? ESCAPE '\\'",
          query.brandName ? likeText(query.brandName) : null,
        )
        .when(query.forbiddenStatus, 'b.forbidden_status = ?');
      const page = pageOf<BrandDbRow>(db, {
        select: `${BRAND_SELECT} FROM ent_brand b`,
        from: 'FROM ent_brand b',
        where,
        query,
        sortable: { brandId: 'b.brand_id', brandName: 'b.brand_name', createTime: 'b.create_time' },
        defaultOrder: 'b.brand_id DESC',
        tieBreaker: 'b.brand_id',
      });
      return { rows: page.rows.map(brandOf), total: page.total, pageNum: page.pageNum };
    }),

    route(calls.add, PLATFORM_SUPER, ({ body }) => {
      const name = checkedName(db, body.brandName);
      const inserted = db
        .prepare('INSERT INTO ent_brand (brand_name, remark, create_time) VALUES (?, ?, ?)')
        .run(name, body.remark.trim(), formatDateTime(now()));
      return { data: Number(inserted.lastInsertRowid), msg: '新增成功' };
    }),

    route(calls.update, PLATFORM_SUPER, ({ body }) => {
      requireBrand(db, body.brandId);
      const name = checkedName(db, body.brandName, body.brandId);
      db.prepare('UPDATE ent_brand SET brand_name = ?, remark = ? WHERE brand_id = ?').run(
        name,
        body.remark.trim(),
        body.brandId,
      );
      return { data: null, msg: '保存成功' };
    }),

    setForbidden(calls.disable, 1),
    setForbidden(calls.enable, 0),

    // A brand still used by models is kept: its models would lose their brand.
    route(calls.remove, PLATFORM_SUPER, ({ body }) => {
      const brand = requireBrand(db, body.brandId);
      if (brand.model_count > 0)
        throw businessError(
          `品牌「${brand.brand_name}」下还有 ${brand.model_count} 个型号，请先删除这些型号`,
        );
      db.prepare('DELETE FROM ent_brand WHERE brand_id = ?').run(body.brandId);
      return { data: null, msg: '删除成功' };
    }),

    route(contract.enterprise.query.list, SIGNED_IN_USER, ({ query }, { user }) => {
      const { rows, total, pageNum } = listEnterprises(db, query, scopedEnterpriseId(user));
      return { rows, total, pageNum };
    }),
  ];
}
