import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A movement of the demo's deposits: master, type, yuan, reason, days before the anchor. */
type MovementSeed = readonly [
  masterId: number,
  type: 'payIn' | 'deduct' | 'refund',
  yuan: number,
  reason: string,
  daysAgo: number,
];

const MOVEMENTS: readonly MovementSeed[] = [
  [1, 'payIn', 2000, '入驻保证金', 60],
  [2, 'payIn', 2000, '入驻保证金', 58],
  [3, 'payIn', 1000, '入驻保证金', 55],
  [4, 'payIn', 2000, '入驻保证金', 50],
  [5, 'payIn', 1000, '入驻保证金', 45],
  [6, 'payIn', 2000, '入驻保证金', 40],
  [1, 'deduct', 200, '客户投诉：未按约定时间上门', 10],
  [4, 'deduct', 100, '完工照片不全，返工一次', 6],
  [5, 'refund', 1000, '退出平台，退还保证金', 3],
  [1, 'payIn', 200, '补缴保证金', 2],
];

/**
 * D42: the demo's deposits (保证金): six masters paid in, two had a deduction, one was refunded and
 * one topped up again, written like `/finance/masterDeposit/move` writes them (movement and balance).
 */
export function seedMasterDeposits(db: Db, anchor: number): void {
  const balances = new Map<number, number>();
  const upsert = db.prepare(
    `INSERT INTO master_deposit (master_id, balance_cents, update_time) VALUES (?, ?, ?)
     ON CONFLICT (master_id) DO UPDATE SET balance_cents = excluded.balance_cents, update_time = excluded.update_time`,
  );
  const insert = db.prepare(
    `INSERT INTO master_deposit_movement (master_id, move_type, amount_cents, balance_cents, reason, create_by, create_user_id,
       create_time) VALUES (?, ?, ?, ?, ?, '钱财务', 9, ?)`,
  );
  for (const [masterId, type, yuan, reason, daysAgo] of MOVEMENTS) {
    if (!db.prepare('SELECT 1 FROM master WHERE master_id = ?').get(masterId)) continue;
    const cents = yuan * 100;
    const after = (balances.get(masterId) ?? 0) + (type === 'payIn' ? cents : -cents);
    balances.set(masterId, after);
    const time = formatTime(anchor - daysAgo * DAY_MS);
    upsert.run(masterId, after, time);
    insert.run(masterId, type, cents, after, reason, time);
  }
}
