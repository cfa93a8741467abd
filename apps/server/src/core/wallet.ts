import { PAY_TYPE_ONLINE, RECHARGE_CANCELLED, RECHARGE_PAID, RECHARGE_UNPAID } from '@onsite/domain';
import type { Db } from '../db/database';
import { topupExpiryMs } from './settings';
import { formatTime } from './time';

/** The wallet of an enterprise, created empty on first use. */
export function walletOf(db: Db, enterpriseId: number): { balanceCents: number; payIdentification: number } {
  db.prepare('INSERT OR IGNORE INTO wallet (enterprise_id) VALUES (?)').run(enterpriseId);
  const row = db
    .prepare('SELECT balance_cents, pay_identification FROM wallet WHERE enterprise_id = ?')
    .get(enterpriseId) as {
    balance_cents: number;
    pay_identification: number;
  };
  return { balanceCents: row.balance_cents, payIdentification: row.pay_identification };
}

export interface BalanceChange {
  enterpriseId: number;
  /** Signed change in fen. */
  changeCents: number;
  /** Bill operation type (spec 000 §9): 0 top-up, 1 work order, 2 recycle bin, 3 modify, 4 transfer, 5 restore. */
  operType: 0 | 1 | 2 | 3 | 4 | 5;
  orderNo: string;
  createBy: string;
  phonenumber: string;
  remark: string;
}

/** Changes a wallet's balance and writes its bill line; call inside a transaction. */
export function changeBalance(db: Db, at: number, change: BalanceChange): number {
  const { balanceCents } = walletOf(db, change.enterpriseId);
  const balance = balanceCents + change.changeCents;
  db.prepare('UPDATE wallet SET balance_cents = ? WHERE enterprise_id = ?').run(balance, change.enterpriseId);
  db.prepare(
    `INSERT INTO enterprise_detailed (enterprise_id, oper_type, order_no, change_cents, balance_cents, create_by, phonenumber,
       create_time, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    change.enterpriseId,
    change.operType,
    change.orderNo,
    change.changeCents,
    balance,
    change.createBy,
    change.phonenumber,
    formatTime(at),
    change.remark,
  );
  return balance;
}

/**
 * spec 000 §4.3: an online top-up not paid within 30 minutes is cancelled (status 3). Run by the
 * scheduled job `topupExpiry` (D43) and before every read of top-ups, both on the server clock; the
 * minutes are the parameter `finance.topupExpiryMinutes` (30 by default, 参数设置). Answers how many.
 */
export function cancelExpiredTopups(db: Db, now: number): number {
  return db
    .prepare(
      `UPDATE enterprise_recharge SET status = ${RECHARGE_CANCELLED}
       WHERE status = ${RECHARGE_UNPAID} AND pay_type = ${PAY_TYPE_ONLINE} AND created_at_ms <= ?`,
    )
    .run(now - topupExpiryMs(db)).changes;
}

export interface RechargeRow {
  enterprise_recharge_id: number;
  enterprise_id: number;
  enterprise_name: string | null;
  order_no: string;
  recharge_cents: number;
  status: 1 | 2 | 3;
  pay_type: 1 | 2;
  create_by: string;
  created_at_ms: number;
  recharge_time: string;
  pay_time: string | null;
}

export const RECHARGE_SELECT = `SELECT r.enterprise_recharge_id, r.enterprise_id, e.enterprise_name, r.order_no, r.recharge_cents,
  r.status, r.pay_type, r.create_by, r.created_at_ms, r.recharge_time, r.pay_time
  FROM enterprise_recharge r LEFT JOIN ent_enterprise e ON e.enterprise_id = r.enterprise_id`;

export function rechargeByOrderNo(db: Db, orderNo: string): RechargeRow | undefined {
  return db.prepare(`${RECHARGE_SELECT} WHERE r.order_no = ?`).get(orderNo) as RechargeRow | undefined;
}

/**
 * Marks an unpaid online top-up paid: status 1, the wallet credited, a top-up bill line (type 0).
 * Answers false (changing nothing) when the order is not an unpaid online one any more.
 */
export function payTopup(db: Db, at: number, orderNo: string): boolean {
  return db.transaction(() => {
    cancelExpiredTopups(db, at);
    const row = rechargeByOrderNo(db, orderNo);
    if (!row || row.status !== RECHARGE_UNPAID || row.pay_type !== PAY_TYPE_ONLINE) return false;
    db.prepare(
      'UPDATE enterprise_recharge SET status = ?, pay_time = ? WHERE enterprise_recharge_id = ?',
    ).run(RECHARGE_PAID, formatTime(at), row.enterprise_recharge_id);
    const creator = db
      .prepare(
        `SELECT u.phonenumber FROM enterprise_recharge r JOIN sys_user u ON u.user_id = r.create_user_id
         WHERE r.enterprise_recharge_id = ?`,
      )
      .get(row.enterprise_recharge_id) as { phonenumber: string | null } | undefined;
    changeBalance(db, at, {
      enterpriseId: row.enterprise_id,
      changeCents: row.recharge_cents,
      operType: 0,
      orderNo,
      createBy: row.create_by,
      phonenumber: creator?.phonenumber ?? '',
      remark: '在线充值（沙箱支付）',
    });
    return true;
  })();
}
