import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_STATES = "('dispatched', 'accepted', 'inService', 'completed', 'customerServiceApply')";

/**
 * D57: deposit return requests in every state (two idle masters pay a deposit in first): for the masters with a deposit, the first two without open orders
 * get a pending request (half their balance) and an approved one (a fifth, its 退还 movement written and the balance
 * lowered, as the approval does), and the first master with open orders a refused one (asked before the orders).
 */
export function seedMarginReturns(db: Db, anchor: number): void {
  // Two masters with no open order pay their deposit in first (the D42 seed's depositors all have open orders).
  const idle = db
    .prepare(
      `SELECT m.master_id FROM master m WHERE NOT EXISTS (SELECT 1 FROM master_deposit d WHERE d.master_id = m.master_id)
         AND NOT EXISTS (SELECT 1 FROM work_order o WHERE o.master_id = m.master_id AND o.order_status IN ${OPEN_STATES})
       ORDER BY m.master_id LIMIT 2`,
    )
    .all() as { master_id: number }[];
  for (const { master_id } of idle) {
    const paid = formatTime(anchor - 30 * DAY_MS);
    db.prepare(
      'INSERT INTO master_deposit (master_id, balance_cents, update_time) VALUES (?, 150000, ?)',
    ).run(master_id, paid);
    db.prepare(
      `INSERT INTO master_deposit_movement (master_id, move_type, amount_cents, balance_cents, reason, create_by,
         create_user_id, create_time) VALUES (?, 'payIn', 150000, 150000, '入驻保证金', '钱财务', 9, ?)`,
    ).run(master_id, paid);
  }
  const masters = db
    .prepare(
      `SELECT m.master_id, m.master_name, d.balance_cents,
         (SELECT COUNT(*) FROM work_order o WHERE o.master_id = m.master_id AND o.order_status IN ${OPEN_STATES}) AS open
       FROM master m JOIN master_deposit d ON d.master_id = m.master_id
       WHERE d.balance_cents >= 1000 ORDER BY m.master_id`,
    )
    .all() as { master_id: number; master_name: string; balance_cents: number; open: number }[];
  const free = masters.filter((row) => row.open === 0);
  const busy = masters.find((row) => row.open > 0);
  const insert = db.prepare(
    `INSERT INTO margin_return (master_id, amount_cents, reason, state, applicant_user_id, apply_by, apply_time, remark,
       decided_by, decided_user_id, decide_time, movement_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const time = (days: number) => formatTime(anchor - days * DAY_MS);
  const approved = free[1] ?? free[0];
  if (approved) {
    const amount = Math.floor(approved.balance_cents / 500) * 100;
    const after = approved.balance_cents - amount;
    db.prepare('UPDATE master_deposit SET balance_cents = ?, update_time = ? WHERE master_id = ?').run(
      after,
      time(6),
      approved.master_id,
    );
    const movementId = Number(
      db
        .prepare(
          `INSERT INTO master_deposit_movement (master_id, move_type, amount_cents, balance_cents, reason, create_by,
             create_user_id, create_time) VALUES (?, 'refund', ?, ?, ?, '钱财务', 9, ?)`,
        )
        .run(approved.master_id, amount, after, '保证金退还申请：接单量减少，申请退还部分保证金', time(6))
        .lastInsertRowid,
    );
    insert.run(
      approved.master_id,
      amount,
      '接单量减少，申请退还部分保证金',
      'approved',
      1,
      '系统管理员',
      time(8),
      '',
      '钱财务',
      9,
      time(6),
      movementId,
    );
  }
  if (busy)
    insert.run(
      busy.master_id,
      busy.balance_cents,
      '准备离开平台，申请退还全部保证金',
      'refused',
      1,
      '系统管理员',
      time(15),
      '师傅还有未完结的订单，完结后再申请',
      '钱财务',
      9,
      time(14),
      null,
    );
  // The pending one last: its id is the newest (the contract case approves the newest pending request).
  const pending = free[0];
  if (pending && pending !== approved)
    insert.run(
      pending.master_id,
      Math.floor(pending.balance_cents / 200),
      '家中有事暂停接单，申请退还一半保证金',
      'pending',
      1,
      '系统管理员',
      time(1),
      null,
      null,
      null,
      null,
      null,
    );
}
