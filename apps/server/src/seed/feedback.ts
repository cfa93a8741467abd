import { FEEDBACK_LOW_STARS } from '@onsite/domain';
import { RATABLE_STATES, recomputeMasterScore } from '../core/masterScore';
import { formatTime, parseTime } from '../core/time';
import type { Db } from '../db/database';

const HOUR_MS = 60 * 60 * 1000;

/** Ten ratings a master of each kind gets, cycled (no random draws: the order id picks one). */
const PATTERNS = {
  good: [5, 5, 5, 4, 5, 5, 4, 5, 5, 5],
  steady: [5, 4, 4, 5, 3, 4, 5, 4, 5, 4],
  uneven: [4, 3, 5, 2, 4, 3, 4, 5, 3, 1],
} as const;

/** The kind of each seeded master (seed/orders.ts 1–12); the others have no completed order. */
const KIND_OF: Readonly<Record<number, keyof typeof PATTERNS>> = {
  1: 'good',
  2: 'good',
  3: 'steady',
  4: 'steady',
  5: 'uneven',
  6: 'good',
  7: 'uneven',
  8: 'uneven',
  9: 'steady',
  10: 'steady',
  11: 'good',
  12: 'uneven',
};

const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: ['师傅准时上门，安装又快又好', '服务态度很好，讲解了门锁的使用方法', '', '非常专业，现场收拾得很干净'],
  4: ['安装不错，就是比约定时间晚了半小时', '整体满意', '', '师傅很耐心，下次还找他'],
  3: ['安装完成了，但沟通不太主动', '一般，门锁调试花了很久'],
  2: ['迟到一个多小时，也没有提前打电话', '安装后门关不严，又上门返修了一次'],
  1: ['师傅爽约两次，第三次才上门，非常不满意', '态度差，还要求另外加钱'],
};

/** Who recorded the customers' ratings (the customer-service user of the seed). */
const RECORDED_BY = { userId: 10, name: '郑客服' } as const;

/**
 * D50: ratings on the seeded orders the masters finished (completed, verified, settled): about four in
 * five, recorded one to three days after the completion (never after the anchor), stars by the master's
 * kind, a comment always for two stars or fewer. Each master's newest completed-but-not-verified order
 * stays unrated so the demo can rate one. Then every master's score is computed from them (the scores
 * typed into the masters' seed before D50 are replaced; a master without a rating has none).
 */
export function seedFeedback(db: Db, anchor: number): void {
  const states = RATABLE_STATES.map((state) => `'${state}'`).join(', ');
  const orders = db
    .prepare(
      `SELECT o.order_id, o.master_id, o.finish_time, o.order_status,
         ROW_NUMBER() OVER (PARTITION BY o.master_id, o.order_status = 'completed' ORDER BY o.finish_time DESC, o.order_id DESC) AS newest
       FROM work_order o WHERE o.order_status IN (${states}) AND o.master_id IS NOT NULL AND o.finish_time IS NOT NULL
       ORDER BY o.order_id`,
    )
    .all() as {
    order_id: number;
    master_id: number;
    finish_time: string;
    order_status: string;
    newest: number;
  }[];
  const insert = db.prepare(
    `INSERT INTO order_feedback (order_id, master_id, stars, comment, create_by, create_user_id, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const recorder = db.prepare('SELECT user_name FROM sys_user WHERE user_id = ?').get(RECORDED_BY.userId) as
    | { user_name: string }
    | undefined;
  for (const order of orders) {
    if (order.order_id % 5 === 0) continue;
    if (order.order_status === 'completed' && order.newest === 1) continue;
    const pattern = PATTERNS[KIND_OF[order.master_id] ?? 'steady'];
    const stars = pattern[(order.order_id * 7 + order.master_id) % pattern.length] ?? 5;
    const comments = COMMENTS[stars] ?? [''];
    const comment = comments[order.order_id % comments.length] ?? '';
    const at = Math.min(anchor, parseTime(order.finish_time) + (24 + (order.order_id % 48)) * HOUR_MS);
    insert.run(
      order.order_id,
      order.master_id,
      stars,
      stars <= FEEDBACK_LOW_STARS && comment === '' ? '服务不满意' : comment,
      recorder?.user_name ?? RECORDED_BY.name,
      recorder ? RECORDED_BY.userId : null,
      formatTime(at),
    );
  }
  for (const { master_id } of db.prepare('SELECT master_id FROM master').all() as { master_id: number }[])
    recomputeMasterScore(db, master_id);
}
