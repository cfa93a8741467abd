import { contract } from '@onsite/api-client';
import { DEPT_ORDER_PRINCIPALS, type OrderReminder } from '@onsite/domain';
import { button, SIGNED_IN } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { pageOf } from '../../core/paging';
import type { Db } from '../../db/database';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

type ReminderUser = Pick<SessionUser, 'userId' | 'deptId' | 'enterpriseId'>;

/**
 * The open reminders a user should see: an enterprise user those on their enterprise's orders, a
 * dispatcher (dept 103) those on the orders they are principal of, other staff all of them.
 */
function reminderScope(user: ReminderUser): { sql: string; params: (number | string)[] } {
  if (user.enterpriseId !== null) return { sql: ' AND o.enterprise_id = ?', params: [user.enterpriseId] };
  if (user.deptId === DEPT_ORDER_PRINCIPALS) return { sql: ' AND o.principal_id = ?', params: [user.userId] };
  return { sql: '', params: [] };
}

const OPEN_REMINDERS =
  'FROM order_reminder r JOIN work_order o ON o.order_id = r.order_id WHERE r.status = 0';

/** How many open reminders the user sees (the header badge, the to-do list). */
export function reminderCount(db: Db, user: ReminderUser): number {
  const scope = reminderScope(user);
  return (
    db.prepare(`SELECT COUNT(*) AS total ${OPEN_REMINDERS}${scope.sql}`).get(...scope.params) as {
      total: number;
    }
  ).total;
}

interface ReminderRow {
  reminder_id: number;
  order_id: number;
  order_no: string;
  customer_name: string;
  enterprise_name: string;
  content: string;
  remind_by: string;
  create_time: string;
}

/** The reminder count, and the list of open reminders behind the reminder badge (issue 16 item 3). */
export function reminderRoutes({ db }: RouteDeps): RouteDefinition[] {
  const r = contract.order.reminder;
  return [
    route(r.reminderOrderCount, SIGNED_IN, (_input, { user }) => ({ data: reminderCount(db, user) })),
    // Order numbers and customers: only for users who may list orders, scoped like the count.
    route(r.list, button(CODES.orderList), ({ query }, { user }) => {
      const scope = reminderScope(user);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `SELECT r.reminder_id, r.order_id, o.order_no, o.customer_name, o.enterprise_name, r.content,
             COALESCE(NULLIF(r.remind_by, ''), o.enterprise_name) AS remind_by, r.create_time
           ${OPEN_REMINDERS}${scope.sql} ORDER BY r.create_time DESC, r.reminder_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...scope.params, limit, offset) as ReminderRow[];
      const rowsOut: OrderReminder[] = rows.map((row) => ({
        reminderId: row.reminder_id,
        orderId: row.order_id,
        orderNo: row.order_no,
        customerName: row.customer_name,
        enterpriseName: row.enterprise_name,
        content: row.content,
        remindBy: row.remind_by,
        createTime: row.create_time,
      }));
      return { rows: rowsOut, total: reminderCount(db, user), pageNum };
    }),
  ];
}
