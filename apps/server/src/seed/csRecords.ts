import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const HOUR_MS = 60 * 60 * 1000;

/** Who recorded the contacts: the customer-service user of the seed, and the administrator. */
const HANDLERS = [10, 1] as const;

/** Contacts in every channel and follow-up state: [hours before the anchor, channel, state, summary, note]. */
const CONTACTS = [
  [2, 'phone', 'pending', '客户来电询问师傅上门时间，已告知预计明天上午到达', ''],
  [5, 'chat', 'following', '客户反馈门锁指纹识别不灵敏，已约师傅复查', '已联系师傅，等待上门'],
  [9, 'phone', 'closed', '客户要求改约上门时间到周末', '已改约至周六上午，客户确认'],
  [20, 'visit', 'closed', '回访安装质量，客户满意', '回访完成'],
  [30, 'chat', 'pending', '客户咨询门锁电池更换方法', ''],
  [48, 'other', 'following', '客户投诉师傅迟到，要求说明情况', '已提交投诉处理'],
  [72, 'phone', 'closed', '确认订单地址门牌号', '地址已更正'],
  [96, 'chat', 'closed', '客户询问保修期限', '已告知保修一年'],
] as const;

/** D64: 客服记录 — contacts with the customers of the newest seeded orders, in every channel and state. */
export function seedCsRecords(db: Db, anchor: number): void {
  const orders = db
    .prepare('SELECT order_id, customer_name, customer_mobile FROM work_order ORDER BY order_id LIMIT ?')
    .all(CONTACTS.length) as { order_id: number; customer_name: string; customer_mobile: string }[];
  const insert = db.prepare(
    `INSERT INTO cs_record (order_id, customer_name, customer_mobile, channel, contact_time, summary, follow_state,
       follow_note, handler_id, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  orders.forEach((order, index) => {
    const [hours, channel, state, summary, note] = CONTACTS[index] ?? CONTACTS[0];
    const at = formatTime(anchor - hours * HOUR_MS);
    insert.run(
      order.order_id,
      order.customer_name,
      order.customer_mobile,
      channel,
      at,
      summary,
      state,
      note,
      HANDLERS[index % HANDLERS.length],
      at,
      at,
    );
  });
}
