import { contract } from '@onsite/api-client';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { visibleMasterIds } from '../../core/masters';
import { orderByOf, pageOf, Where } from '../../core/paging';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { requestLocale } from '../../http/language';
import { type RouteDefinition, route } from '../../http/routes';
import { localize } from '../../i18n/localize';
import type { RouteDeps } from '../deps';
import { ORDER_SELECT, type OrderRow, toOrder } from './orderQuery';

/** ORDER_SELECT with more columns and joins (the order's own columns first, then `extra`). */
function selectWith(extra: string, joins: string): string {
  const [columns, from] = ORDER_SELECT.split('FROM work_order o');
  return `${columns?.trimEnd()}, ${extra} FROM work_order o${from ?? ''} ${joins}`;
}

/** The last course step of a kind (退单, 取消) of each order. */
const lastStep = (alias: string, operateType: string) =>
  `LEFT JOIN work_order_course ${alias} ON ${alias}.course_id = (SELECT MAX(course_id) FROM work_order_course
     WHERE order_id = o.order_id AND operate_type = '${operateType}')`;

/** The orders a caller may see (D33, least data): an enterprise user their enterprise's, a master their own. */
function scope(db: Db, user: SessionUser, where: Where, masterColumn: string): Where {
  if (user.enterpriseId !== null) where.add('o.enterprise_id = ?', user.enterpriseId);
  const masters = visibleMasterIds(db, user);
  if (masters !== null) where.add(`${masterColumn} IN (${[0, ...masters].join(',')})`);
  return where;
}

const BACK_SQL = selectWith(
  'c.operate_by AS back_master_name, bm.master_id AS back_master_id, o.back_count',
  `${lastStep('c', '退单')} LEFT JOIN master bm ON bm.user_id = c.operate_user_id`,
);

const CANCEL_SQL = selectWith(
  `COALESCE(c.operate_by, '') AS cancel_by, COALESCE(c.operate_time, o.finish_time, o.create_time) AS cancel_time`,
  lastStep('c', '取消'),
);

/**
 * D41, the side paths of an order as lists: the orders masters returned (退单列表, still waiting for
 * dispatch: re-dispatched or cancelled from there), the cancelled orders (取消列表 and 订单回收, which
 * restores them through `recover`) and one order's course by its number (订单进度). Each is scoped like
 * the order list: an enterprise user sees only their enterprise's orders, a master only their own.
 */
export function sidePathRoutes({ db }: RouteDeps): RouteDefinition[] {
  const o = contract.order.order;
  return [
    route(o.backList, button(CODES.orderDispatch), ({ query }, { user }) => {
      const where = new Where()
        .add("o.order_status = 'toDispatch'")
        .add('o.back_time IS NOT NULL')
        .startsWith('o.order_no', query.orderNo)
        .contains('o.customer_name', query.customerName)
        .contains('c.operate_by', query.masterName)
        .between('o.back_time', query.beginTime, query.endTime);
      scope(db, user, where, 'bm.master_id');
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { backTime: 'o.back_time', createTime: 'o.create_time' },
        'o.back_time',
        'o.order_id',
      );
      const rows = db
        .prepare(`${BACK_SQL} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as (OrderRow & {
        back_master_name: string | null;
        back_master_id: number | null;
        back_count: number;
      })[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM work_order o ${lastStep('c', '退单')}
           LEFT JOIN master bm ON bm.user_id = c.operate_user_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return {
        rows: rows.map((row) => ({
          ...toOrder(row),
          backMasterId: row.back_master_id,
          backMasterName: row.back_master_name ?? '',
          backCount: Math.max(1, row.back_count),
        })),
        total,
        pageNum,
      };
    }),
    route(o.cancelledList, button(CODES.orderList), ({ query }, { user }) => {
      const where = new Where()
        .add("o.order_status = 'cancelled'")
        .startsWith('o.order_no', query.orderNo)
        .contains('o.customer_name', query.customerName)
        // An enterprise user's own enterprise whatever they name (least data).
        .equals('o.enterprise_id', user.enterpriseId ?? query.enterpriseId)
        .contains('c.operate_by', query.cancelBy)
        .between('COALESCE(c.operate_time, o.finish_time, o.create_time)', query.beginTime, query.endTime);
      scope(db, user, where, 'o.master_id');
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { cancelTime: 'cancel_time', createTime: 'o.create_time' },
        'cancel_time',
        'o.order_id',
      );
      const rows = db
        .prepare(`${CANCEL_SQL} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as (OrderRow & { cancel_by: string; cancel_time: string })[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM work_order o ${lastStep('c', '取消')} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return {
        rows: rows.map((row) => ({
          ...toOrder(row),
          cancelReason: row.cancel_reason ?? '',
          cancelBy: row.cancel_by,
          cancelTime: row.cancel_time,
        })),
        total,
        pageNum,
      };
    }),
    route(o.course, button(CODES.orderQuery, CODES.orderList), ({ query }, { user, request }) => {
      const orderNo = query.orderNo.trim();
      const where = scope(db, user, new Where().add('o.order_no = ?', orderNo), 'o.master_id');
      const row = db.prepare(`${ORDER_SELECT} ${where.toSql()}`).get(...where.params) as OrderRow | undefined;
      // Another enterprise's or another master's order answers as one that does not exist (least data).
      if (!row) throw businessError(`订单 ${orderNo} 不存在`);
      const locale = requestLocale(request);
      const course = (
        db
          .prepare(
            `SELECT course_id, operate_type, operate_content, operate_by, operate_time FROM work_order_course
             WHERE order_id = ? ORDER BY operate_time, course_id`,
          )
          .all(row.order_id) as {
          course_id: number;
          operate_type: string;
          operate_content: string;
          operate_by: string;
          operate_time: string;
        }[]
      ).map((step) => ({
        courseId: step.course_id,
        operateType: localize(step.operate_type, locale),
        operateContent: localize(step.operate_content, locale),
        operateBy: localize(step.operate_by, locale),
        operateTime: step.operate_time,
      }));
      return { data: { order: toOrder(row), course } };
    }),
  ];
}
