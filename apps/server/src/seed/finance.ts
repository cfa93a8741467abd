import { enterpriseIds, marketPrincipalOf } from '../core/enterprises';
import { assignRegistrationCode } from '../core/registrationCodes';
import { compactTime, formatTime } from '../core/time';
import type { Db } from '../db/database';
import { chance, pick, type Random, randomInt } from './prng';
import { type SeedFilesDir, sampleBarcodePng, writeSeedFile } from './sampleFiles';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const PRESETS = [200, 400, 600, 800, 1000, 1500, 2000, 3000];

/** Enterprise whose wallet flag is 9 (its users do not see the account menu, spec 000 §2.4). */
export const HIDDEN_ACCOUNT_ENTERPRISE = 3;

/** A change of a wallet, applied in time order; `change` may depend on the balance at that time. */
interface LedgerEntry {
  at: number;
  operType: 0 | 1 | 2 | 3 | 4 | 5;
  orderNo: string;
  change: (balance: number) => number;
  remark: string;
  by: string;
}

interface Ledger {
  db: Db;
  enterpriseId: number;
  createBy: string;
  phone: string;
  entries: LedgerEntry[];
}

function recharge(
  ledger: Ledger,
  at: number,
  yuan: number,
  status: 1 | 2 | 3,
  payType: 1 | 2,
  userId: number | null,
): number {
  const { db } = ledger;
  const { next } = db
    .prepare('SELECT COALESCE(MAX(enterprise_recharge_id), 0) + 1 AS next FROM enterprise_recharge')
    .get() as {
    next: number;
  };
  const orderNo = `CZ${compactTime(at)}${String(next).padStart(4, '0')}`;
  db.prepare(
    `INSERT INTO enterprise_recharge (enterprise_recharge_id, enterprise_id, order_no, recharge_cents, status, pay_type, create_by,
       create_user_id, created_at_ms, recharge_time, pay_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    next,
    ledger.enterpriseId,
    orderNo,
    yuan * 100,
    status,
    payType,
    ledger.createBy,
    userId,
    at,
    formatTime(at),
    status === 1 ? formatTime(at + MINUTE_MS) : null,
  );
  if (status === 1) {
    ledger.entries.push({
      at: at + MINUTE_MS,
      operType: 0,
      orderNo,
      change: () => yuan * 100,
      remark: payType === 2 ? '在线充值' : '线下转账充值',
      by: ledger.createBy,
    });
  }
  return next;
}

/**
 * The bank slip picture of a seeded offline transfer (D35), stored like an upload: a row of `dfs_file`
 * and the file in the data folder.
 */
function attachSlip(
  db: Db,
  filesDir: SeedFilesDir,
  rechargeId: number,
  enterpriseId: number,
  at: number,
): void {
  const slipPath = `uploads/slip/${enterpriseId}/seed/slip-${rechargeId}.png`;
  const data = sampleBarcodePng(240, 120, 5);
  const time = formatTime(at);
  db.prepare(
    `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
     VALUES (?, '转账凭证.png', 'image/png', ?, 'enterprise', ?, NULL, ?)`,
  ).run(slipPath, data.length, enterpriseId, time);
  db.prepare(
    'UPDATE enterprise_recharge SET slip_path = ?, slip_time = ? WHERE enterprise_recharge_id = ?',
  ).run(slipPath, time, rechargeId);
  writeSeedFile(filesDir, slipPath, data);
}

/** Writes the bill lines in time order with their running balance; answers the final balance. */
function writeLedger(ledger: Ledger): number {
  const insert = ledger.db.prepare(
    `INSERT INTO enterprise_detailed (enterprise_id, oper_type, order_no, change_cents, balance_cents, create_by, phonenumber,
       create_time, remark) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let balance = 0;
  for (const entry of [...ledger.entries].sort((a, b) => a.at - b.at)) {
    const change = entry.change(balance);
    balance += change;
    insert.run(
      ledger.enterpriseId,
      entry.operType,
      entry.orderNo,
      change,
      balance,
      entry.by,
      ledger.phone,
      formatTime(entry.at),
      entry.remark,
    );
  }
  return balance;
}

/** Work-order charges and the other operation types (1–5), after the top-ups of the same enterprise. */
function otherLines(ledger: Ledger, anchor: number): void {
  const at = anchor - 10 * DAY_MS;
  const orderNo = (kind: number) => `GD${compactTime(at).slice(0, 8)}0000${ledger.enterpriseId}${kind}`;
  const add = (
    day: number,
    operType: LedgerEntry['operType'],
    change: LedgerEntry['change'],
    remark: string,
    by: string,
  ) =>
    ledger.entries.push({ at: at + day * DAY_MS, operType, orderNo: orderNo(operType), change, remark, by });
  add(0, 1, (balance) => -Math.min(balance, 12_000), '工单扣款', '系统');
  add(1, 2, () => 6_000, '回收站退款', '王派单');
  add(2, 3, (balance) => -Math.min(2_000, balance), '改价', '王派单');
  add(3, 4, (balance) => -Math.min(1_000, balance), '转单', '王派单');
  add(4, 5, () => 1_000, '回收站恢复', '王派单');
}

/**
 * Wallets of every enterprise, top-ups in every status (enterprise 1 has each status and pay
 * type, one unpaid online top-up only minutes old so that it can still be paid, and two offline
 * transfers awaiting review, one with its bank slip), bill lines of
 * every operation type whose running balance is the wallet's, and registration codes.
 */
export function seedFinance(
  db: Db,
  random: Random,
  anchor: number,
  enterpriseUsers: ReadonlyMap<number, { id: number; name: string; phone: string }>,
  filesDir: SeedFilesDir,
): void {
  for (const enterpriseId of enterpriseIds(db)) {
    const owner = enterpriseUsers.get(enterpriseId);
    const ledger: Ledger = {
      db,
      enterpriseId,
      createBy: owner?.name ?? '系统',
      phone: owner?.phone ?? marketPrincipalOf(db, enterpriseId).phonenumber,
      entries: [],
    };
    const userId = owner?.id ?? null;
    // Random (issue 14), not from the seed's PRNG: the demo's codes cannot be read off the source.
    assignRegistrationCode(db, enterpriseId, { name: '系统', at: anchor });
    if (enterpriseId === 1) {
      recharge(ledger, anchor - 60 * DAY_MS, 3000, 1, 2, userId);
      recharge(ledger, anchor - 40 * DAY_MS, 2000, 1, 1, userId);
      recharge(ledger, anchor - 20 * DAY_MS, 400, 3, 2, userId);
      // Offline transfers awaiting the staff's review (D35): one with its bank slip, one without yet.
      const slipped = recharge(ledger, anchor - 3 * DAY_MS, 1500, 2, 1, userId);
      attachSlip(db, filesDir, slipped, enterpriseId, anchor - 3 * DAY_MS + 20 * MINUTE_MS);
      recharge(ledger, anchor - DAY_MS, 800, 2, 1, userId);
      recharge(ledger, anchor - 5 * MINUTE_MS, 600, 2, 2, userId);
    } else {
      const count = randomInt(random, 0, 4);
      for (let index = 0; index < count; index += 1) {
        const status = chance(random, 0.7) ? 1 : chance(random, 0.5) ? 3 : 2;
        // An unpaid top-up of the seed is an offline transfer: online ones would be cancelled within 30 minutes.
        const payType = status === 2 ? 1 : pick(random, [1, 2] as const);
        recharge(
          ledger,
          anchor - randomInt(random, 1, 150) * DAY_MS,
          pick(random, PRESETS),
          status,
          payType,
          userId,
        );
      }
    }
    if (enterpriseId <= 10 && ledger.entries.length > 0) otherLines(ledger, anchor);
    db.prepare('INSERT INTO wallet (enterprise_id, balance_cents, pay_identification) VALUES (?, ?, ?)').run(
      enterpriseId,
      writeLedger(ledger),
      enterpriseId === HIDDEN_ACCOUNT_ENTERPRISE ? 9 : 1,
    );
  }
}

/** A few sign-ins per seeded account (recent logins, login logs), and one failed attempt. */
export function seedLoginLogs(
  db: Db,
  random: Random,
  anchor: number,
  users: readonly { id: number; login: string }[],
): void {
  const insert = db.prepare(
    `INSERT INTO sys_logininfor (user_id, login_name, ipaddr, login_location, device_type, browser, os, status, msg, login_time)
     VALUES (?, ?, ?, '内网IP', ?, ?, ?, ?, ?, ?)`,
  );
  for (const user of users.slice(0, 10)) {
    for (let index = 0; index < 3; index += 1) {
      const mobileDevice = chance(random, 0.2);
      insert.run(
        user.id,
        user.login,
        `10.0.${randomInt(random, 0, 9)}.${randomInt(random, 2, 250)}`,
        mobileDevice ? 'Mobile' : 'PC',
        mobileDevice ? 'Safari 17' : pick(random, ['Chrome 126', 'Edge 125', 'Firefox 127']),
        mobileDevice ? 'iOS 17' : pick(random, ['Windows 10', 'Windows 11', 'macOS']),
        '0',
        '登录成功',
        formatTime(anchor - randomInt(random, 1, 30) * DAY_MS - randomInt(random, 0, 36_000) * 1000),
      );
    }
  }
  insert.run(
    2,
    'dispatcher',
    '10.0.0.9',
    'PC',
    'Edge 125',
    'Windows 11',
    '1',
    '用户名或密码错误',
    formatTime(anchor - 2 * DAY_MS),
  );
}
