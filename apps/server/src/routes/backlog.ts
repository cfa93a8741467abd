import { contract } from '@onsite/api-client';
import { RECHARGE_UNPAID } from '@onsite/domain';
import { SIGNED_IN } from '../auth/access';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';
import { reminderCount } from './order/orderActions';

/**
 * The to-do list is counted from the real state rather than kept in a table of its own: pending
 * customer orders, orders waiting for dispatch, customer-service requests, open reminders and
 * unpaid top-ups; an enterprise user counts only their enterprise's.
 */
export function backlogItems(db: Db, user: SessionUser) {
  const own = user.enterpriseId;
  const count = (sql: string) =>
    (
      db
        .prepare(`${sql}${own === null ? '' : ' AND enterprise_id = ?'}`)
        .get(...(own === null ? [] : [own])) as { total: number }
    ).total;
  const items = [
    {
      backlogKey: 'customerOrder',
      backlogName: '待处理客户订单',
      count: count('SELECT COUNT(*) AS total FROM customer_order WHERE status = 0'),
    },
    {
      backlogKey: 'toDispatch',
      backlogName: '待派单',
      count: count("SELECT COUNT(*) AS total FROM work_order WHERE order_status = 'toDispatch'"),
    },
    {
      backlogKey: 'customerServiceApply',
      backlogName: '客服申请',
      count: count("SELECT COUNT(*) AS total FROM work_order WHERE order_status = 'customerServiceApply'"),
    },
    { backlogKey: 'reminder', backlogName: '催单', count: reminderCount(db, user) },
    {
      backlogKey: 'unpaidRecharge',
      backlogName: '待支付充值',
      count: count(`SELECT COUNT(*) AS total FROM enterprise_recharge WHERE status = ${RECHARGE_UNPAID}`),
    },
  ];
  return { total: items.reduce((sum, item) => sum + item.count, 0), items };
}

/** GET /backlog/union/count (spec 000 §7.3). */
export function backlogRoutes({ db }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.backlog.union.count, SIGNED_IN, (_input, { user }) => ({ data: backlogItems(db, user) })),
  ];
}
