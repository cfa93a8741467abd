import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DispatchCandidate,
  MASTER_SCORE_WINDOW,
  type MasterQueryRow,
  type MasterScore,
  type MasterScoreDetail,
  masterScoreOf,
} from '@onsite/domain';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../db/database';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let dispatcher: string;
beforeEach(async () => {
  server = await startTestServer();
  dispatcher = await server.login('dispatcher');
});
afterEach(async () => server.close());

interface Answer<T> {
  status: number;
  body: { code: number; msg: string; data?: T; rows?: T[]; total?: number };
}

const get = <T>(url: string, token: string, query: Record<string, string | number | undefined> = {}) =>
  server.call('GET', url, { token, query }) as Promise<Answer<T>>;

/** The master's newest ratings in the database, newest first. */
const newestStars = (masterId: number) =>
  (
    server.db
      .prepare(
        'SELECT stars FROM order_feedback WHERE master_id = ? ORDER BY create_time DESC, feedback_id DESC LIMIT ?',
      )
      .all(masterId, MASTER_SCORE_WINDOW) as { stars: number }[]
  ).map((row) => row.stars);

/** D57: the master's complaints decided upheld within the last 90 days of the harness's clock. */
const upheld = (masterId: number) =>
  (
    server.db
      .prepare(
        `SELECT COUNT(*) AS n FROM complaint WHERE master_id = ? AND state = 'upheld'
           AND handle_time >= datetime('2025-03-15 10:00:00', '-90 days') AND handle_time <= '2025-03-15 10:00:00'`,
      )
      .get(masterId) as { n: number }
  ).n;

describe('master scores (D50)', () => {
  it('lists every master with the score made from their newest ratings, the best first and the unrated last', async () => {
    const { body } = await get<MasterScore>('/master/score/list', dispatcher, { pageSize: 50 });
    expect(body.code).toBe(0);
    expect(body.total).toBe(server.count('master'));
    const rows = body.rows ?? [];
    for (const row of rows) {
      // D57: less COMPLAINT_DEDUCTION per upheld complaint of the last 90 days.
      expect(row.score, row.masterName).toBe(masterScoreOf(newestStars(row.masterId), upheld(row.masterId)));
      expect(row.ratingCount, row.masterName).toBe(
        server.count('order_feedback', `master_id = ${row.masterId}`),
      );
    }
    const scores = rows.map((row) => row.score);
    const rated = scores.filter((score): score is number => score !== null);
    expect(rated.length).toBeGreaterThan(5);
    expect(scores.slice(0, rated.length)).toEqual([...rated].sort((a, b) => b - a));
    expect(scores.slice(rated.length).every((score) => score === null)).toBe(true);
    // The seed gives masters of different kinds different scores.
    expect(new Set(rated).size).toBeGreaterThan(2);
  });

  it('filters by name, state and a score range, refusing a minimum above the maximum', async () => {
    const { body } = await get<MasterScore>('/master/score/list', dispatcher, {
      minScore: 4.5,
      maxScore: 5,
      state: 'active',
    });
    expect(body.rows?.length).toBeGreaterThan(0);
    expect(body.rows?.every((row) => row.score !== null && row.score >= 4.5 && row.state === 'active')).toBe(
      true,
    );
    const { body: named } = await get<MasterScore>('/master/score/list', dispatcher, { masterName: '郭' });
    expect(named.rows?.map((row) => row.masterName)).toEqual(['郭师傅']);
    const { body: refused } = await get('/master/score/list', dispatcher, { minScore: 4, maxScore: 3 });
    expect(refused).toMatchObject({ code: 400, msg: '最低评分不能高于最高评分' });
    const { body: queryRefused } = await get('/master/query/list', dispatcher, { minScore: 4, maxScore: 3 });
    expect(queryRefused).toMatchObject({ code: 400, msg: '最低评分不能高于最高评分' });
  });

  it('shows the ratings behind a score, their average and the deduction', async () => {
    const { body } = await get<MasterScoreDetail>('/master/score/detail', dispatcher, { masterId: 1 });
    const detail = body.data as MasterScoreDetail;
    expect(detail).toMatchObject({ masterId: 1, masterName: '郭师傅', window: MASTER_SCORE_WINDOW });
    expect(detail.ratings.map((row) => row.stars)).toEqual(newestStars(1));
    expect(detail.ratings.every((row) => row.masterId === 1)).toBe(true);
    expect(detail.upheldComplaints).toBe(0);
    expect(detail.deduction).toBe(0);
    expect(detail.score).toBe(masterScoreOf(newestStars(1)));
    const stars = newestStars(1);
    expect(detail.average).toBeCloseTo(stars.reduce((sum, value) => sum + value, 0) / stars.length, 2);
    const unrated = (await get<MasterScoreDetail>('/master/score/detail', dispatcher, { masterId: 15 })).body
      .data;
    expect(unrated).toMatchObject({ score: null, average: null, ratingCount: 0, ratings: [] });
    const { body: missing } = await get('/master/score/detail', dispatcher, { masterId: 999 });
    expect(missing).toMatchObject({ code: 500, msg: '师傅 999 不存在' });
  });

  it('offers each dispatch candidate with their score and number of ratings', async () => {
    const order = server.db
      .prepare("SELECT order_id FROM work_order WHERE order_status = 'toDispatch' AND held = 0 LIMIT 1")
      .get() as { order_id: number };
    const { body } = await get<DispatchCandidate[]>('/order/order/masterList', dispatcher, {
      orderId: order.order_id,
    });
    const candidates = body.data as unknown as DispatchCandidate[];
    const guo = candidates.find((row) => row.masterId === 1) as DispatchCandidate;
    expect(guo.ratingCount).toBe(server.count('order_feedback', 'master_id = 1'));
    expect(guo.score).toBe(masterScoreOf(newestStars(1)));
  });
});

describe('master search for dispatchers (D50)', () => {
  it('searches by skill, region, state and score with open orders and score, without ID cards', async () => {
    const { body } = await get<MasterQueryRow>('/master/query/list', dispatcher, {
      skill: '1',
      provinceCode: '440000',
      state: 'active',
      minScore: 3,
      pageSize: 50,
    });
    expect(body.code).toBe(0);
    const rows = body.rows ?? [];
    expect(rows.map((row) => row.masterId)).toEqual(expect.arrayContaining([1, 2]));
    for (const row of rows) {
      expect(row.state).toBe('active');
      expect(row.skills).toContain('1');
      expect(row.score).not.toBeNull();
      expect(row.score as number).toBeGreaterThanOrEqual(3);
      expect(row).not.toHaveProperty('idCardNo');
      const open = server.count(
        'work_order',
        `master_id = ${row.masterId} AND order_status IN ('dispatched', 'accepted', 'inService')`,
      );
      expect(row.openOrders, row.masterName).toBe(open);
      expect(row.ratingCount).toBe(server.count('order_feedback', `master_id = ${row.masterId}`));
    }
    const { body: phone } = await get<MasterQueryRow>('/master/query/list', dispatcher, {
      phonenumber: '13600000015',
    });
    expect(phone.rows?.map((row) => row.masterName)).toEqual(['邓师傅']);
  });

  it('refuses enterprise users and masters even with the codes, and staff without them', async () => {
    server.db
      .prepare(
        `INSERT OR IGNORE INTO sys_role_button (role_id, button)
         SELECT r.role_id, c.code FROM sys_role r, (SELECT 'master:score:list' AS code UNION ALL SELECT 'master:master:list') c
         WHERE r.role_key IN ('enterprise', 'master')`,
      )
      .run();
    for (const login of ['enterprise', 'master']) {
      const token = await server.login(login);
      expect((await get('/master/score/list', token)).status, login).toBe(403);
      expect((await get('/master/score/detail', token, { masterId: 1 })).status, login).toBe(403);
      expect((await get('/master/query/list', token)).status, login).toBe(403);
    }
    // Finance holds neither code.
    const finance = await server.login('finance');
    expect((await get('/master/score/list', finance)).status).toBe(403);
    expect((await get('/master/score/detail', finance, { masterId: 1 })).status).toBe(403);
    expect((await get('/master/query/list', finance)).status).toBe(403);
  });
});

describe('migration 0023 on a database seeded before it (D50)', () => {
  it('clears the made-up scores and grants the new codes and menus', () => {
    const all = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const before = mkdtempSync(path.join(tmpdir(), 'onsite-migrations-'));
    for (const file of readdirSync(all).filter((name) => name < '0023')) {
      copyFileSync(path.join(all, file), path.join(before, file));
    }
    const db = new Database(':memory:');
    migrate(db, before);
    rmSync(before, { recursive: true, force: true });
    const time = '2024-01-08 09:00:00';
    db.prepare(
      "INSERT INTO master (master_id, master_name, phonenumber, score) VALUES (1, '郭师傅', '13600000001', 4.8)",
    ).run();
    const role = db.prepare(
      'INSERT INTO sys_role (role_id, role_name, role_key, create_time) VALUES (?, ?, ?, ?)',
    );
    role.run(1, '超级管理员', 'admin', time);
    role.run(29, '派单主管', 'dispatcher', time);
    role.run(34, '技术支持', 'technical', time);
    const menu = db.prepare(
      "INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type) VALUES (?, 0, ?, ?, 'C')",
    );
    menu.run(1, '订单反馈', 'feedback');
    menu.run(2, '师傅评分', 'masterScore');
    migrate(db, all);
    expect(db.prepare('SELECT score FROM master WHERE master_id = 1').get()).toEqual({ score: null });
    const buttons = (roleId: number) =>
      (
        db
          .prepare(
            "SELECT button FROM sys_role_button WHERE role_id = ? AND (button LIKE 'order:feedback:%' OR button = 'master:score:list') ORDER BY 1",
          )
          .all(roleId) as { button: string }[]
      ).map((row) => row.button);
    const every = ['master:score:list', 'order:feedback:add', 'order:feedback:export', 'order:feedback:list'];
    expect(buttons(1)).toEqual(every);
    expect(buttons(29)).toEqual(every);
    expect(buttons(34)).toEqual(['master:score:list', 'order:feedback:add', 'order:feedback:list']);
    expect(db.prepare('SELECT menu_id FROM sys_role_menu WHERE role_id = 34 ORDER BY 1').all()).toEqual([
      { menu_id: 1 },
      { menu_id: 2 },
    ]);
    expect(db.prepare('SELECT perms FROM sys_menu WHERE parent_id = 1 ORDER BY order_num').all()).toEqual([
      { perms: 'order:feedback:list' },
      { perms: 'order:feedback:add' },
      { perms: 'order:feedback:export' },
    ]);
    db.close();
  });
});
