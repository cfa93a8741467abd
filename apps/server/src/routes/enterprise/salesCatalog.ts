import type { AnyCall } from '@onsite/api-client';
import { contract } from '@onsite/api-client';
import type { ChannelRow, OrderSourceRow, ShopRow, SupplierRow } from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import type { Db } from '../../db/database';
import { anyCode, SIGNED_IN_USER } from '../../enterprise/access';
import {
  actorOf,
  assertEnterpriseScope,
  requireEnterprise,
  scopedEnterpriseId,
} from '../../enterprise/guard';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { badRequest, businessError, notFound } from '../../http/errors';
import type { RouteDefinition, SignedInContext } from '../../http/routes';
import type { MessageId } from '../../i18n/localize';
import type { RouteDeps } from '../deps';

type DbRow = Record<string, unknown>;
type Values = Record<string, string | number | null>;

/** The calls every catalogue entity has (contract/enterprise/salesCatalog.ts). */
interface CatalogCalls {
  list: AnyCall;
  options: AnyCall;
  add: AnyCall;
  update: AnyCall;
  disable: AnyCall;
  enable: AnyCall;
  remove: AnyCall;
}

/** A text field of the form: its column, and its label when it must not be blank. */
interface TextField {
  column: string;
  required?: MessageId;
}

/**
 * D53: one entity of an enterprise's sales catalogue as the shared routes need it. The routes are the
 * same for the four (list with the enterprise scope, options, add, update, disable, enable, remove);
 * each entity names its table, its fields, what must be unique in the enterprise, what uses it.
 */
interface CatalogEntity<Row> {
  calls: CatalogCalls;
  /** What a message names, e.g. 门店 (an entry of the server's catalogue). */
  what: MessageId;
  table: string;
  idColumn: string;
  idField: string;
  nameColumn: string;
  nameFilter: string;
  codes: { list: string; edit: string; remove: string };
  /** The text fields of the form (trimmed before they are stored). */
  texts: Record<string, TextField>;
  /** Other fields stored as sent (ids). */
  plain?: Record<string, string>;
  /** Fields unique in the enterprise (case-insensitive), with their label. */
  unique: { field: string; label: MessageId }[];
  /** `SELECT …` of a row (the table as `t`, the enterprise as `e`); the FROM is added. */
  select: string;
  joins?: string;
  rowOf: (row: DbRow) => Row;
  /** Filters of the entity's own besides the name and the state. */
  filter?: (query: DbRow, where: Where) => void;
  /** Rules across fields or tables (a shop's region and channel), refusing bad values. */
  check?: (db: Db, enterpriseId: number, values: Values) => void;
  /** How many rows use an entry, and the refusal naming them; none: nothing refers to the entity. */
  usedBy?: { count: string; refuse: (name: string, count: number) => string };
}

const COMMON = `t.enterprise_id, e.enterprise_name, t.forbidden_status, t.remark, t.create_time`;
const FROM_ENTERPRISE = 'JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id';

const common = (row: DbRow) => ({
  enterpriseId: row.enterprise_id as number,
  enterpriseName: row.enterprise_name as string,
  forbiddenStatus: row.forbidden_status as 0 | 1,
  remark: row.remark as string,
  createTime: (row.create_time as string | null) ?? null,
});

const remark = { remark: { column: 'remark' } };

/** The routes of one catalogue entity. */
function catalogRoutes<Row>({ db, now }: RouteDeps, entity: CatalogEntity<Row>): RouteDefinition[] {
  const { calls, what, table, idColumn, idField } = entity;
  const fromSql = `FROM ${table} t ${FROM_ENTERPRISE} ${entity.joins ?? ''}`;
  const selectSql = `${entity.select}, ${COMMON}${entity.usedBy ? `, (${entity.usedBy.count}) AS used_count` : ''}`;

  /** The entry by id; unknown, or another enterprise's for an enterprise user (least data), answers 404. */
  const requireRow = (user: SessionUser, id: number): DbRow => {
    const row = db.prepare(`${selectSql} ${fromSql} WHERE t.${idColumn} = ?`).get(id) as DbRow | undefined;
    const own = scopedEnterpriseId(user);
    if (!row || (own !== null && row.enterprise_id !== own)) throw notFound(`${what} ${id} `);
    return row;
  };

  /** The form's values: texts trimmed, required ones not blank, unique ones not taken in the enterprise. */
  const checkedValues = (body: DbRow, enterpriseId: number, exceptId: number): Values => {
    const values: Values = {};
    for (const [field, { column, required }] of Object.entries(entity.texts)) {
      const text = String(body[field] ?? '').trim();
      if (required && text === '') throw badRequest(`${required}不能为空`);
      values[column] = text;
    }
    for (const [field, column] of Object.entries(entity.plain ?? {})) {
      values[column] = (body[field] as number | null | undefined) ?? null;
    }
    for (const { field, label } of entity.unique) {
      const column = entity.texts[field]?.column ?? field;
      const clash = db
        .prepare(
          `SELECT 1 FROM ${table} WHERE enterprise_id = ? AND ${column} = ? COLLATE NOCASE AND ${idColumn} <> ?`,
        )
        .get(enterpriseId, values[column], exceptId);
      if (clash) throw businessError(`${label}「${String(values[column])}」在该企业已存在`);
    }
    entity.check?.(db, enterpriseId, values);
    return values;
  };

  const setState = (call: AnyCall, status: 0 | 1): RouteDefinition => ({
    call,
    access: anyCode(entity.codes.edit),
    handler: ({ body }: { body: DbRow }, { user }: SignedInContext) => {
      const id = body[idField] as number;
      const row = requireRow(user, id);
      if (row.forbidden_status === status)
        throw businessError(status === 1 ? `${what}已是禁用状态` : `${what}已是启用状态`);
      db.prepare(`UPDATE ${table} SET forbidden_status = ? WHERE ${idColumn} = ?`).run(status, id);
      return { data: null, msg: status === 1 ? '禁用成功' : '启用成功' };
    },
  });

  return [
    {
      call: calls.list,
      access: anyCode(entity.codes.list),
      handler: ({ query }: { query: DbRow }, { user }: SignedInContext) => {
        const asked = query.enterpriseId as number | undefined;
        if (asked !== undefined) assertEnterpriseScope(user, asked);
        const enterpriseId = scopedEnterpriseId(user) ?? asked;
        const name = query[entity.nameFilter] as string | undefined;
        const where = new Where()
          .when(enterpriseId, 't.enterprise_id = ?')
          .when(name, `t.${entity.nameColumn} LIKE ? ESCAPE '\\'`, name ? likeText(name) : null)
          .when(query.forbiddenStatus, 't.forbidden_status = ?');
        entity.filter?.(query, where);
        const page = pageOf<DbRow>(db, {
          select: `${selectSql} ${fromSql}`,
          from: fromSql,
          where,
          query,
          sortable: {
            [idField]: `t.${idColumn}`,
            createTime: 't.create_time',
            enterpriseName: 'e.enterprise_name',
          },
          defaultOrder: `t.${idColumn} DESC`,
          tieBreaker: `t.${idColumn}`,
        });
        return { rows: page.rows.map(entity.rowOf), total: page.total, pageNum: page.pageNum };
      },
    },
    {
      call: calls.options,
      access: SIGNED_IN_USER,
      handler: ({ query }: { query: { enterpriseId: number } }, { user }: SignedInContext) => {
        assertEnterpriseScope(user, query.enterpriseId);
        const rows = db
          .prepare(
            `SELECT ${idColumn} AS id, ${entity.nameColumn} AS name FROM ${table}
             WHERE enterprise_id = ? AND forbidden_status = 0 ORDER BY ${idColumn}`,
          )
          .all(query.enterpriseId) as { id: number; name: string }[];
        return { data: rows };
      },
    },
    {
      call: calls.add,
      access: anyCode(entity.codes.edit),
      handler: ({ body }: { body: DbRow }, { user }: SignedInContext) => {
        const enterpriseId = body.enterpriseId as number;
        requireEnterprise(db, user, enterpriseId);
        const id = db.transaction(() => {
          const values = checkedValues(body, enterpriseId, 0);
          const columns = Object.keys(values);
          return Number(
            db
              .prepare(
                `INSERT INTO ${table} (enterprise_id, ${columns.join(', ')}, create_by, create_time)
                 VALUES (?, ${columns.map(() => '?').join(', ')}, ?, ?)`,
              )
              .run(enterpriseId, ...Object.values(values), actorOf(user, now).name, actorOf(user, now).time)
              .lastInsertRowid,
          );
        })();
        return { data: id, msg: '新增成功' };
      },
    },
    {
      call: calls.update,
      access: anyCode(entity.codes.edit),
      handler: ({ body }: { body: DbRow }, { user }: SignedInContext) => {
        const id = body[idField] as number;
        db.transaction(() => {
          const row = requireRow(user, id);
          const values = checkedValues(body, row.enterprise_id as number, id);
          const columns = Object.keys(values);
          db.prepare(
            `UPDATE ${table} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE ${idColumn} = ?`,
          ).run(...Object.values(values), id);
        })();
        return { data: null, msg: '保存成功' };
      },
    },
    setState(calls.disable, 1),
    setState(calls.enable, 0),
    {
      call: calls.remove,
      access: anyCode(entity.codes.remove),
      handler: ({ body }: { body: DbRow }, { user }: SignedInContext) => {
        const id = body[idField] as number;
        const row = requireRow(user, id);
        const used = Number(row.used_count ?? 0);
        if (entity.usedBy && used > 0) throw businessError(entity.usedBy.refuse(String(row.name), used));
        db.prepare(`DELETE FROM ${table} WHERE ${idColumn} = ?`).run(id);
        return { data: null, msg: '删除成功' };
      },
    },
  ];
}

/** A shop's region: the area in the city in the province (the district tree, D39). */
function checkShop(db: Db, enterpriseId: number, values: Values): void {
  const chain = db
    .prepare(
      `SELECT 1 FROM bd_area a JOIN bd_city c ON c.city_code = a.city_code
       WHERE a.area_code = ? AND c.city_code = ? AND c.province_code = ?`,
    )
    .get(values.area_code, values.city_code, values.province_code);
  if (!chain) throw badRequest('省、市、区不匹配');
  if (values.channel_id !== null) {
    const channel = db
      .prepare(
        'SELECT 1 FROM ent_channel WHERE channel_id = ? AND enterprise_id = ? AND forbidden_status = 0',
      )
      .get(values.channel_id, enterpriseId);
    if (!channel) throw badRequest('所选渠道不存在、已禁用或不属于该企业');
  }
}

const shop: CatalogEntity<ShopRow> = {
  calls: contract.enterprise.shop,
  what: '门店',
  table: 'ent_shop',
  idColumn: 'shop_id',
  idField: 'shopId',
  nameColumn: 'shop_name',
  nameFilter: 'shopName',
  codes: { list: CODES.shopList, edit: CODES.shopEdit, remove: CODES.shopRemove },
  texts: {
    shopName: { column: 'shop_name', required: '门店名称' },
    contactName: { column: 'contact_name', required: '联系人' },
    phone: { column: 'phone', required: '联系电话' },
    provinceCode: { column: 'province_code' },
    cityCode: { column: 'city_code' },
    areaCode: { column: 'area_code' },
    detailedAddress: { column: 'detailed_address', required: '详细地址' },
    ...remark,
  },
  plain: { channelId: 'channel_id' },
  unique: [{ field: 'shopName', label: '门店名称' }],
  select: `SELECT t.shop_id, t.shop_name AS name, t.channel_id, ch.channel_name, t.contact_name, t.phone,
    t.province_code, t.city_code, t.area_code, t.detailed_address,
    TRIM(COALESCE(p.province_name, '') || ' ' || COALESCE(c.city_name, '') || ' ' || COALESCE(a.area_name, '')) AS region_name`,
  joins: `LEFT JOIN ent_channel ch ON ch.channel_id = t.channel_id
    LEFT JOIN bd_province p ON p.province_code = t.province_code
    LEFT JOIN bd_city c ON c.city_code = t.city_code
    LEFT JOIN bd_area a ON a.area_code = t.area_code`,
  filter: (query, where) => {
    where.when(query.channelId, 't.channel_id = ?');
  },
  check: checkShop,
  usedBy: {
    count: 'SELECT COUNT(*) FROM work_order o WHERE o.shop_id = t.shop_id',
    refuse: (name, count) => `门店「${name}」已被 ${count} 个订单使用，不能删除，可以禁用`,
  },
  rowOf: (row) => ({
    shopId: row.shop_id as number,
    shopName: row.name as string,
    channelId: (row.channel_id as number | null) ?? null,
    channelName: (row.channel_name as string | null) ?? null,
    contactName: row.contact_name as string,
    phone: row.phone as string,
    provinceCode: row.province_code as string,
    cityCode: row.city_code as string,
    areaCode: row.area_code as string,
    regionName: row.region_name as string,
    detailedAddress: row.detailed_address as string,
    orderCount: Number(row.used_count ?? 0),
    ...common(row),
  }),
};

const supplier: CatalogEntity<SupplierRow> = {
  calls: contract.enterprise.supplier,
  what: '供应商',
  table: 'ent_supplier',
  idColumn: 'supplier_id',
  idField: 'supplierId',
  nameColumn: 'supplier_name',
  nameFilter: 'supplierName',
  codes: { list: CODES.supplierList, edit: CODES.supplierEdit, remove: CODES.supplierRemove },
  texts: {
    supplierName: { column: 'supplier_name', required: '供应商名称' },
    contactName: { column: 'contact_name', required: '联系人' },
    phone: { column: 'phone', required: '联系电话' },
    address: { column: 'address' },
    ...remark,
  },
  unique: [{ field: 'supplierName', label: '供应商名称' }],
  select: 'SELECT t.supplier_id, t.supplier_name AS name, t.contact_name, t.phone, t.address',
  rowOf: (row) => ({
    supplierId: row.supplier_id as number,
    supplierName: row.name as string,
    contactName: row.contact_name as string,
    phone: row.phone as string,
    address: row.address as string,
    ...common(row),
  }),
};

const channel: CatalogEntity<ChannelRow> = {
  calls: contract.enterprise.channel,
  what: '渠道',
  table: 'ent_channel',
  idColumn: 'channel_id',
  idField: 'channelId',
  nameColumn: 'channel_name',
  nameFilter: 'channelName',
  codes: { list: CODES.channelList, edit: CODES.channelEdit, remove: CODES.channelRemove },
  texts: {
    channelCode: { column: 'channel_code', required: '渠道编码' },
    channelName: { column: 'channel_name', required: '渠道名称' },
    ...remark,
  },
  unique: [
    { field: 'channelCode', label: '渠道编码' },
    { field: 'channelName', label: '渠道名称' },
  ],
  select: 'SELECT t.channel_id, t.channel_code, t.channel_name AS name',
  usedBy: {
    count: 'SELECT COUNT(*) FROM ent_shop s WHERE s.channel_id = t.channel_id',
    refuse: (name, count) => `渠道「${name}」下还有 ${count} 个门店，不能删除，可以禁用`,
  },
  rowOf: (row) => ({
    channelId: row.channel_id as number,
    channelCode: row.channel_code as string,
    channelName: row.name as string,
    shopCount: Number(row.used_count ?? 0),
    ...common(row),
  }),
};

const source: CatalogEntity<OrderSourceRow> = {
  calls: contract.enterprise.source,
  what: '订单来源',
  table: 'ent_order_source',
  idColumn: 'source_id',
  idField: 'sourceId',
  nameColumn: 'source_name',
  nameFilter: 'sourceName',
  codes: { list: CODES.sourceList, edit: CODES.sourceEdit, remove: CODES.sourceRemove },
  texts: {
    sourceCode: { column: 'source_code', required: '来源编码' },
    sourceName: { column: 'source_name', required: '来源名称' },
    ...remark,
  },
  unique: [
    { field: 'sourceCode', label: '来源编码' },
    { field: 'sourceName', label: '来源名称' },
  ],
  select: 'SELECT t.source_id, t.source_code, t.source_name AS name',
  usedBy: {
    count: 'SELECT COUNT(*) FROM work_order o WHERE o.source_id = t.source_id',
    refuse: (name, count) => `订单来源「${name}」已被 ${count} 个订单使用，不能删除，可以禁用`,
  },
  rowOf: (row) => ({
    sourceId: row.source_id as number,
    sourceCode: row.source_code as string,
    sourceName: row.name as string,
    orderCount: Number(row.used_count ?? 0),
    ...common(row),
  }),
};

/**
 * D53: the sales catalogue of an enterprise — shops, suppliers, channels and order sources. Staff
 * see every enterprise's rows (the enterprise filter narrows them), an enterprise user only their
 * own enterprise's; codes `enterprise:<entity>:list|edit|remove` decide what each may do.
 */
export function salesCatalogRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...catalogRoutes(deps, shop),
    ...catalogRoutes(deps, supplier),
    ...catalogRoutes(deps, channel),
    ...catalogRoutes(deps, source),
  ];
}
