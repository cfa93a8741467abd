import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORDER_STATUS_VALUES } from '@onsite/domain';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/database';
import { TEST_NOW } from '../testing/harness';
import { seedIfEmpty } from './index';
import { createRandom } from './prng';

async function seeded() {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  await seedIfEmpty(db, { now: TEST_NOW });
  return db;
}

const dump = (db: Database.Database, table: string, order: string) =>
  JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all());

describe('the demo seed', () => {
  it('writes every file its rows name into the data folder it is given, an in-memory database too', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'onsite-seed-files-'));
    try {
      const db = new Database(':memory:');
      migrate(db);
      await seedIfEmpty(db, { now: TEST_NOW, filesDir: folder });
      const stored = (db.prepare('SELECT path FROM dfs_file').all() as { path: string }[]).map(
        (row) => row.path,
      );
      expect(stored.length).toBeGreaterThan(10);
      expect(stored.filter((relative) => !existsSync(path.join(folder, ...relative.split('/'))))).toEqual([]);
      db.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('gives the same data on every start (seeded PRNG, no Math.random)', async () => {
    const [first, second] = await Promise.all([seeded(), seeded()]);
    const tables: [string, string][] = [
      ['customer_order', 'id'],
      ['customer_order_info', 'info_id'],
      ['work_order', 'order_id'],
      ['work_order_course', 'course_id'],
      ['order_reminder', 'reminder_id'],
      ['enterprise_recharge', 'enterprise_recharge_id'],
      ['enterprise_detailed', 'enterprise_detailed_id'],
      ['wallet', 'enterprise_id'],
      ['sys_menu', 'menu_id'],
      ['sys_role_button', 'role_id, button'],
      ['sys_dict_data', 'dict_code'],
      ['ent_enterprise', 'enterprise_id'],
    ];
    for (const [table, order] of tables)
      expect(dump(first, table, order), table).toBe(dump(second, table, order));
    expect(await seedIfEmpty(first, { now: TEST_NOW })).toBe(false);
    first.close();
    second.close();
  });

  it('seeds enough to page through, in every state', async () => {
    const db = await seeded();
    const count = (sql: string) => (db.prepare(sql).get() as { total: number }).total;
    expect(count('SELECT COUNT(*) AS total FROM ent_enterprise')).toBe(40);
    expect(count('SELECT COUNT(DISTINCT status) AS total FROM customer_order')).toBe(3);
    // D32: every status of the lifecycle, the demo master's orders among them, a settlement with its bill lines.
    expect(count('SELECT COUNT(DISTINCT order_status) AS total FROM work_order')).toBe(
      ORDER_STATUS_VALUES.length,
    );
    expect(
      count(
        `SELECT COUNT(DISTINCT order_status) AS total FROM work_order WHERE master_id = 1
           AND order_status IN ('dispatched', 'accepted', 'inService', 'completed', 'verified', 'settled', 'cancelled')`,
      ),
    ).toBe(7);
    expect(count('SELECT COUNT(*) AS total FROM work_order WHERE back_reason IS NOT NULL')).toBeGreaterThan(
      0,
    );
    expect(
      count('SELECT COUNT(*) AS total FROM work_order WHERE parent_order_id IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS total FROM master_bill')).toBe(1);
    expect(
      count(
        `SELECT COUNT(*) AS total FROM enterprise_detailed d JOIN work_order o ON o.order_no = d.order_no
         WHERE o.order_status = 'settled' AND d.oper_type = 1`,
      ),
    ).toBe(1);
    // The demo master and team head, and (D52) teamhead2.
    expect(count('SELECT COUNT(*) AS total FROM master WHERE user_id IS NOT NULL')).toBe(3);
    expect(count('SELECT COUNT(*) AS total FROM work_order')).toBeGreaterThan(500);
    expect(count('SELECT COUNT(DISTINCT status) AS total FROM enterprise_recharge')).toBe(3);
    expect(
      count('SELECT COUNT(DISTINCT oper_type) AS total FROM enterprise_detailed WHERE enterprise_id = 1'),
    ).toBe(6);
    // Every role but the administrator's grants at least one button (D11: none would mean all).
    expect(
      count(
        'SELECT COUNT(*) AS total FROM sys_role r WHERE NOT EXISTS (SELECT 1 FROM sys_role_button b WHERE b.role_id = r.role_id)',
      ),
    ).toBe(0);
    // The wallet balance is the running balance of the last bill line.
    const wallets = db
      .prepare(
        `SELECT w.balance_cents AS balance, (SELECT balance_cents FROM enterprise_detailed d WHERE d.enterprise_id = w.enterprise_id
           ORDER BY create_time DESC, enterprise_detailed_id DESC LIMIT 1) AS last FROM wallet w`,
      )
      .all() as { balance: number; last: number | null }[];
    for (const wallet of wallets) expect(wallet.balance).toBe(wallet.last ?? 0);
    expect(count('SELECT COUNT(*) AS total FROM wallet WHERE balance_cents < 0')).toBe(0);
    db.close();
  });

  it('draws the same numbers from the same PRNG seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const draws = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(draws);
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
