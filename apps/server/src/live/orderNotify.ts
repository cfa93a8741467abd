import { LIVE_APPROVAL_DECIDED, LIVE_ORDER_COMPLETED, LIVE_ORDER_DISPATCHED } from '@onsite/domain';
import type { ApprovalRow } from '../core/approvals';
import { userOfMaster } from '../core/masters';
import type { RouteDeps } from '../routes/deps';

/**
 * D32: the live frames of the order lifecycle. Kept apart from `notify.ts`, which reads the reminder
 * count from the order routes: the dispatch route imports this module.
 */

/** User 1 and every enabled user holding the administrator role (1), as `notify.ts` counts them. */
function administrators(db: RouteDeps['db']): number[] {
  return (
    db
      .prepare(
        `SELECT user_id FROM sys_user WHERE status = '0' AND (user_id = 1 OR user_id IN
           (SELECT user_id FROM sys_user_role WHERE role_id = 1))`,
      )
      .all() as { user_id: number }[]
  ).map((row) => row.user_id);
}

/** D32: an order was dispatched to a master: the master's user (when they sign in) hears of it. */
export function notifyOrderDispatched({ db, events }: RouteDeps, orderId: number): void {
  const order = db
    .prepare('SELECT order_no, customer_name, master_id FROM work_order WHERE order_id = ?')
    .get(orderId) as { order_no: string; customer_name: string; master_id: number | null } | undefined;
  if (!order || order.master_id === null) return;
  const userId = userOfMaster(db, order.master_id);
  if (userId === null) return;
  const { total } = db
    .prepare("SELECT COUNT(*) AS total FROM work_order WHERE master_id = ? AND order_status = 'dispatched'")
    .get(order.master_id) as { total: number };
  events.toUser(userId, {
    type: LIVE_ORDER_DISPATCHED,
    title: '新派单提醒',
    text: `订单 ${order.order_no}（${order.customer_name}）已派给您，请及时接单`,
    remark: order.customer_name,
    count: total,
    orderId,
  });
}

/** D32: a master completed an order: its principal (the dispatcher) and the administrators hear of it. */
export function notifyOrderCompleted({ db, events }: RouteDeps, orderId: number, masterName: string): void {
  const order = db
    .prepare('SELECT order_no, principal_id, customer_name FROM work_order WHERE order_id = ?')
    .get(orderId) as { order_no: string; principal_id: number | null; customer_name: string } | undefined;
  if (!order) return;
  const { total } = db
    .prepare("SELECT COUNT(*) AS total FROM work_order WHERE order_status = 'completed'")
    .get() as { total: number };
  events.toUsers([...(order.principal_id === null ? [] : [order.principal_id]), ...administrators(db)], {
    type: LIVE_ORDER_COMPLETED,
    title: '完工提醒',
    text: `订单 ${order.order_no} 已由${masterName}完工，请验收`,
    remark: order.customer_name,
    count: total,
    orderId,
  });
}

/** D34: a master's request was decided: the master's user hears of it (with the decider's remark when refused). */
export function notifyApprovalDecided(
  { db, events }: RouteDeps,
  request: Pick<
    ApprovalRow,
    | 'approval_type'
    | 'master_id'
    | 'order_id'
    | 'order_no'
    | 'customer_name'
    | 'state'
    | 'remark'
    | 'team_name'
  >,
): void {
  const userId = userOfMaster(db, request.master_id);
  if (userId === null) return;
  // D52: a disband request is about the team, not an order.
  if (request.approval_type === 'disband') {
    events.toUser(userId, {
      type: LIVE_APPROVAL_DECIDED,
      title: '审批结果',
      text:
        request.state === 'approved'
          ? `解散团队「${request.team_name ?? ''}」的申请已同意，团队已解散`
          : `解散团队「${request.team_name ?? ''}」的申请已被拒绝：${request.remark ?? ''}`,
      remark: request.team_name ?? '',
      orderId: null,
    });
    return;
  }
  const what = request.approval_type === 'increase' ? '加价申请' : '新增配件申请';
  events.toUser(userId, {
    type: LIVE_APPROVAL_DECIDED,
    title: '审批结果',
    text:
      request.state === 'approved'
        ? `订单 ${request.order_no} 的${what}已同意`
        : `订单 ${request.order_no} 的${what}已被拒绝：${request.remark ?? ''}`,
    remark: request.customer_name ?? undefined,
    orderId: request.order_id,
  });
}
