import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/database';
import { startTestServer, type TestServer } from '../testing/harness';

/** D44: 工作空间 (recent activity, my orders by state) and 数据中心 (order figures), staff only. */
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server.close());

const grant = (roleId: number, code: string) =>
  server.db
    .prepare('INSERT OR IGNORE INTO sys_role_button (role_id, button) VALUES (?, ?)')
    .run(roleId, code);

const dataCentre = async (token: string, query: Record<string, unknown> = {}) =>
  server.call('GET', '/analysis/dataCentre', { token, query });

/** A copy of order 1 with what a figure reads changed (the other columns stay valid). */
function addOrder(order: {
  no: string;
  created: string;
  status: string;
  finished?: string;
  cents?: number;
  province: string;
  enterpriseId: number;
  enterpriseName: string;
}) {
  server.db
    .prepare(
      `INSERT INTO work_order (order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_code,
         city_code, area_code, detailed_address, address, install_type, order_type_id, order_type_name, number,
         order_status, create_by, create_time, finish_time, enterprise_amount_cents)
       SELECT ?, ?, ?, customer_name, customer_mobile, ?, city_code, area_code, detailed_address, address, install_type,
         order_type_id, order_type_name, number, ?, create_by, ?, ?, ? FROM work_order ORDER BY order_id LIMIT 1`,
    )
    .run(
      order.no,
      order.enterpriseId,
      order.enterpriseName,
      order.province,
      order.status,
      order.created,
      order.finished ?? null,
      order.cents ?? null,
    );
}

describe('数据中心 (D44)', () => {
  it('computes the figures of a small known data set: per day, province and enterprise', async () => {
    const provinces = server.db
      .prepare(
        'SELECT province_code AS code, province_name AS name FROM bd_province ORDER BY province_code LIMIT 2',
      )
      .all() as { code: string; name: string }[];
    const [first, second] = provinces;
    if (!first || !second) throw new Error('the seed has two provinces');
    addOrder({
      no: 'T1',
      created: '2030-01-01 10:00:00',
      status: 'settled',
      finished: '2030-01-02 10:00:00',
      cents: 18000,
      province: first.code,
      enterpriseId: 1,
      enterpriseName: '甲',
    });
    addOrder({
      no: 'T2',
      created: '2030-01-01 12:00:00',
      status: 'completed',
      finished: '2030-01-01 18:00:00',
      province: first.code,
      enterpriseId: 2,
      enterpriseName: '乙',
    });
    // A cancelled order has a finish time too: it is created, never completed.
    addOrder({
      no: 'T3',
      created: '2030-01-03 09:00:00',
      status: 'cancelled',
      finished: '2030-01-03 10:00:00',
      province: second.code,
      enterpriseId: 1,
      enterpriseName: '甲',
    });
    // Outside the range by a second on either side.
    addOrder({
      no: 'T4',
      created: '2029-12-31 23:59:59',
      status: 'completed',
      finished: '2030-01-01 01:00:00',
      province: first.code,
      enterpriseId: 1,
      enterpriseName: '甲',
    });
    addOrder({
      no: 'T5',
      created: '2030-01-04 00:00:00',
      status: 'settled',
      finished: '2030-01-04 02:00:00',
      cents: 500,
      province: first.code,
      enterpriseId: 1,
      enterpriseName: '甲',
    });

    const admin = await server.login('admin');
    const { body } = await dataCentre(admin, { beginDay: '2030-01-01', endDay: '2030-01-03' });
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      beginDay: '2030-01-01',
      endDay: '2030-01-03',
      totals: { orders: 3, completed: 2, completionRate: 0.6667, avgCompleteHours: 15, revenue: 180 },
      days: [
        { day: '2030-01-01', orders: 2, completed: 2, revenue: 180 },
        { day: '2030-01-02', orders: 0, completed: 0, revenue: 0 },
        { day: '2030-01-03', orders: 1, completed: 0, revenue: 0 },
      ],
      provinces: [
        {
          key: first.code,
          name: first.name,
          orders: 2,
          completed: 2,
          completionRate: 1,
          avgCompleteHours: 15,
          revenue: 180,
        },
        {
          key: second.code,
          name: second.name,
          orders: 1,
          completed: 0,
          completionRate: 0,
          avgCompleteHours: null,
          revenue: 0,
        },
      ],
      enterprises: [
        {
          key: '1',
          name: '甲',
          orders: 2,
          completed: 1,
          completionRate: 0.5,
          avgCompleteHours: 24,
          revenue: 180,
        },
        { key: '2', name: '乙', orders: 1, completed: 1, completionRate: 1, avgCompleteHours: 6, revenue: 0 },
      ],
    });
  });

  it('answers the last 30 days by default, an empty range with zeros, and a whole year', async () => {
    const dispatcher = await server.login('dispatcher');
    const fallback = (await dataCentre(dispatcher)).body.data as {
      beginDay: string;
      endDay: string;
      days: unknown[];
    };
    // TEST_NOW is 2025-03-15 in UTC+8.
    expect(fallback.beginDay).toBe('2025-02-14');
    expect(fallback.endDay).toBe('2025-03-15');
    expect(fallback.days).toHaveLength(30);
    const empty = (await dataCentre(dispatcher, { beginDay: '2031-01-01', endDay: '2031-01-01' })).body.data;
    expect(empty).toMatchObject({
      totals: { orders: 0, completed: 0, completionRate: null, avgCompleteHours: null, revenue: 0 },
      provinces: [],
      enterprises: [],
    });
    const leapYear = await dataCentre(dispatcher, { beginDay: '2024-01-01', endDay: '2024-12-31' });
    expect((leapYear.body.data as { days: unknown[] }).days).toHaveLength(366);
    const all = (await dataCentre(dispatcher, { beginDay: '2024-03-16', endDay: '2025-03-15' })).body
      .data as {
      totals: { orders: number };
    };
    expect(all.totals.orders).toBe(
      server.count(
        'work_order',
        "create_time >= '2024-03-16 00:00:00' AND create_time <= '2025-03-15 23:59:59'",
      ),
    );
  });

  it('refuses a range beyond a year, reversed, a day that does not exist and a malformed day', async () => {
    const admin = await server.login('admin');
    const tooLong = await dataCentre(admin, { beginDay: '2024-01-01', endDay: '2025-01-01' });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 400]);
    expect(tooLong.body.msg).toBe('统计区间不能超过 366 天，请缩小日期范围');
    const reversed = await dataCentre(admin, { beginDay: '2025-03-02', endDay: '2025-03-01' });
    expect(reversed.body.msg).toBe('开始时间不能晚于结束时间');
    const noSuchDay = await dataCentre(admin, { beginDay: '2025-02-30', endDay: '2025-03-01' });
    expect(noSuchDay.body.msg).toBe('日期 2025-02-30 不存在');
    const malformed = await dataCentre(admin, { beginDay: '2025-3-1' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 400]);
  });

  it('speaks the caller’s language when it refuses', async () => {
    const admin = await server.login('admin');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/analysis/dataCentre?beginDay=2024-01-01&endDay=2025-01-01',
      headers: { 'access-token': admin, 'accept-language': 'en-US' },
    });
    expect(response.json().msg).toBe('The range cannot exceed 366 days, please choose a shorter one');
  });

  it('refuses without a session, staff without the code, and enterprise users and masters even with it', async () => {
    expect((await server.call('GET', '/analysis/dataCentre')).status).toBe(401);
    // The technical role has the workplace, not the data centre; the viewer neither.
    for (const login of ['viewer', 'tech1']) {
      expect((await dataCentre(await server.login(login))).status, login).toBe(403);
    }
    grant(31, 'dashboard:datacentre:view');
    grant(35, 'dashboard:datacentre:view');
    for (const login of ['enterprise', 'master']) {
      const refused = await dataCentre(await server.login(login));
      expect(refused.status, login).toBe(403);
      expect(refused.body.msg, login).toContain('数据中心');
    }
    for (const login of ['admin', 'dispatcher', 'market']) {
      expect((await dataCentre(await server.login(login))).body.code, login).toBe(0);
    }
  });
});

describe('工作空间 (D44)', () => {
  const addLog = (operName: string, title: string, operTime: string, status = 0) =>
    server.db
      .prepare(
        `INSERT INTO sys_oper_log (title, business_type, request_method, oper_name, oper_url, oper_ip, oper_param,
           status, error_msg, oper_time) VALUES (?, 2, 'POST', ?, '/api/x', '10.0.0.9', '{"secret":1}', ?, '', ?)`,
      )
      .run(title, operName, status, operTime);

  it("answers the caller's own latest steps, newest first, at most 10, with least data", async () => {
    for (let index = 0; index < 12; index += 1)
      addLog('dispatcher', '订单管理', `2030-01-01 10:${String(index).padStart(2, '0')}:00`);
    addLog('dispatcher', '客户订单', '2030-01-02 09:00:00', 1);
    addLog('admin', '用户管理', '2030-01-03 09:00:00');
    const { body } = await server.call('GET', '/analysis/activity', {
      token: await server.login('dispatcher'),
    });
    const rows = body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({
      title: '客户订单',
      businessType: 2,
      status: 1,
      operTime: '2030-01-02 09:00:00',
    });
    expect(rows[1]).toMatchObject({ title: '订单管理', operTime: '2030-01-01 10:11:00' });
    expect(rows.map((row) => row.title)).not.toContain('用户管理');
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'businessType',
      'operId',
      'operTime',
      'status',
      'title',
    ]);
  });

  it('lets the technical role in (workplace code), refuses the viewer, enterprise users and masters', async () => {
    expect((await server.call('GET', '/analysis/activity')).status).toBe(401);
    const viewer = await server.call('GET', '/analysis/activity', { token: await server.login('viewer') });
    expect(viewer.status).toBe(403);
    grant(31, 'dashboard:workplace:view');
    grant(35, 'dashboard:workplace:view');
    for (const login of ['enterprise', 'master']) {
      const refused = await server.call('GET', '/analysis/activity', { token: await server.login(login) });
      expect(refused.status, login).toBe(403);
      expect(refused.body.msg, login).toContain('工作空间');
    }
    for (const login of ['admin', 'market', 'tech1']) {
      const answer = await server.call('GET', '/analysis/activity', { token: await server.login(login) });
      expect(answer.body.code, login).toBe(0);
    }
  });

  it('counts my orders by state as the order list keeps them (isMyOrder)', async () => {
    const dispatcher = await server.login('dispatcher');
    const mine = (
      await server.call('GET', '/order/order/statusCount', { token: dispatcher, query: { isMyOrder: true } })
    ).body.data as { orderStatus: string; count: number }[];
    for (const { orderStatus, count } of mine) {
      const listed = await server.call('GET', '/order/order/list', {
        token: dispatcher,
        query: { orderStatus, isMyOrder: true, pageSize: 1 },
      });
      expect(listed.body.total, orderStatus).toBe(count);
    }
    expect(mine.reduce((sum, entry) => sum + entry.count, 0)).toBe(
      server.count('work_order', 'principal_id = 2'),
    );
  });
});

describe('migration 0018 on a database seeded before it (D44)', () => {
  it('adds both codes under their screens, grants them and the screens to the staff roles, and the index', () => {
    const all = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
    const before = mkdtempSync(path.join(tmpdir(), 'onsite-migrations-'));
    for (const file of readdirSync(all).filter((name) => name < '0018')) {
      copyFileSync(path.join(all, file), path.join(before, file));
    }
    const db = new Database(':memory:');
    migrate(db, before);
    const time = '2024-01-08 09:00:00';
    db.prepare(
      `INSERT INTO sys_role (role_id, role_name, role_key, create_time) VALUES (29, '派单主管', 'dispatcher', ?),
         (34, '技术支持', 'technical', ?), (31, '企业用户', 'enterprise', ?)`,
    ).run(time, time, time);
    db.prepare(
      `INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type) VALUES (4, 1, '工作空间', 'workplace', 'C'),
         (6, 1, '数据中心', 'dataCentre', 'C')`,
    ).run();
    migrate(db, all);
    const granted = (key: string) =>
      db.prepare('SELECT role_id AS roleId FROM sys_role_button WHERE button = ? ORDER BY 1').all(key);
    expect(granted('dashboard:workplace:view')).toEqual([{ roleId: 29 }, { roleId: 34 }]);
    expect(granted('dashboard:datacentre:view')).toEqual([{ roleId: 29 }]);
    expect(
      db
        .prepare(
          "SELECT parent_id AS parentId FROM sys_menu WHERE menu_type = 'F' AND perms LIKE 'dashboard:%' ORDER BY 1",
        )
        .all(),
    ).toEqual([{ parentId: 4 }, { parentId: 6 }]);
    expect(
      db.prepare('SELECT role_id AS roleId, menu_id AS menuId FROM sys_role_menu ORDER BY 1, 2').all(),
    ).toEqual([
      { roleId: 29, menuId: 4 },
      { roleId: 29, menuId: 6 },
      { roleId: 34, menuId: 4 },
    ]);
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT oper_id FROM sys_oper_log WHERE oper_name = 'x' ORDER BY oper_time DESC LIMIT 10",
      )
      .all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toContain('sys_oper_log_name_time');
  });
});
