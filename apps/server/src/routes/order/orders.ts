import { contract } from '@onsite/api-client';
import { ORDER_STATUS_VALUES, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { Static } from 'typebox';
import { button, SIGNED_IN } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { requireEnterprise } from '../../core/enterprises';
import { visibleMasterIds } from '../../core/masters';
import { insertOrder, isRegionChain } from '../../core/orderStore';
import { orderByOf, pageOf, Where } from '../../core/paging';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { requestLocale } from '../../http/language';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { isDictValue } from '../system/dicts';
import { ORDER_SELECT, type OrderRow, orderDetailsOf, orderFor, toOrder } from './orderQuery';

const SORTABLE = {
  orderId: 'o.order_id',
  createTime: 'o.create_time',
  dispatchTime: 'o.dispatch_time',
  finishTime: 'o.finish_time',
};

const ORDER_STATUSES = ORDER_STATUS_VALUES;

/** What creating an order takes (the body of `/order/order/add`). */
export type OrderInput = Static<typeof contract.order.order.add.body>;

/**
 * Creates an order (status toDispatch) after the checks of `/order/order/add`: an enterprise user
 * orders for their own enterprise, the install type, order type and region chain must exist and
 * match. Throws the refusal otherwise. Call inside a transaction; D58's third-party import creates
 * each of its rows through here (`origin` 第三方导入).
 */
export function createOrder(
  db: Db,
  at: number,
  user: SessionUser,
  body: OrderInput,
  origin?: string,
): { orderId: number; orderNo: string } {
  // An enterprise user always orders for their own enterprise (the body's id is ignored).
  const enterpriseId =
    user.userType === USER_TYPE_ENTERPRISE && user.enterpriseId !== null
      ? user.enterpriseId
      : body.enterpriseId;
  const enterpriseName = requireEnterprise(db, enterpriseId);
  if (!isDictValue(db, 'install_type', body.installType))
    throw businessError(`安装类型 ${body.installType} 不存在`);
  const orderType = db
    .prepare("SELECT type_name, install_type FROM bd_order_type WHERE order_type_id = ? AND status = '0'")
    .get(body.orderTypeId) as { type_name: string; install_type: string } | undefined;
  if (!orderType) throw businessError(`订单类型 ${body.orderTypeId} 不存在`);
  if (orderType.install_type !== body.installType) throw businessError('订单类型不属于所选安装类型');
  if (!isRegionChain(db, body.provinceCode, body.cityCode, body.areaCode))
    throw businessError('省、市、区不匹配');
  return insertOrder(db, at, {
    ...body,
    enterpriseId,
    enterpriseName,
    orderTypeName: orderType.type_name,
    createBy: user.userName,
    createUserId: user.userId,
    origin: origin ?? (user.userType === USER_TYPE_ENTERPRISE ? '企业下单' : '平台代下单'),
  });
}

/** The order list (jumpList filters, orderId/time query), details, creation and status counts. */
export function orderRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const o = contract.order.order;
  return [
    route(o.list, button(CODES.orderList), ({ query }, { user }) => {
      const where = new Where()
        .equals('o.order_status', query.orderStatus)
        .equals('o.order_id', query.orderId)
        .startsWith('o.order_no', query.orderNo)
        .equals('o.enterprise_id', user.enterpriseId ?? query.enterpriseId)
        .contains('o.customer_name', query.customerName)
        .startsWith('o.customer_mobile', query.customerMobile)
        .equals('o.province_code', query.provinceCode)
        .equals('o.city_code', query.cityCode)
        .equals('o.area_code', query.areaCode)
        .equals('o.install_type', query.installType)
        .equals('o.order_type_id', query.orderTypeId)
        .equals('o.master_id', query.masterId)
        .between('o.create_time', query.beginTime, query.endTime);
      // D33: a master (should a role grant them the list) sees only their own (team's) orders.
      const masters = visibleMasterIds(db, user);
      if (masters !== null) where.add(`o.master_id IN (${[0, ...masters].join(',')})`);
      // spec 000 §2.1: isMyOrder keeps the orders of which the signed-in user is the principal.
      if (query.isMyOrder === true) where.add('o.principal_id = ?', user.userId);
      // D29: held (挂起) orders, or those not on hold.
      if (query.held !== undefined) where.add('o.held = ?', query.held ? 1 : 0);
      // The `time` query names a day the order was created on.
      if (query.time) where.between('o.create_time', query.time.slice(0, 10), query.time.slice(0, 10));
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, SORTABLE, 'o.create_time', 'o.order_id');
      const rows = db
        .prepare(`${ORDER_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as OrderRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM work_order o ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toOrder), total, pageNum };
    }),
    route(o.get, button(CODES.orderQuery, CODES.orderList), ({ params }, { user, request }) => ({
      data: orderDetailsOf(db, orderFor(db, user, params.orderId), requestLocale(request)),
    })),
    route(o.add, button(CODES.orderAdd), ({ body }, { user }) => {
      const created = db.transaction(() => createOrder(db, now(), user, body))();
      return { data: created, msg: '下单成功' };
    }),
    route(o.statusCount, SIGNED_IN, ({ query }, { user }) => {
      // D33: a master counts their own (team's) orders only.
      const masters = visibleMasterIds(db, user);
      const scope = [
        ...(user.enterpriseId === null ? [] : ['enterprise_id = ?']),
        ...(masters === null ? [] : [`master_id IN (${[0, ...masters].join(',')})`]),
        // D44: the workplace's "my orders", as the order list's isMyOrder keeps them (principal).
        ...(query.isMyOrder === true ? [`principal_id = ${Number(user.userId)}`] : []),
      ];
      const rows = db
        .prepare(
          `SELECT order_status, COUNT(*) AS total FROM work_order ${scope.length === 0 ? '' : `WHERE ${scope.join(' AND ')}`}
           GROUP BY order_status`,
        )
        .all(...(user.enterpriseId === null ? [] : [user.enterpriseId])) as {
        order_status: string;
        total: number;
      }[];
      return {
        data: ORDER_STATUSES.map((orderStatus) => ({
          orderStatus,
          count: rows.find((row) => row.order_status === orderStatus)?.total ?? 0,
        })),
      };
    }),
  ];
}
