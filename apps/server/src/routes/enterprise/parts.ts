import { contract } from '@onsite/api-client';
import type {
  AccessoryRow,
  CommodityRow,
  MoveDirection,
  MoveReason,
  PartsOrderRow,
  StockPartRow,
  StorageRecordRow,
} from '@onsite/domain';
import { MOVE_REASONS } from '@onsite/domain';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import { toCents, toYuan } from '../../core/money';
import { compactTime } from '../../core/time';
import type { Db } from '../../db/database';
import { anyCode, SIGNED_IN_USER } from '../../enterprise/access';
import {
  actorOf,
  assertEnterpriseScope,
  requireEnterprise,
  scopedEnterpriseId,
} from '../../enterprise/guard';
import { accessoryTypeLabel } from '../../enterprise/labels';
import { likeText, pageOf, Where } from '../../enterprise/paging';
import { rangeBound } from '../../enterprise/time';
import { badRequest, businessError, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

type DbRow = Record<string, unknown>;

/** At most this many rows go into one workbook. */
const EXPORT_ROW_LIMIT = 20_000;

const { accessories, commodity, stockParts, storageRecord, partsOrder } = contract.enterprise;

/** The enterprise filter of a list: an enterprise user's own (another one asked is refused), staff's choice. */
function listScope(user: SessionUser, asked: number | undefined): number | undefined {
  if (asked !== undefined) assertEnterpriseScope(user, asked);
  return scopedEnterpriseId(user) ?? asked;
}

/** A row by id that the caller may see: unknown, or another enterprise's for an enterprise user, is 404 (least data). */
function visibleRow(user: SessionUser, row: DbRow | undefined, what: string): DbRow {
  const own = scopedEnterpriseId(user);
  if (!row || (own !== null && row.enterprise_id !== own)) throw notFound(what);
  return row;
}

const REASON_TEXT: Record<MoveReason, string> = {
  purchase: '采购入库',
  return: '退回入库',
  partsOrder: '配件订单收货',
  order: '订单领用',
  loss: '报损出库',
};
const bold = (titles: string[]) => titles.map((title) => ({ value: title, fontWeight: 'bold' as const }));

// --- accessories -------------------------------------------------------------------------------

const ACCESSORY_FROM = `FROM ent_accessory_price t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id`;
const ACCESSORY_SELECT = `SELECT t.*, e.enterprise_name,
  (SELECT COALESCE(SUM(s.quantity), 0) FROM ent_stock_part s WHERE s.accessory_id = t.enterprise_accessory_id) AS stock_quantity,
  (SELECT COUNT(*) FROM ent_stock_part s WHERE s.accessory_id = t.enterprise_accessory_id)
    + (SELECT COUNT(*) FROM ent_parts_order p WHERE p.accessory_id = t.enterprise_accessory_id) AS used_count
  ${ACCESSORY_FROM}`;

const accessoryOf = (row: DbRow): AccessoryRow => ({
  enterpriseAccessoryId: row.enterprise_accessory_id as number,
  enterpriseId: row.enterprise_id as number,
  enterpriseName: row.enterprise_name as string,
  accessoryType: row.accessory_type as AccessoryRow['accessoryType'],
  accessoryName: row.accessory_name as string,
  accessoryCategory: row.accessory_category as string,
  accessorySpecification: row.accessory_specification as string,
  brandName: row.brand_name as string,
  modelName: row.model_name as string,
  accessoryPrice: row.accessory_price as number,
  accessoryPriceThreshold: row.accessory_price_threshold as number,
  stockQuantity: Number(row.stock_quantity ?? 0),
  forbiddenStatus: row.forbidden_status as 0 | 1,
  remark: row.remark as string,
  createTime: (row.create_time as string | null) ?? null,
});

function accessoryWhere(query: DbRow, enterpriseId: number | undefined): Where {
  const name = query.accessoryName as string | undefined;
  return new Where()
    .when(enterpriseId, 't.enterprise_id = ?')
    .when(name, `t.accessory_name LIKE ? ESCAPE '\\'`, name ? likeText(name) : null)
    .when(query.accessoryType, 't.accessory_type = ?')
    .when(query.forbiddenStatus, 't.forbidden_status = ?');
}

function accessoryRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const requireAccessory = (user: SessionUser, id: number) =>
    visibleRow(
      user,
      db.prepare(`${ACCESSORY_SELECT} WHERE t.enterprise_accessory_id = ?`).get(id) as DbRow | undefined,
      `配件 ${id} `,
    );

  type Fields = {
    accessoryType: string;
    accessoryName: string;
    accessoryCategory: string;
    accessorySpecification: string;
    brandName: string;
    modelName: string;
    accessoryPrice: number;
    accessoryPriceThreshold: number;
    remark: string;
  };
  const valuesOf = (body: Fields, enterpriseId: number, exceptId: number) => {
    const name = body.accessoryName.trim();
    if (name === '') throw badRequest('配件名称不能为空');
    const specification = body.accessorySpecification.trim();
    const clash = db
      .prepare(
        `SELECT 1 FROM ent_accessory_price WHERE enterprise_id = ? AND accessory_name = ? COLLATE NOCASE
           AND accessory_specification = ? COLLATE NOCASE AND enterprise_accessory_id <> ?`,
      )
      .get(enterpriseId, name, specification, exceptId);
    if (clash)
      throw businessError(`配件「${specification ? `${name} ${specification}` : name}」在该企业已存在`);
    return [
      body.accessoryType,
      name,
      body.accessoryCategory.trim(),
      specification,
      body.brandName.trim(),
      body.modelName.trim(),
      body.accessoryPrice,
      body.accessoryPriceThreshold,
      body.remark.trim(),
    ];
  };

  const setState = (status: 0 | 1) => (body: { enterpriseAccessoryId: number }, user: SessionUser) => {
    const row = requireAccessory(user, body.enterpriseAccessoryId);
    if (row.forbidden_status === status)
      throw businessError(status === 1 ? '该配件已是禁用状态' : '该配件已是启用状态');
    db.prepare('UPDATE ent_accessory_price SET forbidden_status = ? WHERE enterprise_accessory_id = ?').run(
      status,
      body.enterpriseAccessoryId,
    );
    return { data: null, msg: status === 1 ? '禁用成功' : '启用成功' };
  };

  return [
    route(accessories.list, anyCode(CODES.accessoryList), ({ query }, { user }) => {
      const page = pageOf<DbRow>(db, {
        select: ACCESSORY_SELECT,
        from: ACCESSORY_FROM,
        where: accessoryWhere(query, listScope(user, query.enterpriseId)),
        query,
        sortable: {
          enterpriseAccessoryId: 't.enterprise_accessory_id',
          accessoryPrice: 't.accessory_price',
          createTime: 't.create_time',
        },
        defaultOrder: 't.enterprise_accessory_id DESC',
        tieBreaker: 't.enterprise_accessory_id',
      });
      return { rows: page.rows.map(accessoryOf), total: page.total, pageNum: page.pageNum };
    }),
    route(accessories.options, SIGNED_IN_USER, ({ query }, { user }) => {
      assertEnterpriseScope(user, query.enterpriseId);
      const data = db
        .prepare(
          `SELECT enterprise_accessory_id AS id,
             accessory_name || CASE WHEN accessory_specification = '' THEN '' ELSE ' ' || accessory_specification END AS name
           FROM ent_accessory_price WHERE enterprise_id = ? AND forbidden_status = 0 ORDER BY accessory_type, enterprise_accessory_id`,
        )
        .all(query.enterpriseId) as { id: number; name: string }[];
      return { data };
    }),
    route(accessories.add, anyCode(CODES.accessoryEdit), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const actor = actorOf(user, now);
      const id = db.transaction(() => {
        const values = valuesOf(body, body.enterpriseId, 0);
        return Number(
          db
            .prepare(
              `INSERT INTO ent_accessory_price (enterprise_id, accessory_type, accessory_name, accessory_category,
                 accessory_specification, brand_name, model_name, accessory_price, accessory_price_threshold, remark,
                 create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(body.enterpriseId, ...values, actor.name, actor.time).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),
    route(accessories.update, anyCode(CODES.accessoryEdit), ({ body }, { user }) => {
      db.transaction(() => {
        const row = requireAccessory(user, body.enterpriseAccessoryId);
        const values = valuesOf(body, row.enterprise_id as number, body.enterpriseAccessoryId);
        db.prepare(
          `UPDATE ent_accessory_price SET accessory_type = ?, accessory_name = ?, accessory_category = ?,
             accessory_specification = ?, brand_name = ?, model_name = ?, accessory_price = ?,
             accessory_price_threshold = ?, remark = ? WHERE enterprise_accessory_id = ?`,
        ).run(...values, body.enterpriseAccessoryId);
      })();
      return { data: null, msg: '保存成功' };
    }),
    route(accessories.disable, anyCode(CODES.accessoryEdit), ({ body }, { user }) => setState(1)(body, user)),
    route(accessories.enable, anyCode(CODES.accessoryEdit), ({ body }, { user }) => setState(0)(body, user)),
    route(accessories.remove, anyCode(CODES.accessoryRemove), ({ body }, { user }) => {
      const row = requireAccessory(user, body.enterpriseAccessoryId);
      const used = Number(row.used_count ?? 0);
      if (used > 0)
        throw businessError(
          `配件「${String(row.accessory_name)}」已有 ${used} 条库存或配件订单，不能删除，可以禁用`,
        );
      db.prepare('DELETE FROM ent_accessory_price WHERE enterprise_accessory_id = ?').run(
        body.enterpriseAccessoryId,
      );
      return { data: null, msg: '删除成功' };
    }),
    route(accessories.export, anyCode(CODES.accessoryList), async ({ query }, { user }) => {
      const at = now();
      const where = accessoryWhere(query, listScope(user, query.enterpriseId));
      const rows = (
        db
          .prepare(`${ACCESSORY_SELECT} ${where.toSql()} ORDER BY t.enterprise_accessory_id DESC LIMIT ?`)
          .all(...where.params, EXPORT_ROW_LIMIT) as DbRow[]
      ).map(accessoryOf);
      const sheet = [
        bold([
          '企业',
          '配件类型',
          '配件名称',
          '分类',
          '规格',
          '品牌',
          '型号',
          '价格（元）',
          '价格阈值（元）',
          '库存',
          '状态',
          '备注',
        ]),
        ...rows.map((row) => [
          row.enterpriseName,
          accessoryTypeLabel(row.accessoryType),
          row.accessoryName,
          row.accessoryCategory,
          row.accessorySpecification,
          row.brandName,
          row.modelName,
          row.accessoryPrice,
          row.accessoryPriceThreshold,
          row.stockQuantity,
          row.forbiddenStatus === 1 ? '禁用' : '启用',
          row.remark,
        ]),
      ];
      return exportSheet(
        db,
        config.dataDir,
        at,
        user,
        sheet,
        '配件管理',
        'accessories',
        accessories.export.produces,
      );
    }),
  ];
}

/** Writes a workbook, records it under 我的下载, answers it. */
async function exportSheet(
  db: Db,
  dataDir: string,
  at: number,
  user: SessionUser,
  sheet: SheetData,
  title: string,
  prefix: string,
  contentType: string,
) {
  const data = await writeXlsxFile(sheet, { sheet: title }).toBuffer();
  const exportName = `${title}_${compactTime(at)}.xlsx`;
  saveExport(db, dataDir, at, {
    userId: user.userId,
    exportName,
    prefix,
    extension: 'xlsx',
    data,
    exportType: 0,
  });
  return { body: data, contentType, fileName: exportName };
}

// --- commodities -------------------------------------------------------------------------------

const COMMODITY_FROM = `FROM ent_commodity t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id
  LEFT JOIN ent_supplier s ON s.supplier_id = t.supplier_id`;
const COMMODITY_SELECT = `SELECT t.*, e.enterprise_name, s.supplier_name ${COMMODITY_FROM}`;

const commodityOf = (row: DbRow): CommodityRow => ({
  commodityId: row.commodity_id as number,
  enterpriseId: row.enterprise_id as number,
  enterpriseName: row.enterprise_name as string,
  commodityCode: row.commodity_code as string,
  commodityName: row.commodity_name as string,
  brandName: row.brand_name as string,
  modelName: row.model_name as string,
  unit: row.unit as string,
  price: toYuan(row.price_cents as number),
  supplierId: (row.supplier_id as number | null) ?? null,
  supplierName: (row.supplier_name as string | null) ?? null,
  forbiddenStatus: row.forbidden_status as 0 | 1,
  remark: row.remark as string,
  createTime: (row.create_time as string | null) ?? null,
});

function commodityWhere(query: DbRow, enterpriseId: number | undefined): Where {
  const name = query.commodityName as string | undefined;
  return new Where()
    .when(enterpriseId, 't.enterprise_id = ?')
    .when(
      name,
      `(t.commodity_name LIKE ? ESCAPE '\\' OR t.commodity_code LIKE ? ESCAPE '\\')`,
      name ? likeText(name) : null,
      name ? likeText(name) : null,
    )
    .when(query.supplierId, 't.supplier_id = ?')
    .when(query.forbiddenStatus, 't.forbidden_status = ?');
}

/** The supplier (D53) must be an enabled one of the same enterprise. */
function checkSupplier(db: Db, enterpriseId: number, supplierId: number | null): void {
  if (supplierId === null) return;
  const ok = db
    .prepare(
      'SELECT 1 FROM ent_supplier WHERE supplier_id = ? AND enterprise_id = ? AND forbidden_status = 0',
    )
    .get(supplierId, enterpriseId);
  if (!ok) throw badRequest('所选供应商不存在、已禁用或不属于该企业');
}

function commodityRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const requireCommodity = (user: SessionUser, id: number) =>
    visibleRow(
      user,
      db.prepare(`${COMMODITY_SELECT} WHERE t.commodity_id = ?`).get(id) as DbRow | undefined,
      `商品 ${id} `,
    );
  type Fields = {
    commodityCode: string;
    commodityName: string;
    brandName: string;
    modelName: string;
    unit: string;
    price: number;
    supplierId: number | null;
    remark: string;
  };
  const valuesOf = (body: Fields, enterpriseId: number, exceptId: number) => {
    const name = body.commodityName.trim();
    if (name === '') throw badRequest('商品名称不能为空');
    const unit = body.unit.trim();
    if (unit === '') throw badRequest('单位不能为空');
    const clash = db
      .prepare(
        'SELECT 1 FROM ent_commodity WHERE enterprise_id = ? AND commodity_code = ? COLLATE NOCASE AND commodity_id <> ?',
      )
      .get(enterpriseId, body.commodityCode, exceptId);
    if (clash) throw businessError(`商品编码「${body.commodityCode}」在该企业已存在`);
    checkSupplier(db, enterpriseId, body.supplierId);
    return [
      body.commodityCode,
      name,
      body.brandName.trim(),
      body.modelName.trim(),
      unit,
      toCents(body.price),
      body.supplierId,
      body.remark.trim(),
    ];
  };
  const setState = (status: 0 | 1) => (body: { commodityId: number }, user: SessionUser) => {
    const row = requireCommodity(user, body.commodityId);
    if (row.forbidden_status === status)
      throw businessError(status === 1 ? '该商品已是禁用状态' : '该商品已是启用状态');
    db.prepare('UPDATE ent_commodity SET forbidden_status = ? WHERE commodity_id = ?').run(
      status,
      body.commodityId,
    );
    return { data: null, msg: status === 1 ? '禁用成功' : '启用成功' };
  };

  return [
    route(commodity.list, anyCode(CODES.commodityList), ({ query }, { user }) => {
      const page = pageOf<DbRow>(db, {
        select: COMMODITY_SELECT,
        from: COMMODITY_FROM,
        where: commodityWhere(query, listScope(user, query.enterpriseId)),
        query,
        sortable: { commodityId: 't.commodity_id', price: 't.price_cents', createTime: 't.create_time' },
        defaultOrder: 't.commodity_id DESC',
        tieBreaker: 't.commodity_id',
      });
      return { rows: page.rows.map(commodityOf), total: page.total, pageNum: page.pageNum };
    }),
    route(commodity.add, anyCode(CODES.commodityEdit), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const actor = actorOf(user, now);
      const id = db.transaction(() => {
        const values = valuesOf(body, body.enterpriseId, 0);
        return Number(
          db
            .prepare(
              `INSERT INTO ent_commodity (enterprise_id, commodity_code, commodity_name, brand_name, model_name, unit,
                 price_cents, supplier_id, remark, create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(body.enterpriseId, ...values, actor.name, actor.time).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),
    route(commodity.update, anyCode(CODES.commodityEdit), ({ body }, { user }) => {
      db.transaction(() => {
        const row = requireCommodity(user, body.commodityId);
        const values = valuesOf(body, row.enterprise_id as number, body.commodityId);
        db.prepare(
          `UPDATE ent_commodity SET commodity_code = ?, commodity_name = ?, brand_name = ?, model_name = ?, unit = ?,
             price_cents = ?, supplier_id = ?, remark = ? WHERE commodity_id = ?`,
        ).run(...values, body.commodityId);
      })();
      return { data: null, msg: '保存成功' };
    }),
    route(commodity.disable, anyCode(CODES.commodityEdit), ({ body }, { user }) => setState(1)(body, user)),
    route(commodity.enable, anyCode(CODES.commodityEdit), ({ body }, { user }) => setState(0)(body, user)),
    route(commodity.remove, anyCode(CODES.commodityRemove), ({ body }, { user }) => {
      requireCommodity(user, body.commodityId);
      db.prepare('DELETE FROM ent_commodity WHERE commodity_id = ?').run(body.commodityId);
      return { data: null, msg: '删除成功' };
    }),
    route(commodity.export, anyCode(CODES.commodityList), async ({ query }, { user }) => {
      const at = now();
      const where = commodityWhere(query, listScope(user, query.enterpriseId));
      const rows = (
        db
          .prepare(`${COMMODITY_SELECT} ${where.toSql()} ORDER BY t.commodity_id DESC LIMIT ?`)
          .all(...where.params, EXPORT_ROW_LIMIT) as DbRow[]
      ).map(commodityOf);
      const sheet = [
        bold([
          '企业',
          '商品编码',
          '商品名称',
          '品牌',
          '型号',
          '单位',
          '单价（元）',
          '供应商',
          '状态',
          '备注',
        ]),
        ...rows.map((row) => [
          row.enterpriseName,
          row.commodityCode,
          row.commodityName,
          row.brandName,
          row.modelName,
          row.unit,
          row.price,
          row.supplierName ?? '',
          row.forbiddenStatus === 1 ? '禁用' : '启用',
          row.remark,
        ]),
      ];
      return exportSheet(
        db,
        config.dataDir,
        at,
        user,
        sheet,
        '商品管理',
        'commodities',
        commodity.export.produces,
      );
    }),
  ];
}

// --- stock lines and moves ---------------------------------------------------------------------

const STOCK_FROM = `FROM ent_stock_part t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id
  JOIN ent_accessory_price a ON a.enterprise_accessory_id = t.accessory_id
  LEFT JOIN master m ON m.master_id = t.master_id`;
const STOCK_SELECT = `SELECT t.*, e.enterprise_name, a.accessory_name, a.accessory_specification, m.master_name,
  (SELECT COUNT(*) FROM ent_storage_record r WHERE r.stock_id = t.stock_id) AS move_count ${STOCK_FROM}`;

const stockOf = (row: DbRow): StockPartRow => ({
  stockId: row.stock_id as number,
  enterpriseId: row.enterprise_id as number,
  enterpriseName: row.enterprise_name as string,
  enterpriseAccessoryId: row.accessory_id as number,
  accessoryName: row.accessory_name as string,
  accessorySpecification: row.accessory_specification as string,
  warehouse: row.warehouse as string,
  masterId: (row.master_id as number | null) ?? null,
  masterName: (row.master_name as string | null) ?? null,
  quantity: row.quantity as number,
  warnQuantity: row.warn_quantity as number,
  updateTime: (row.update_time as string | null) ?? null,
});

function stockWhere(query: DbRow, enterpriseId: number | undefined): Where {
  const name = query.accessoryName as string | undefined;
  const warehouse = query.warehouse as string | undefined;
  const where = new Where()
    .when(enterpriseId, 't.enterprise_id = ?')
    .when(name, `a.accessory_name LIKE ? ESCAPE '\\'`, name ? likeText(name) : null)
    .when(warehouse, `t.warehouse LIKE ? ESCAPE '\\'`, warehouse ? likeText(warehouse) : null);
  return query.low === 1 ? where.add('t.warn_quantity > 0 AND t.quantity <= t.warn_quantity') : where;
}

/** A stock move's inputs (a parts order's receipt builds one too). */
interface Move {
  stockId: number;
  direction: MoveDirection;
  reason: MoveReason;
  quantity: number;
  supplierId: number | null;
  orderId: number | null;
  partsOrderId: number | null;
  remark: string;
}

/**
 * Moves stock: the record and the line's new quantity, called inside the caller's transaction. Out
 * more than is on hand is refused (never negative); answers the new quantity.
 */
function applyMove(db: Db, actor: { userId: number; name: string; time: string }, move: Move): number {
  const line = db
    .prepare('SELECT enterprise_id, quantity FROM ent_stock_part WHERE stock_id = ?')
    .get(move.stockId) as { enterprise_id: number; quantity: number } | undefined;
  if (!line) throw notFound(`库存 ${move.stockId} `);
  const balance = line.quantity + (move.direction === 'in' ? move.quantity : -move.quantity);
  if (balance < 0) throw businessError(`库存不足：现有 ${line.quantity}，不能出库 ${move.quantity}`);
  db.prepare('UPDATE ent_stock_part SET quantity = ?, update_time = ? WHERE stock_id = ?').run(
    balance,
    actor.time,
    move.stockId,
  );
  db.prepare(
    `INSERT INTO ent_storage_record (enterprise_id, stock_id, direction, reason, quantity, balance, supplier_id, order_id,
       parts_order_id, remark, operate_by, operate_user_id, operate_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    line.enterprise_id,
    move.stockId,
    move.direction,
    move.reason,
    move.quantity,
    balance,
    move.supplierId,
    move.orderId,
    move.partsOrderId,
    move.remark,
    actor.name,
    actor.userId,
    actor.time,
  );
  return balance;
}

/** An enabled accessory of the enterprise, for a new stock line or parts order. */
function requireOwnAccessory(db: Db, enterpriseId: number, accessoryId: number): void {
  const ok = db
    .prepare(
      'SELECT 1 FROM ent_accessory_price WHERE enterprise_accessory_id = ? AND enterprise_id = ? AND forbidden_status = 0',
    )
    .get(accessoryId, enterpriseId);
  if (!ok) throw badRequest('所选配件不存在、已禁用或不属于该企业');
}

/** The enterprise's work order of that number (blank: none). */
function orderIdOf(db: Db, enterpriseId: number, orderNo: string): number | null {
  const text = orderNo.trim();
  if (text === '') return null;
  const row = db
    .prepare('SELECT order_id FROM work_order WHERE order_no = ? AND enterprise_id = ?')
    .get(text, enterpriseId) as { order_id: number } | undefined;
  if (!row) throw badRequest(`订单 ${text} 不存在或不属于该企业`);
  return row.order_id;
}

function stockRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const requireStock = (user: SessionUser, id: number) =>
    visibleRow(
      user,
      db.prepare(`${STOCK_SELECT} WHERE t.stock_id = ?`).get(id) as DbRow | undefined,
      `库存 ${id} `,
    );
  const placeTaken = (accessoryId: number, warehouse: string, masterId: number | null, exceptId: number) =>
    db
      .prepare(
        `SELECT 1 FROM ent_stock_part WHERE accessory_id = ? AND warehouse = ? COLLATE NOCASE
           AND IFNULL(master_id, 0) = ? AND stock_id <> ?`,
      )
      .get(accessoryId, warehouse, masterId ?? 0, exceptId);

  return [
    route(stockParts.list, anyCode(CODES.stockList), ({ query }, { user }) => {
      const page = pageOf<DbRow>(db, {
        select: STOCK_SELECT,
        from: STOCK_FROM,
        where: stockWhere(query, listScope(user, query.enterpriseId)),
        query,
        sortable: { stockId: 't.stock_id', quantity: 't.quantity', updateTime: 't.update_time' },
        defaultOrder: 't.stock_id DESC',
        tieBreaker: 't.stock_id',
      });
      return { rows: page.rows.map(stockOf), total: page.total, pageNum: page.pageNum };
    }),
    route(stockParts.add, anyCode(CODES.stockEdit), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const warehouse = body.warehouse.trim();
      if (warehouse === '') throw badRequest('仓库不能为空');
      const id = db.transaction(() => {
        requireOwnAccessory(db, body.enterpriseId, body.enterpriseAccessoryId);
        // Masters are staff's to list (least data): an enterprise user's lines are warehouses, and a master id they
        // send answers as an unknown one, whether it exists or not.
        if (
          body.masterId !== null &&
          (scopedEnterpriseId(user) !== null ||
            !db.prepare("SELECT 1 FROM master WHERE master_id = ? AND status = '0'").get(body.masterId))
        )
          throw badRequest(`师傅 ${body.masterId} 不存在或已停用`);
        if (placeTaken(body.enterpriseAccessoryId, warehouse, body.masterId, 0))
          throw businessError(`该配件在「${warehouse}」已有库存`);
        return Number(
          db
            .prepare(
              `INSERT INTO ent_stock_part (enterprise_id, accessory_id, warehouse, master_id, quantity, warn_quantity, update_time)
               VALUES (?, ?, ?, ?, 0, ?, ?)`,
            )
            .run(
              body.enterpriseId,
              body.enterpriseAccessoryId,
              warehouse,
              body.masterId,
              body.warnQuantity,
              actorOf(user, now).time,
            ).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),
    route(stockParts.update, anyCode(CODES.stockEdit), ({ body }, { user }) => {
      const warehouse = body.warehouse.trim();
      if (warehouse === '') throw badRequest('仓库不能为空');
      db.transaction(() => {
        const row = requireStock(user, body.stockId);
        if (
          placeTaken(
            row.accessory_id as number,
            warehouse,
            (row.master_id as number | null) ?? null,
            body.stockId,
          )
        )
          throw businessError(`该配件在「${warehouse}」已有库存`);
        db.prepare('UPDATE ent_stock_part SET warehouse = ?, warn_quantity = ? WHERE stock_id = ?').run(
          warehouse,
          body.warnQuantity,
          body.stockId,
        );
      })();
      return { data: null, msg: '保存成功' };
    }),
    route(stockParts.remove, anyCode(CODES.stockEdit), ({ body }, { user }) => {
      const row = requireStock(user, body.stockId);
      if (Number(row.move_count) > 0)
        throw businessError(`该库存已有 ${Number(row.move_count)} 条出入库记录，不能删除`);
      db.prepare('DELETE FROM ent_stock_part WHERE stock_id = ?').run(body.stockId);
      return { data: null, msg: '删除成功' };
    }),
    route(stockParts.move, anyCode(CODES.stockMove), ({ body }, { user }) => {
      if (!(MOVE_REASONS[body.direction] as readonly string[]).includes(body.reason))
        throw badRequest('出入库原因与方向不符');
      if (body.reason === 'partsOrder') throw badRequest('配件订单收货请在配件订单中操作');
      const actor = actorOf(user, now);
      const balance = db.transaction(() => {
        const row = requireStock(user, body.stockId);
        const enterpriseId = row.enterprise_id as number;
        if (body.reason === 'purchase') checkSupplier(db, enterpriseId, body.supplierId);
        else if (body.supplierId !== null) throw badRequest('只有采购入库可以选择供应商');
        const orderId = orderIdOf(db, enterpriseId, body.orderNo);
        if (body.reason === 'order' && orderId === null) throw badRequest('订单领用请填写订单号');
        return applyMove(db, actor, {
          stockId: body.stockId,
          direction: body.direction,
          reason: body.reason,
          quantity: body.quantity,
          supplierId: body.supplierId,
          orderId,
          partsOrderId: null,
          remark: body.remark.trim(),
        });
      })();
      return { data: balance, msg: body.direction === 'in' ? '入库成功' : '出库成功' };
    }),
    route(stockParts.export, anyCode(CODES.stockList), async ({ query }, { user }) => {
      const at = now();
      const where = stockWhere(query, listScope(user, query.enterpriseId));
      const rows = (
        db
          .prepare(`${STOCK_SELECT} ${where.toSql()} ORDER BY t.stock_id DESC LIMIT ?`)
          .all(...where.params, EXPORT_ROW_LIMIT) as DbRow[]
      ).map(stockOf);
      const sheet = [
        bold(['企业', '配件', '规格', '仓库', '师傅', '库存数量', '预警数量', '更新时间']),
        ...rows.map((row) => [
          row.enterpriseName,
          row.accessoryName,
          row.accessorySpecification,
          row.warehouse,
          row.masterName ?? '',
          row.quantity,
          row.warnQuantity,
          row.updateTime ?? '',
        ]),
      ];
      return exportSheet(
        db,
        config.dataDir,
        at,
        user,
        sheet,
        '库存配件',
        'stock-parts',
        stockParts.export.produces,
      );
    }),
  ];
}

const RECORD_FROM = `FROM ent_storage_record t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id
  JOIN ent_stock_part s ON s.stock_id = t.stock_id
  JOIN ent_accessory_price a ON a.enterprise_accessory_id = s.accessory_id
  LEFT JOIN master m ON m.master_id = s.master_id
  LEFT JOIN ent_supplier su ON su.supplier_id = t.supplier_id
  LEFT JOIN work_order o ON o.order_id = t.order_id
  LEFT JOIN ent_parts_order p ON p.parts_order_id = t.parts_order_id`;
const RECORD_SELECT = `SELECT t.*, e.enterprise_name, a.accessory_name, s.warehouse, m.master_name, su.supplier_name,
  o.order_no, p.parts_order_no ${RECORD_FROM}`;

const recordOf = (row: DbRow): StorageRecordRow => ({
  recordId: row.record_id as number,
  enterpriseId: row.enterprise_id as number,
  enterpriseName: row.enterprise_name as string,
  stockId: row.stock_id as number,
  accessoryName: row.accessory_name as string,
  warehouse: row.warehouse as string,
  masterName: (row.master_name as string | null) ?? null,
  direction: row.direction as MoveDirection,
  reason: row.reason as MoveReason,
  quantity: row.quantity as number,
  balance: row.balance as number,
  supplierName: (row.supplier_name as string | null) ?? null,
  orderNo: (row.order_no as string | null) ?? null,
  partsOrderNo: (row.parts_order_no as string | null) ?? null,
  remark: row.remark as string,
  operateBy: row.operate_by as string,
  operateTime: row.operate_time as string,
});

function recordWhere(query: DbRow, enterpriseId: number | undefined): Where {
  const name = query.accessoryName as string | undefined;
  const start = query.startTime as string | undefined;
  const end = query.endTime as string | undefined;
  return new Where()
    .when(enterpriseId, 't.enterprise_id = ?')
    .when(name, `a.accessory_name LIKE ? ESCAPE '\\'`, name ? likeText(name) : null)
    .when(query.direction, 't.direction = ?')
    .when(query.reason, 't.reason = ?')
    .when(start, 't.operate_time >= ?', start ? rangeBound(start, 'start') : null)
    .when(end, 't.operate_time <= ?', end ? rangeBound(end, 'end') : null);
}

function storageRecordRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  return [
    route(storageRecord.list, anyCode(CODES.storageList), ({ query }, { user }) => {
      const page = pageOf<DbRow>(db, {
        select: RECORD_SELECT,
        from: RECORD_FROM,
        where: recordWhere(query, listScope(user, query.enterpriseId)),
        query,
        sortable: { recordId: 't.record_id', operateTime: 't.operate_time', quantity: 't.quantity' },
        defaultOrder: 't.record_id DESC',
        tieBreaker: 't.record_id',
      });
      return { rows: page.rows.map(recordOf), total: page.total, pageNum: page.pageNum };
    }),
    route(storageRecord.export, anyCode(CODES.storageList), async ({ query }, { user }) => {
      const at = now();
      const where = recordWhere(query, listScope(user, query.enterpriseId));
      const rows = (
        db
          .prepare(`${RECORD_SELECT} ${where.toSql()} ORDER BY t.record_id DESC LIMIT ?`)
          .all(...where.params, EXPORT_ROW_LIMIT) as DbRow[]
      ).map(recordOf);
      const sheet = [
        bold([
          '企业',
          '配件',
          '仓库',
          '方向',
          '原因',
          '数量',
          '结存',
          '供应商',
          '订单号',
          '配件订单号',
          '操作人',
          '时间',
          '备注',
        ]),
        ...rows.map((row) => [
          row.enterpriseName,
          row.accessoryName,
          row.warehouse,
          row.direction === 'in' ? '入库' : '出库',
          REASON_TEXT[row.reason],
          row.quantity,
          row.balance,
          row.supplierName ?? '',
          row.orderNo ?? '',
          row.partsOrderNo ?? '',
          row.operateBy,
          row.operateTime,
          row.remark,
        ]),
      ];
      return exportSheet(
        db,
        config.dataDir,
        at,
        user,
        sheet,
        '入库记录',
        'storage-records',
        storageRecord.export.produces,
      );
    }),
  ];
}

// --- parts orders ------------------------------------------------------------------------------

const ORDER_FROM = `FROM ent_parts_order t JOIN ent_enterprise e ON e.enterprise_id = t.enterprise_id
  JOIN ent_accessory_price a ON a.enterprise_accessory_id = t.accessory_id
  LEFT JOIN work_order o ON o.order_id = t.order_id
  LEFT JOIN ent_supplier su ON su.supplier_id = t.supplier_id`;
const ORDER_SELECT = `SELECT t.*, e.enterprise_name, a.accessory_name, o.order_no, su.supplier_name ${ORDER_FROM}`;

const partsOrderOf = (row: DbRow): PartsOrderRow => ({
  partsOrderId: row.parts_order_id as number,
  partsOrderNo: row.parts_order_no as string,
  enterpriseId: row.enterprise_id as number,
  enterpriseName: row.enterprise_name as string,
  enterpriseAccessoryId: row.accessory_id as number,
  accessoryName: row.accessory_name as string,
  quantity: row.quantity as number,
  purpose: row.purpose as PartsOrderRow['purpose'],
  orderId: (row.order_id as number | null) ?? null,
  orderNo: (row.order_no as string | null) ?? null,
  warehouse: row.warehouse as string,
  supplierId: (row.supplier_id as number | null) ?? null,
  supplierName: (row.supplier_name as string | null) ?? null,
  status: row.status as PartsOrderRow['status'],
  expressNo: row.express_no as string,
  cancelReason: row.cancel_reason as string,
  remark: row.remark as string,
  createBy: row.create_by as string,
  createTime: row.create_time as string,
  shipTime: (row.ship_time as string | null) ?? null,
  receiveTime: (row.receive_time as string | null) ?? null,
});

function partsOrderRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const requireOrder = (user: SessionUser, id: number) =>
    visibleRow(
      user,
      db.prepare(`${ORDER_SELECT} WHERE t.parts_order_id = ?`).get(id) as DbRow | undefined,
      `配件订单 ${id} `,
    );
  const inState = (row: DbRow, allowed: readonly number[], refusal: string) => {
    if (!allowed.includes(row.status as number)) throw businessError(refusal);
  };
  type Fields = {
    enterpriseAccessoryId: number;
    quantity: number;
    purpose: 'order' | 'restock';
    orderNo: string;
    warehouse: string;
    supplierId: number | null;
    remark: string;
  };
  const valuesOf = (body: Fields, enterpriseId: number) => {
    const warehouse = body.warehouse.trim();
    if (warehouse === '') throw badRequest('仓库不能为空');
    requireOwnAccessory(db, enterpriseId, body.enterpriseAccessoryId);
    checkSupplier(db, enterpriseId, body.supplierId);
    const orderId = body.purpose === 'order' ? orderIdOf(db, enterpriseId, body.orderNo) : null;
    if (body.purpose === 'order' && orderId === null) throw badRequest('订单用料请填写订单号');
    if (body.purpose === 'restock' && body.orderNo.trim() !== '')
      throw badRequest('补货不关联订单，请清空订单号');
    return { orderId, warehouse };
  };

  return [
    route(partsOrder.list, anyCode(CODES.partsOrderList), ({ query }, { user }) => {
      const enterpriseId = listScope(user, query.enterpriseId);
      const where = new Where()
        .when(enterpriseId, 't.enterprise_id = ?')
        .when(
          query.partsOrderNo,
          `t.parts_order_no LIKE ? ESCAPE '\\'`,
          query.partsOrderNo ? likeText(query.partsOrderNo) : null,
        )
        .when(query.status, 't.status = ?')
        .when(query.purpose, 't.purpose = ?');
      const page = pageOf<DbRow>(db, {
        select: ORDER_SELECT,
        from: ORDER_FROM,
        where,
        query,
        sortable: { partsOrderId: 't.parts_order_id', createTime: 't.create_time' },
        defaultOrder: 't.parts_order_id DESC',
        tieBreaker: 't.parts_order_id',
      });
      return { rows: page.rows.map(partsOrderOf), total: page.total, pageNum: page.pageNum };
    }),
    route(partsOrder.add, anyCode(CODES.partsOrderAdd), ({ body }, { user }) => {
      requireEnterprise(db, user, body.enterpriseId);
      const actor = actorOf(user, now);
      const id = db.transaction(() => {
        const { orderId, warehouse } = valuesOf(body, body.enterpriseId);
        const { next } = db
          .prepare('SELECT COALESCE(MAX(parts_order_id), 0) + 1 AS next FROM ent_parts_order')
          .get() as { next: number };
        const number = `PJ${actor.time.replace(/\D/g, '').slice(0, 8)}${String(next).padStart(5, '0')}`;
        return Number(
          db
            .prepare(
              `INSERT INTO ent_parts_order (parts_order_id, parts_order_no, enterprise_id, accessory_id, quantity, purpose,
                 order_id, warehouse, supplier_id, remark, create_by, create_time)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              next,
              number,
              body.enterpriseId,
              body.enterpriseAccessoryId,
              body.quantity,
              body.purpose,
              orderId,
              warehouse,
              body.supplierId,
              body.remark.trim(),
              actor.name,
              actor.time,
            ).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),
    route(partsOrder.update, anyCode(CODES.partsOrderAdd), ({ body }, { user }) => {
      db.transaction(() => {
        const row = requireOrder(user, body.partsOrderId);
        inState(row, [0], '只有待发货的配件订单可以修改');
        const { orderId, warehouse } = valuesOf(body, row.enterprise_id as number);
        db.prepare(
          `UPDATE ent_parts_order SET accessory_id = ?, quantity = ?, purpose = ?, order_id = ?, warehouse = ?,
             supplier_id = ?, remark = ? WHERE parts_order_id = ?`,
        ).run(
          body.enterpriseAccessoryId,
          body.quantity,
          body.purpose,
          orderId,
          warehouse,
          body.supplierId,
          body.remark.trim(),
          body.partsOrderId,
        );
      })();
      return { data: null, msg: '保存成功' };
    }),
    route(partsOrder.ship, anyCode(CODES.partsOrderShip), ({ body }, { user }) => {
      const actor = actorOf(user, now);
      db.transaction(() => {
        const row = requireOrder(user, body.partsOrderId);
        inState(row, [0], '只有待发货的配件订单可以发货');
        db.prepare(
          'UPDATE ent_parts_order SET status = 1, express_no = ?, ship_time = ? WHERE parts_order_id = ?',
        ).run(body.expressNo.trim(), actor.time, body.partsOrderId);
      })();
      return { data: null, msg: '配件订单已发货' };
    }),
    route(partsOrder.receive, anyCode(CODES.partsOrderReceive), ({ body }, { user }) => {
      const actor = actorOf(user, now);
      db.transaction(() => {
        const row = requireOrder(user, body.partsOrderId);
        inState(row, [1], '只有已发货的配件订单可以收货');
        const accessoryId = row.accessory_id as number;
        const warehouse = row.warehouse as string;
        const line = db
          .prepare(
            `SELECT stock_id FROM ent_stock_part WHERE accessory_id = ? AND warehouse = ? COLLATE NOCASE AND master_id IS NULL`,
          )
          .get(accessoryId, warehouse) as { stock_id: number } | undefined;
        const stockId =
          line?.stock_id ??
          Number(
            db
              .prepare(
                `INSERT INTO ent_stock_part (enterprise_id, accessory_id, warehouse, master_id, quantity, warn_quantity, update_time)
                 VALUES (?, ?, ?, NULL, 0, 0, ?)`,
              )
              .run(row.enterprise_id, accessoryId, warehouse, actor.time).lastInsertRowid,
          );
        applyMove(db, actor, {
          stockId,
          direction: 'in',
          reason: 'partsOrder',
          quantity: row.quantity as number,
          supplierId: (row.supplier_id as number | null) ?? null,
          orderId: (row.order_id as number | null) ?? null,
          partsOrderId: body.partsOrderId,
          remark: '',
        });
        db.prepare('UPDATE ent_parts_order SET status = 2, receive_time = ? WHERE parts_order_id = ?').run(
          actor.time,
          body.partsOrderId,
        );
      })();
      return { data: null, msg: '已收货，库存已增加' };
    }),
    route(partsOrder.cancel, anyCode(CODES.partsOrderAdd), ({ body }, { user }) => {
      const reason = body.cancelReason.trim();
      if (reason === '') throw badRequest('请填写取消原因');
      db.transaction(() => {
        const row = requireOrder(user, body.partsOrderId);
        inState(row, [0, 1], '已收货或已取消的配件订单不能取消');
        db.prepare('UPDATE ent_parts_order SET status = 3, cancel_reason = ? WHERE parts_order_id = ?').run(
          reason,
          body.partsOrderId,
        );
      })();
      return { data: null, msg: '配件订单已取消' };
    }),
  ];
}

/**
 * D61: an enterprise's parts — accessories (the catalogue tab 2 prices), commodities, stock lines and
 * their moves, parts orders. Staff see every enterprise's rows (the enterprise filter narrows them), an
 * enterprise user only their own enterprise's (another's row answers 404: least data).
 */
export function partsRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...accessoryRoutes(deps),
    ...commodityRoutes(deps),
    ...stockRoutes(deps),
    ...storageRecordRoutes(deps),
    ...partsOrderRoutes(deps),
  ];
}
