import { contract } from '@onsite/api-client';
import { type BacklogCount, type BacklogItem, type BacklogKey, RECHARGE_UNPAID } from '@onsite/domain';
import { button, isAllowed, SIGNED_IN } from '../auth/access';
import type { SessionUser } from '../auth/sessions';
import { CODES } from '../core/codes';
import type { Db } from '../db/database';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';
import { reminderCount } from './order/reminders';
import { menusOf } from './system/session';

/** What each to-do opens, for the least-data rule: the screen (a menu key) and the code of its list call. */
const BACKLOG_TARGETS: Readonly<Record<BacklogKey, { screen: string | null; code: string }>> = {
  // The header's customer-orders dialog (pending tab).
  customerOrder: { screen: null, code: CODES.customerOrderList },
  // The order list, filtered.
  toDispatch: { screen: 'orderList', code: CODES.orderList },
  customerServiceApply: { screen: 'orderList', code: CODES.orderList },
  // The header's reminder list.
  reminder: { screen: null, code: CODES.orderList },
  // 充值记录 filtered to unpaid.
  unpaidRecharge: { screen: 'walletRecord', code: CODES.rechargeList },
};

const BACKLOG_NAMES: Readonly<Record<BacklogKey, string>> = {
  customerOrder: '待处理客户订单',
  toDispatch: '待派单',
  customerServiceApply: '客服申请',
  reminder: '催单',
  unpaidRecharge: '待支付充值',
};

/**
 * The to-do list is counted from the real state rather than kept in a table of its own: pending
 * customer orders, orders waiting for dispatch (not on hold, D29), customer-service requests, open
 * reminders and unpaid top-ups; an enterprise user counts only their enterprise's. Least data (issue
 * 16 item 3): an item is answered only when the user can open what it links to — the code of its
 * list call is theirs and, for a screen, their menu holds it — so the client shows exactly these.
 */
export function backlogItems(db: Db, user: SessionUser): BacklogCount {
  const own = user.enterpriseId;
  const count = (sql: string) =>
    (
      db
        .prepare(`${sql}${own === null ? '' : ' AND enterprise_id = ?'}`)
        .get(...(own === null ? [] : [own])) as { total: number }
    ).total;
  const counters: Readonly<Record<BacklogKey, () => number>> = {
    customerOrder: () => count('SELECT COUNT(*) AS total FROM customer_order WHERE status = 0'),
    toDispatch: () =>
      count("SELECT COUNT(*) AS total FROM work_order WHERE order_status = 'toDispatch' AND held = 0"),
    customerServiceApply: () =>
      count("SELECT COUNT(*) AS total FROM work_order WHERE order_status = 'customerServiceApply'"),
    reminder: () => reminderCount(db, user),
    unpaidRecharge: () =>
      count(`SELECT COUNT(*) AS total FROM enterprise_recharge WHERE status = ${RECHARGE_UNPAID}`),
  };
  const menuKeys = new Set(menusOf(db, user).map((menu) => menu.menuKey));
  const items: BacklogItem[] = (Object.keys(BACKLOG_TARGETS) as BacklogKey[])
    .filter((key) => {
      const target = BACKLOG_TARGETS[key];
      return isAllowed(user, button(target.code)) && (target.screen === null || menuKeys.has(target.screen));
    })
    .map((backlogKey) => ({
      backlogKey,
      backlogName: BACKLOG_NAMES[backlogKey],
      count: counters[backlogKey](),
    }));
  return { total: items.reduce((sum, item) => sum + item.count, 0), items };
}

/** GET /backlog/union/count (spec 000 §7.3). */
export function backlogRoutes({ db }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.backlog.union.count, SIGNED_IN, (_input, { user }) => ({ data: backlogItems(db, user) })),
  ];
}
