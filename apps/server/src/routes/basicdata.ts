import { contract } from '@onsite/api-client';
import type { BasicPrice, OrderType, TreeOption } from '@onsite/domain';
import type { Db } from '../db/database';
import { PLATFORM_SUPER, SIGNED_IN_USER } from '../enterprise/access';
import { actorOf, requireEnterprise } from '../enterprise/guard';
import { likeText, pageOf, Where } from '../enterprise/paging';
import { ensurePriceRows } from '../enterprise/prices';
import { checkInstallTypes, type OrderTypeRow, requireOrderTypes } from '../enterprise/references';
import { installTypesOf } from '../enterprise/repository';
import { businessError } from '../http/errors';
import { type RouteDefinition, route } from '../http/routes';
import { INSTALL_TYPES, installTypeLabel } from '../seed/installTypes';
import type { RouteDeps } from './deps';

const calls = contract.basicdata;

const orderTypeOf = (row: OrderTypeRow): OrderType => ({
  orderTypeId: row.order_type_id,
  typeName: row.type_name,
  installType: row.install_type,
  orderNum: row.order_num,
  status: row.status,
  remark: row.remark,
});

function checkUniqueName(db: Db, installType: string, typeName: string, exceptId = 0): void {
  const clash = db
    .prepare('SELECT 1 FROM bd_order_type WHERE install_type = ? AND type_name = ? AND order_type_id <> ?')
    .get(installType, typeName, exceptId);
  if (clash) throw businessError(`安装类型「${installTypeLabel(installType)}」下已有订单类型「${typeName}」`);
}

/**
 * Enterprises whose guarantee settings use an order type: it cannot be deleted or moved to another
 * install type then. Price rows are derived from the order types (ensurePriceRows) and follow them.
 */
function usageOf(db: Db, orderTypeId: number): number {
  const { count } = db
    .prepare(
      `SELECT COUNT(DISTINCT enterprise_id) AS count FROM ent_guarantee
       WHERE order_type_id = ? OR ',' || relation_order_type || ',' LIKE '%,' || ? || ',%'`,
    )
    .get(orderTypeId, orderTypeId) as { count: number };
  return count;
}

/** Regions, order types per install type and base prices (spec 000 §7.4, 001 §7). */
export function basicdataRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  return [
    route(calls.province.selectAllProvince, SIGNED_IN_USER, () => {
      const rows = db
        .prepare('SELECT province_code, province_name FROM bd_province ORDER BY sort, province_code')
        .all() as {
        province_code: string;
        province_name: string;
      }[];
      return {
        data: rows.map((row) => ({ provinceCode: row.province_code, provinceName: row.province_name })),
      };
    }),

    route(calls.city.selectCityName, SIGNED_IN_USER, ({ body }) => {
      // D39: cities and areas in the order 行政区划 gives them (sort, then code).
      const rows = db
        .prepare('SELECT city_code, city_name FROM bd_city WHERE province_code = ? ORDER BY sort, city_code')
        .all(body.provinceCode) as { city_code: string; city_name: string }[];
      return { data: rows.map((row) => ({ cityCode: row.city_code, cityName: row.city_name })) };
    }),

    route(calls.area.selectAreaName, SIGNED_IN_USER, ({ body }) => {
      const rows = db
        .prepare('SELECT area_code, area_name FROM bd_area WHERE city_code = ? ORDER BY sort, area_code')
        .all(body.cityCode) as { area_code: string; area_name: string }[];
      return { data: rows.map((row) => ({ areaCode: row.area_code, areaName: row.area_name })) };
    }),

    // The enabled order types of one install type, for the pickers (answers rows, spec 001 §7).
    route(calls.orderType.getList, SIGNED_IN_USER, ({ params }) => {
      const rows = db
        .prepare(
          "SELECT * FROM bd_order_type WHERE install_type = ? AND status = '0' ORDER BY order_num, order_type_id",
        )
        .all(params.id) as OrderTypeRow[];
      return { rows: rows.map(orderTypeOf), total: rows.length, pageNum: 1 };
    }),

    route(calls.orderType.list, SIGNED_IN_USER, ({ query }) => {
      const where = new Where()
        .when(
          query.typeName,
          "type_name LIKE ? ESCAPE '\\'",
          query.typeName ? likeText(query.typeName) : null,
        )
        .when(query.installType, 'install_type = ?')
        .when(query.status, 'status = ?');
      const page = pageOf<OrderTypeRow>(db, {
        select: 'SELECT * FROM bd_order_type',
        from: 'FROM bd_order_type',
        where,
        query,
        sortable: {
          orderTypeId: 'order_type_id',
          typeName: 'type_name',
          installType: 'install_type',
          orderNum: 'order_num',
        },
        defaultOrder: 'order_type_id DESC',
        tieBreaker: 'order_type_id',
      });
      return { rows: page.rows.map(orderTypeOf), total: page.total, pageNum: page.pageNum };
    }),

    route(calls.orderType.save, PLATFORM_SUPER, ({ body }, { user }) => {
      checkInstallTypes([body.installType]);
      const typeName = body.typeName.trim();
      checkUniqueName(db, body.installType, typeName);
      const actor = actorOf(user, now);
      const id = db.transaction(() => {
        const inserted = db
          .prepare(
            'INSERT INTO bd_order_type (type_name, install_type, order_num, status, remark) VALUES (?, ?, ?, ?, ?)',
          )
          .run(typeName, body.installType, body.orderNum, body.status, body.remark);
        ensurePriceRows(db, actor.time, actor.name);
        return Number(inserted.lastInsertRowid);
      })();
      return { data: id, msg: '新增成功' };
    }),

    route(calls.orderType.update, PLATFORM_SUPER, ({ body }, { user }) => {
      const [current] = requireOrderTypes(db, [body.orderTypeId]).values();
      checkInstallTypes([body.installType]);
      const typeName = body.typeName.trim();
      checkUniqueName(db, body.installType, typeName, body.orderTypeId);
      if (current && current.install_type !== body.installType && usageOf(db, body.orderTypeId) > 0) {
        throw businessError('订单类型已被企业的质保设置使用，不能修改安装类型');
      }
      const actor = actorOf(user, now);
      db.transaction(() => {
        db.prepare(
          'UPDATE bd_order_type SET type_name = ?, install_type = ?, order_num = ?, status = ?, remark = ? WHERE order_type_id = ?',
        ).run(typeName, body.installType, body.orderNum, body.status, body.remark, body.orderTypeId);
        db.prepare('UPDATE bd_basic_price SET install_type = ? WHERE order_type_id = ?').run(
          body.installType,
          body.orderTypeId,
        );
        if (current && current.install_type !== body.installType) {
          db.prepare('DELETE FROM ent_price WHERE order_type_id = ?').run(body.orderTypeId);
        }
        ensurePriceRows(db, actor.time, actor.name);
      })();
      return { data: null, msg: '保存成功' };
    }),

    route(calls.orderType.del, PLATFORM_SUPER, ({ body }) => {
      requireOrderTypes(db, [body.orderTypeId]);
      const used = usageOf(db, body.orderTypeId);
      if (used > 0) throw businessError(`订单类型已被 ${used} 家企业的质保设置使用，不能删除`);
      db.transaction(() => {
        db.prepare('DELETE FROM ent_price WHERE order_type_id = ?').run(body.orderTypeId);
        db.prepare('DELETE FROM bd_order_type WHERE order_type_id = ?').run(body.orderTypeId);
      })();
      return { data: null, msg: '删除成功' };
    }),

    route(calls.orderType.tree, SIGNED_IN_USER, ({ query }, { user }) => {
      let installTypes = INSTALL_TYPES.map((type) => type.value);
      if (query.enterpriseId !== undefined) {
        requireEnterprise(db, user, query.enterpriseId, { allowRemoved: true });
        installTypes = installTypesOf(db, query.enterpriseId);
      }
      const rows = db
        .prepare("SELECT * FROM bd_order_type WHERE status = '0' ORDER BY order_num, order_type_id")
        .all() as OrderTypeRow[];
      const data: TreeOption[] = installTypes.map((installType) => ({
        value: installType,
        label: installTypeLabel(installType) || installType,
        children: rows
          .filter((row) => row.install_type === installType)
          .map((row) => ({ value: String(row.order_type_id), label: row.type_name })),
      }));
      return { data };
    }),

    route(calls.basicPrice.list, SIGNED_IN_USER, ({ query }) => {
      const where = new Where()
        .when(query.installType, 'b.install_type = ?')
        .when(query.orderTypeId, 'b.order_type_id = ?');
      const page = pageOf<{
        basic_price_id: number;
        install_type: string;
        order_type_id: number;
        type_name: string;
        price: number;
      }>(db, {
        select:
          'SELECT b.basic_price_id, b.install_type, b.order_type_id, o.type_name, b.price FROM bd_basic_price b JOIN bd_order_type o ON o.order_type_id = b.order_type_id',
        from: 'FROM bd_basic_price b',
        where,
        query,
        sortable: { basicPriceId: 'b.basic_price_id', price: 'b.price', orderTypeId: 'b.order_type_id' },
        defaultOrder: 'b.basic_price_id DESC',
        tieBreaker: 'b.basic_price_id',
      });
      const rows: BasicPrice[] = page.rows.map((row) => ({
        basicPriceId: row.basic_price_id,
        installType: row.install_type,
        orderTypeId: row.order_type_id,
        typeName: row.type_name,
        price: row.price,
      }));
      return { rows, total: page.total, pageNum: page.pageNum };
    }),
  ];
}
