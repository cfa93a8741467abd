import { contract } from '@onsite/api-client';
import {
  CUSTOMER_ORDER_HANDLED,
  CUSTOMER_ORDER_PENDING,
  CUSTOMER_ORDER_REMOVED,
  customerOrderNext,
  type RemovalMessage,
  validateOrderRemoval,
} from '@onsite/domain';
import { button, SIGNED_IN } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { insertOrder } from '../../core/orderStore';
import { orderByOf, pageOf } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { isDictValue } from '../system/dicts';
import {
  CUSTOMER_ORDER_COLUMNS,
  type CustomerOrderRow,
  customerOrderWhere,
  infoListsOf,
  toCustomerOrder,
} from './customerQuery';

const SORTABLE = {
  id: 'id',
  createTime: 'create_time',
  updateTime: 'update_time',
  deleteTime: 'delete_time',
};

/** spec 000 §5 texts of the removal rule. */
const REMOVAL_TEXT: Record<RemovalMessage, string> = {
  'removal.reasonRequired': '请选择状态',
  'removal.remarkRequired': '请输入备注',
};

interface StoredCustomerOrder extends CustomerOrderRow {
  province_id: string;
  city_id: string;
  area_id: string;
  detailed_address: string;
  order_type_id: number | null;
}

/** A customer order the user may act on (an enterprise user only their own), or a business error. */
function customerOrderFor(db: Db, user: SessionUser, id: number): StoredCustomerOrder {
  const row = db.prepare('SELECT * FROM customer_order WHERE id = ?').get(id) as
    | StoredCustomerOrder
    | undefined;
  if (!row || (user.enterpriseId !== null && row.enterprise_id !== user.enterpriseId)) {
    throw businessError(`客户订单 ${id} 不存在`);
  }
  return row;
}

/** Counts per status tab, for the header badge (an enterprise user counts their own). */
export function customerOrderCounts(db: Db, enterpriseId: number | null) {
  const rows = db
    .prepare(
      `SELECT status, COUNT(*) AS total FROM customer_order ${enterpriseId === null ? '' : 'WHERE enterprise_id = ?'} GROUP BY status`,
    )
    .all(...(enterpriseId === null ? [] : [enterpriseId])) as { status: number; total: number }[];
  const of = (status: number) => rows.find((row) => row.status === status)?.total ?? 0;
  return {
    pendingCount: of(CUSTOMER_ORDER_PENDING),
    handledCount: of(CUSTOMER_ORDER_HANDLED),
    removedCount: of(CUSTOMER_ORDER_REMOVED),
  };
}

/** Customer orders (spec 000 §4.4, §7.6): list, counts, place, remove, restore. */
export function customerOrderRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const c = contract.order.customer;
  return [
    route(c.getCustomerOrderCount, SIGNED_IN, (_input, { user }) => ({
      data: customerOrderCounts(db, user.enterpriseId),
    })),
    route(c.selectOrderList, button(CODES.customerOrderList), ({ query }, { user }) => {
      const where = customerOrderWhere(query, user.enterpriseId);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, SORTABLE, 'create_time', 'id');
      const rows = db
        .prepare(
          `SELECT ${CUSTOMER_ORDER_COLUMNS} FROM customer_order ${where.toSql()} ${order} LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as CustomerOrderRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM customer_order ${where.toSql()}`)
        .get(...where.params) as { total: number };
      const infos = infoListsOf(
        db,
        rows.map((row) => row.id),
      );
      return { rows: rows.map((row) => toCustomerOrder(row, infos.get(row.id) ?? [])), total, pageNum };
    }),
    route(c.sendOrder, button(CODES.customerOrderPlace), ({ body }, { user }) => {
      const at = now();
      const placed = db.transaction(() => {
        const ids = [...new Set(body)];
        for (const id of ids) {
          const row = customerOrderFor(db, user, id);
          if (customerOrderNext(row.status, 'place') === null)
            throw businessError(`客户订单 ${row.no} 不是待处理状态，不能下单`);
          if (row.order_type_id === null) throw businessError(`客户订单 ${row.no} 缺少订单类型，不能下单`);
          const { orderNo } = insertOrder(db, at, {
            enterpriseId: row.enterprise_id,
            enterpriseName: row.enterprise_name,
            customerName: row.customer_name,
            customerMobile: row.customer_mobile,
            provinceCode: row.province_id,
            cityCode: row.city_id,
            areaCode: row.area_id,
            detailedAddress: row.detailed_address,
            installType: row.install_type,
            orderTypeId: row.order_type_id,
            orderTypeName: row.order_type,
            number: row.number,
            remark: '',
            infoList: infoListsOf(db, [id]).get(id) ?? [],
            customerOrderId: id,
            createBy: user.userName,
            createUserId: user.userId,
            origin: `客户订单 ${row.no} 转为工单`,
          });
          db.prepare(
            'UPDATE customer_order SET status = ?, order_no = ?, update_time = ?, update_by = ? WHERE id = ?',
          ).run(CUSTOMER_ORDER_HANDLED, orderNo, formatTime(at), user.userName, id);
        }
        return ids.length;
      })();
      return { data: null, msg: `下单成功（${placed} 单）` };
    }),
    route(c.removeOrder, button(CODES.customerOrderRemove), ({ body }, { user }) => {
      const problem = validateOrderRemoval(body);
      if (problem !== null) throw businessError(REMOVAL_TEXT[problem]);
      if (!isDictValue(db, 'remove_type', body.deleteReason))
        throw businessError(`移除原因 ${body.deleteReason} 不存在`);
      const row = customerOrderFor(db, user, body.id);
      if (customerOrderNext(row.status, 'remove') === null)
        throw businessError('只有待处理的客户订单可以移除');
      const at = formatTime(now());
      db.prepare(
        `UPDATE customer_order SET status = ?, delete_time = ?, delete_by = ?, delete_reason = ?, delete_remark = ?,
           update_time = ?, update_by = ? WHERE id = ? AND status = ?`,
      ).run(
        CUSTOMER_ORDER_REMOVED,
        at,
        user.userName,
        body.deleteReason,
        body.remark.trim(),
        at,
        user.userName,
        body.id,
        row.status,
      );
      return { data: null, msg: '移除成功' };
    }),
    route(c.recoverOrder, button(CODES.customerOrderRecover), ({ query }, { user }) => {
      const row = customerOrderFor(db, user, query.id);
      if (customerOrderNext(row.status, 'restore') === null)
        throw businessError('只有回收站中的客户订单可以恢复');
      const at = formatTime(now());
      db.prepare(
        `UPDATE customer_order SET status = ?, delete_time = NULL, delete_by = NULL, delete_reason = NULL, delete_remark = NULL,
           update_time = ?, update_by = ? WHERE id = ? AND status = ?`,
      ).run(CUSTOMER_ORDER_PENDING, at, user.userName, query.id, row.status);
      return { data: null, msg: '恢复成功' };
    }),
  ];
}
