import {
  DEPT_ORDER_PRINCIPALS,
  LIVE_ORDER_OVERDUE,
  type OrderTimeoutStage,
  type OverdueOrder,
} from '@onsite/domain';
import type { Db } from '../db/database';
import type { LiveEvents } from '../live/events';
import { formatTime } from './time';

/**
 * D65: every open order (not held) with its stage, the time the stage began and the stage's timeout in force
 * (the enterprise's own, else the platform default), as rows of `v`; `?` is the time now (`YYYY-MM-DD HH:mm:ss`).
 * - dispatch: waiting for dispatch since its creation (`create_time`);
 * - arrival: dispatched, not checked in: since `dispatch_time` (the accept time when no dispatch time was kept);
 * - finish: checked in, not finished: since `check_in_time`.
 */
const STAGED = `
  SELECT o.order_id, o.order_no, o.enterprise_id, COALESCE(e.enterprise_name, o.enterprise_name) AS enterprise_name,
    CASE WHEN o.order_status = 'toDispatch' THEN 'dispatch' WHEN o.check_in_time IS NULL THEN 'arrival' ELSE 'finish' END
      AS stage,
    CASE WHEN o.order_status = 'toDispatch' THEN o.create_time
      WHEN o.check_in_time IS NULL THEN COALESCE(o.dispatch_time, o.accept_time, o.create_time)
      ELSE o.check_in_time END AS since,
    COALESCE(t.dispatch_hours, d.dispatch_hours) AS dispatch_hours,
    COALESCE(t.arrival_hours, d.arrival_hours) AS arrival_hours,
    COALESCE(t.finish_hours, d.finish_hours) AS finish_hours
  FROM work_order o LEFT JOIN ent_enterprise e ON e.enterprise_id = o.enterprise_id
    LEFT JOIN ent_order_timeout t ON t.enterprise_id = o.enterprise_id
    CROSS JOIN order_timeout_default d
  WHERE o.held = 0 AND o.finish_time IS NULL AND o.order_status IN ('toDispatch', 'dispatched', 'accepted', 'inService')`;

const LIMITED = `
  SELECT s.*, CASE s.stage WHEN 'dispatch' THEN s.dispatch_hours WHEN 'arrival' THEN s.arrival_hours
    ELSE s.finish_hours END AS limit_hours
  FROM (${STAGED}) s`;

/** The overdue orders as a table `v` (one `?`: now); filter it with a WHERE on `v.` columns. */
export const OVERDUE_FROM = `FROM (
  SELECT l.order_id, l.order_no, l.enterprise_id, l.enterprise_name, l.stage, l.since, l.limit_hours,
    CAST(ROUND((julianday(?) - julianday(l.since)) * 1440) AS INTEGER) - l.limit_hours * 60 AS overdue_minutes,
    a.alert_time
  FROM (${LIMITED}) l LEFT JOIN order_timeout_alert a ON a.order_id = l.order_id AND a.stage = l.stage
) v`;

export interface OverdueRow {
  order_id: number;
  order_no: string;
  enterprise_id: number;
  enterprise_name: string;
  stage: OrderTimeoutStage;
  since: string;
  limit_hours: number;
  overdue_minutes: number;
  alert_time: string | null;
}

export const toOverdueOrder = (row: OverdueRow): OverdueOrder => ({
  orderId: row.order_id,
  orderNo: row.order_no,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  stage: row.stage,
  since: row.since,
  limitHours: row.limit_hours,
  overdueMinutes: row.overdue_minutes,
  alertTime: row.alert_time,
});

/** Who hears of an overdue order: the dispatchers (dept 103), the order's principal and the administrators. */
function recipients(db: Db, orderId: number): number[] {
  return (
    db
      .prepare(
        `SELECT user_id FROM sys_user WHERE status = '0' AND (user_id = 1 OR dept_id = ?
           OR user_id IN (SELECT user_id FROM sys_user_role WHERE role_id = 1)
           OR user_id = (SELECT principal_id FROM work_order WHERE order_id = ?))`,
      )
      .all(DEPT_ORDER_PRINCIPALS, orderId) as { user_id: number }[]
  ).map((row) => row.user_id);
}

/** Up to this many newly overdue orders a recipient is told of one by one; more make one summary alert. */
export const OVERDUE_ALERTS_ONE_BY_ONE = 3;

/**
 * D65: the job `orderTimeout` — every order overdue now in a stage it was not alerted for yet gets its alert row
 * (so it is never alerted again for that stage) and one live frame `orderOverdue` to the dispatchers, its principal
 * and the administrators. The rows are written in one transaction before any frame goes out; answers how many
 * orders were alerted.
 */
export function alertOverdueOrders(db: Db, events: LiveEvents, at: number): number {
  const now = formatTime(at);
  const fresh = db.transaction(() => {
    const rows = db
      .prepare(
        `SELECT v.* ${OVERDUE_FROM} WHERE v.overdue_minutes > 0 AND v.alert_time IS NULL
         ORDER BY v.overdue_minutes DESC, v.order_id`,
      )
      .all(now) as OverdueRow[];
    const insert = db.prepare(
      'INSERT OR IGNORE INTO order_timeout_alert (order_id, stage, alert_time, overdue_minutes) VALUES (?, ?, ?, ?)',
    );
    return rows.filter((row) => insert.run(row.order_id, row.stage, now, row.overdue_minutes).changes === 1);
  })();
  if (fresh.length === 0) return 0;
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total ${OVERDUE_FROM} WHERE v.overdue_minutes > 0`)
    .get(now) as { total: number };
  // Per recipient: each order of a few, or one summary when a run finds many at once (the first run on a busy
  // day, a database seeded long ago) — a column of dozens of alerts would bury the ones that need a hand.
  const byRecipient = new Map<number, OverdueRow[]>();
  for (const row of fresh) {
    for (const userId of new Set(recipients(db, row.order_id))) {
      byRecipient.set(userId, [...(byRecipient.get(userId) ?? []), row]);
    }
  }
  for (const [userId, rows] of byRecipient) {
    if (rows.length > OVERDUE_ALERTS_ONE_BY_ONE) {
      events.toUser(userId, {
        type: LIVE_ORDER_OVERDUE,
        title: '订单超时提醒',
        text: `${rows.length} 个订单刚刚超时，请到订单超时查看`,
        remark: '',
        count: total,
        orderId: null,
      });
      continue;
    }
    for (const row of rows) {
      events.toUser(userId, {
        type: LIVE_ORDER_OVERDUE,
        title: '订单超时提醒',
        text:
          row.stage === 'dispatch'
            ? `订单 ${row.order_no}（${row.enterprise_name}）派单已超时 ${row.overdue_minutes} 分钟`
            : row.stage === 'arrival'
              ? `订单 ${row.order_no}（${row.enterprise_name}）上门签到已超时 ${row.overdue_minutes} 分钟`
              : `订单 ${row.order_no}（${row.enterprise_name}）完工已超时 ${row.overdue_minutes} 分钟`,
        remark: row.enterprise_name,
        count: total,
        orderId: row.order_id,
      });
    }
  }
  return fresh.length;
}
