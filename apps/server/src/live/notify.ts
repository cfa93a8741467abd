import { DEPT_ORDER_PRINCIPALS } from '@onsite/domain';
import { loadSessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import type { RouteDeps } from '../routes/deps';
import { customerOrderCounts } from '../routes/order/customer';
import { reminderCount } from '../routes/order/orderActions';

/** The role of the platform administrators (seeded as 超级管理员). */
export const ADMIN_ROLE_ID = 1;

/** User 1 and every enabled user holding the administrator role. */
function adminIds(db: Db): number[] {
  return (
    db
      .prepare(
        `SELECT user_id FROM sys_user WHERE status = '0' AND (user_id = 1 OR user_id IN
           (SELECT user_id FROM sys_user_role WHERE role_id = ?))`,
      )
      .all(ADMIN_ROLE_ID) as { user_id: number }[]
  ).map((row) => row.user_id);
}

function dispatcherIds(db: Db): number[] {
  return (
    db
      .prepare("SELECT user_id FROM sys_user WHERE status = '0' AND dept_id = ?")
      .all(DEPT_ORDER_PRINCIPALS) as {
      user_id: number;
    }[]
  ).map((row) => row.user_id);
}

function orderOf(db: Db, orderId: number) {
  return db
    .prepare('SELECT order_no, principal_id, customer_name FROM work_order WHERE order_id = ?')
    .get(orderId) as { order_no: string; principal_id: number | null; customer_name: string } | undefined;
}

/** Type 2 (spec 000 §9): a customer order arrived; dispatchers (dept 103) and administrators hear of it. */
export function notifyNewCustomerOrder({ db, events }: RouteDeps, customerOrderId: number): void {
  const row = db
    .prepare('SELECT no, enterprise_name, customer_name FROM customer_order WHERE id = ?')
    .get(customerOrderId) as { no: string; enterprise_name: string; customer_name: string } | undefined;
  if (!row) return;
  events.toUsers([...dispatcherIds(db), ...adminIds(db)], {
    type: 2,
    title: '新订单提醒',
    text: `${row.enterprise_name} 有新的客户订单 ${row.no}，请及时处理`,
    remark: row.customer_name,
    count: customerOrderCounts(db, null).pendingCount,
    orderId: null,
  });
}

/** Type 3: a reminder on an order, for its principal and the administrators, each with their reminder count. */
export function notifyReminder({ db, events }: RouteDeps, orderId: number, content: string): void {
  const order = orderOf(db, orderId);
  if (!order) return;
  const recipients = new Set([...(order.principal_id === null ? [] : [order.principal_id]), ...adminIds(db)]);
  for (const userId of recipients) {
    const user = loadSessionUser(db, userId);
    if (!user) continue;
    events.toUser(userId, {
      type: 3,
      title: '催单提醒',
      text: `订单 ${order.order_no} 客户催单：${content}`,
      remark: content,
      count: reminderCount(db, user),
      orderId,
    });
  }
}

/** Type 1: a customer-service request on an order, for its principal and the administrators. */
export function notifyCustomerService({ db, events }: RouteDeps, orderId: number): void {
  const order = orderOf(db, orderId);
  if (!order) return;
  events.toUsers([...(order.principal_id === null ? [] : [order.principal_id]), ...adminIds(db)], {
    type: 1,
    title: '客服申请',
    text: `订单 ${order.order_no}（${order.customer_name}）申请客服介入`,
    remark: '',
    count: (
      db
        .prepare("SELECT COUNT(*) AS total FROM work_order WHERE order_status = 'customerServiceApply'")
        .get() as {
        total: number;
      }
    ).total,
    orderId,
  });
}
