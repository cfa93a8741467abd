import type { EnterpriseOrderTimeout, OrderTimeoutDefault, OverdueOrder } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../core/time';
import { migrate } from '../../db/database';
import type { LiveMessageOut } from '../../live/events';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'market' | 'enterprise' | 'viewer' | 'master', string>;
const heard: { userId: number; message: LiveMessageOut }[] = [];

const post = (path: string, token: string, body: object) => server.call('POST', path, { token, body });
const get = (path: string, token: string, query: Record<string, unknown> = {}) =>
  server.call('GET', path, { token, query: { pageSize: 100, ...query } });

const snapshot = () => ({
  timeouts: server.db.prepare('SELECT * FROM ent_order_timeout ORDER BY enterprise_id').all(),
  platform: server.db.prepare('SELECT * FROM order_timeout_default').all(),
  alerts: server.db.prepare('SELECT * FROM order_timeout_alert ORDER BY order_id, stage').all(),
});

/** A refusal: not a 500, a message matching `msg`, and nothing changed. */
async function refused(
  action: () => Promise<{ status: number; body: { code: number; msg: string } }>,
  msg: RegExp,
) {
  const before = snapshot();
  const answer = await action();
  expect(answer.status).not.toBe(500);
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

const HOUR_MS = 60 * 60 * 1000;
const timeAgo = (hours: number) => formatTime(server.clock.now - hours * HOUR_MS);

/** A fresh open order of enterprise `enterpriseId` in a known state, made from a seeded one (copied columns). */
function makeOrder(enterpriseId: number, status: string, times: Record<string, string | null>): number {
  const source = server.db
    .prepare('SELECT * FROM work_order WHERE enterprise_id = ? LIMIT 1')
    .get(enterpriseId) as Record<string, unknown>;
  const columns = Object.keys(source).filter((column) => column !== 'order_id');
  const values = columns.map((column) => {
    if (column === 'order_no') return `TO${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    if (column === 'order_status') return status;
    if (column === 'held') return 0;
    if (column in times) return times[column];
    if (
      [
        'dispatch_time',
        'accept_time',
        'check_in_time',
        'finish_time',
        'parent_order_id',
        'customer_order_id',
      ].includes(column)
    )
      return null;
    return source[column];
  });
  return Number(
    server.db
      .prepare(`INSERT INTO work_order (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...(values as (string | number | null)[])).lastInsertRowid,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'dispatcher', 'market', 'enterprise', 'viewer', 'master'] as const)
    tokens[name] = await server.login(name);
  server.services.events.subscribe((userId, message) => heard.push({ userId, message }));
});
afterAll(() => server.close());

describe('order timeouts (D65)', () => {
  it("lists every enterprise's timeouts, its own or the platform default; an enterprise user sees its own only", async () => {
    const all = (await get('/enterprise/orderTimeout/list', tokens.dispatcher)).body
      .rows as EnterpriseOrderTimeout[];
    expect(all.length).toBeGreaterThan(2);
    const platform = (await get('/enterprise/orderTimeout/default', tokens.dispatcher)).body
      .data as OrderTimeoutDefault;
    expect(platform).toMatchObject({ dispatchHours: 2, arrivalHours: 24, finishHours: 48 });
    const seeded = all.filter((row) => row.custom);
    expect(seeded.length).toBe(2);
    const others = all.filter((row) => !row.custom);
    expect(
      others.every((row) => row.dispatchHours === 2 && row.finishHours === 48 && row.updateBy === null),
    ).toBe(true);
    const customOnly = (await get('/enterprise/orderTimeout/list', tokens.dispatcher, { custom: true })).body
      .rows as EnterpriseOrderTimeout[];
    expect(customOnly.map((row) => row.enterpriseId)).toEqual(seeded.map((row) => row.enterpriseId));

    const own = (await get('/enterprise/orderTimeout/list', tokens.enterprise, { enterpriseName: '' })).body
      .rows as EnterpriseOrderTimeout[];
    expect(own.map((row) => row.enterpriseId)).toEqual([1]);
  });

  it('staff set an enterprise’s timeouts and put it back on the default', async () => {
    const target = (
      (await get('/enterprise/orderTimeout/list', tokens.admin, { custom: false })).body
        .rows as EnterpriseOrderTimeout[]
    )[0];
    if (!target) throw new Error('an enterprise on the default');
    const saved = await post('/enterprise/orderTimeout/edit', tokens.dispatcher, {
      enterpriseId: target.enterpriseId,
      dispatchHours: 3,
      arrivalHours: 30,
      finishHours: 60,
    });
    expect(saved.body).toMatchObject({ code: 0, msg: '企业超时设置已保存' });
    expect(saved.body.data).toMatchObject({
      custom: true,
      dispatchHours: 3,
      arrivalHours: 30,
      updateBy: '王派单',
    });
    const again = await post('/enterprise/orderTimeout/edit', tokens.admin, {
      enterpriseId: target.enterpriseId,
      dispatchHours: 4,
      arrivalHours: 30,
      finishHours: 60,
    });
    expect(again.body.data).toMatchObject({ dispatchHours: 4 });
    expect(
      (await post('/enterprise/orderTimeout/reset', tokens.dispatcher, { enterpriseId: target.enterpriseId }))
        .body,
    ).toMatchObject({ code: 0, msg: '已恢复为平台默认超时' });
    expect(server.count('ent_order_timeout', `enterprise_id = ${target.enterpriseId}`)).toBe(0);
    await refused(
      () => post('/enterprise/orderTimeout/reset', tokens.dispatcher, { enterpriseId: target.enterpriseId }),
      /没有单独的超时设置/,
    );
  });

  it('staff change the platform default; every enterprise without its own follows', async () => {
    const answer = await post('/enterprise/orderTimeout/editDefault', tokens.admin, {
      dispatchHours: 3,
      arrivalHours: 24,
      finishHours: 48,
    });
    expect(answer.body).toMatchObject({ code: 0, msg: '平台默认超时已保存' });
    expect(answer.body.data).toMatchObject({ dispatchHours: 3, updateBy: '系统管理员' });
    const rows = (await get('/enterprise/orderTimeout/list', tokens.admin, { custom: false })).body
      .rows as EnterpriseOrderTimeout[];
    expect(rows.every((row) => row.dispatchHours === 3)).toBe(true);
    await post('/enterprise/orderTimeout/editDefault', tokens.admin, {
      dispatchHours: 2,
      arrivalHours: 24,
      finishHours: 48,
    });
  });

  it('refuses bad hours, an unknown enterprise, and every caller that may not write or read', async () => {
    const body = { enterpriseId: 2, dispatchHours: 2, arrivalHours: 24, finishHours: 48 };
    await refused(
      () => post('/enterprise/orderTimeout/edit', tokens.admin, { ...body, dispatchHours: 0 }),
      /.+/,
    );
    await refused(
      () => post('/enterprise/orderTimeout/edit', tokens.admin, { ...body, finishHours: 721 }),
      /.+/,
    );
    await refused(
      () => post('/enterprise/orderTimeout/edit', tokens.admin, { ...body, arrivalHours: 1.5 }),
      /.+/,
    );
    await refused(
      () => post('/enterprise/orderTimeout/editDefault', tokens.admin, { dispatchHours: 2 }),
      /.+/,
    );
    await refused(
      () => post('/enterprise/orderTimeout/edit', tokens.admin, { ...body, enterpriseId: 99999 }),
      /企业 99999 不存在/,
    );
    await refused(
      () => post('/enterprise/orderTimeout/reset', tokens.admin, { enterpriseId: 99999 }),
      /企业 99999 不存在/,
    );
    // The enterprise user reads but never writes, even its own enterprise's (no code, and staff only).
    await refused(
      () => post('/enterprise/orderTimeout/edit', tokens.enterprise, { ...body, enterpriseId: 1 }),
      /没有权限/,
    );
    await refused(
      () => post('/enterprise/orderTimeout/reset', tokens.enterprise, { enterpriseId: 1 }),
      /没有权限/,
    );
    await refused(
      () =>
        post('/enterprise/orderTimeout/editDefault', tokens.enterprise, {
          dispatchHours: 9,
          arrivalHours: 9,
          finishHours: 9,
        }),
      /没有权限/,
    );
    // Roles without the codes: the market manager and the viewer; a master is refused reading too.
    await refused(() => post('/enterprise/orderTimeout/edit', tokens.market, body), /没有权限/);
    await refused(() => get('/enterprise/orderTimeout/list', tokens.viewer), /没有权限/);
    await refused(() => get('/enterprise/orderTimeout/overdue', tokens.viewer), /没有权限/);
    await refused(() => get('/enterprise/orderTimeout/list', tokens.master), /没有权限/);
    await refused(() => get('/enterprise/orderTimeout/overdue', tokens.master), /没有权限/);
    await refused(() => get('/enterprise/orderTimeout/default', tokens.master), /没有权限/);
    await refused(() => get('/enterprise/orderTimeout/overdue', tokens.admin, { stage: 'late' }), /.+/);
  });
});

describe('overdue orders and their alert job (D65)', () => {
  it('computes each stage from the order’s times against the timeouts in force', async () => {
    await post('/enterprise/orderTimeout/edit', tokens.admin, {
      enterpriseId: 1,
      dispatchHours: 1,
      arrivalHours: 12,
      finishHours: 24,
    });
    const late = makeOrder(1, 'toDispatch', { create_time: timeAgo(3) });
    const fresh = makeOrder(1, 'toDispatch', { create_time: timeAgo(0.5) });
    const arriving = makeOrder(1, 'dispatched', { create_time: timeAgo(40), dispatch_time: timeAgo(13) });
    const working = makeOrder(1, 'inService', {
      create_time: timeAgo(60),
      dispatch_time: timeAgo(50),
      check_in_time: timeAgo(30),
    });
    const held = makeOrder(1, 'toDispatch', { create_time: timeAgo(10) });
    server.db.prepare('UPDATE work_order SET held = 1 WHERE order_id = ?').run(held);

    const rows = (await get('/enterprise/orderTimeout/overdue', tokens.dispatcher, { enterpriseId: 1 })).body
      .rows as OverdueOrder[];
    const of = (id: number) => rows.find((row) => row.orderId === id);
    expect(of(late)).toMatchObject({
      stage: 'dispatch',
      limitHours: 1,
      overdueMinutes: 120,
      alertTime: null,
    });
    expect(of(arriving)).toMatchObject({ stage: 'arrival', limitHours: 12, overdueMinutes: 60 });
    expect(of(working)).toMatchObject({ stage: 'finish', limitHours: 24, overdueMinutes: 360 });
    expect(of(fresh)).toBeUndefined();
    expect(of(held)).toBeUndefined();
    expect(rows.every((row) => row.enterpriseId === 1 && row.overdueMinutes > 0)).toBe(true);
    const sorted = rows.map((row) => row.overdueMinutes);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

    const finishing = (
      await get('/enterprise/orderTimeout/overdue', tokens.dispatcher, { enterpriseId: 1, stage: 'finish' })
    ).body.rows as OverdueOrder[];
    expect(finishing.every((row) => row.stage === 'finish')).toBe(true);
    expect(finishing.some((row) => row.orderId === working)).toBe(true);

    // The enterprise user: its own enterprise's overdue orders only, whatever it asks for.
    const own = (await get('/enterprise/orderTimeout/overdue', tokens.enterprise, { enterpriseId: 2 })).body
      .rows as OverdueOrder[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.enterpriseId === 1)).toBe(true);
  });

  it('the job alerts each overdue order once per stage on the live channel and records it', async () => {
    // The orders already overdue (the seed's, the test above) are alerted first, as one summary each.
    await server.services.scheduler.run('orderTimeout');
    const order = makeOrder(1, 'toDispatch', { create_time: timeAgo(5) });
    heard.length = 0;
    const run = await server.services.scheduler.run('orderTimeout');
    expect(run).toMatchObject({ jobName: 'orderTimeout', result: 'success', trigger: 'manual' });
    expect(run.affected).toBeGreaterThan(0);
    const alerts = heard.filter(
      (entry) => entry.message.type === 'orderOverdue' && entry.message.orderId === order,
    );
    // The administrator and the dispatchers (dept 103) hear of it, each once.
    expect(alerts.map((entry) => entry.userId)).toContain(1);
    expect(new Set(alerts.map((entry) => entry.userId)).size).toBe(alerts.length);
    expect(alerts[0]?.message).toMatchObject({ title: '订单超时提醒' });
    expect(alerts[0]?.message.text).toMatch(/派单已超时 240 分钟/);
    expect(server.count('order_timeout_alert', `order_id = ${order} AND stage = 'dispatch'`)).toBe(1);
    const listed = (await get('/enterprise/orderTimeout/overdue', tokens.admin, { enterpriseId: 1 })).body
      .rows as OverdueOrder[];
    expect(listed.find((row) => row.orderId === order)?.alertTime).toBe(formatTime(server.clock.now));

    // Not again for the same order and stage.
    heard.length = 0;
    const second = await server.services.scheduler.run('orderTimeout');
    expect(second.affected).toBe(0);
    expect(heard.filter((entry) => entry.message.type === 'orderOverdue')).toEqual([]);
    // The job shows on 定时任务 with its last run.
    const jobs = (await server.call('GET', '/system/job/list', { token: tokens.admin })).body.data as {
      jobName: string;
      nextRunAt: string | null;
      lastRun: { affected: number; runId: number } | null;
    }[];
    expect(jobs.find((job) => job.jobName === 'orderTimeout')).toMatchObject({
      lastRun: { affected: 0, runId: second.runId },
      nextRunAt: '2025-03-15 10:05:00',
    });

    // The next stage is a new alert: dispatched long ago, not checked in. (The orders that became overdue
    // meanwhile are alerted first.)
    server.clock.now += 20 * HOUR_MS;
    await server.services.scheduler.run('orderTimeout');
    server.db
      .prepare("UPDATE work_order SET order_status = 'dispatched', dispatch_time = ? WHERE order_id = ?")
      .run(timeAgo(24.9), order);
    heard.length = 0;
    const third = await server.services.scheduler.run('orderTimeout');
    expect(third.affected).toBeGreaterThan(0);
    expect(
      heard.some(
        (entry) => entry.message.orderId === order && /上门签到已超时/.test(entry.message.text ?? ''),
      ),
    ).toBe(true);
    expect(server.count('order_timeout_alert', `order_id = ${order}`)).toBe(2);
  });

  it('tells each recipient of more than a few newly overdue orders in one summary alert', async () => {
    await server.services.scheduler.run('orderTimeout');
    const orders = [1, 2, 3, 4].map(() => makeOrder(1, 'toDispatch', { create_time: timeAgo(30) }));
    heard.length = 0;
    const run = await server.services.scheduler.run('orderTimeout');
    expect(run.affected).toBe(orders.length);
    const toAdmin = heard.filter((entry) => entry.userId === 1 && entry.message.type === 'orderOverdue');
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]?.message).toMatchObject({ title: '订单超时提醒', orderId: null });
    expect(toAdmin[0]?.message.text).toBe(`${orders.length} 个订单刚刚超时，请到订单超时查看`);
    for (const order of orders) expect(server.count('order_timeout_alert', `order_id = ${order}`)).toBe(1);
  });
});

describe('migration 0039 on a database seeded before it (D65)', () => {
  it('adds the tables with the platform default, the codes as buttons with their grants, and the menu', async () => {
    const { db } = server;
    const codes = "('enterprise:timeout:list', 'enterprise:timeout:edit')";
    const grants = () =>
      db.prepare(`SELECT role_id, button FROM sys_role_button WHERE button IN ${codes} ORDER BY 1, 2`).all();
    const menus = () =>
      db
        .prepare(
          `SELECT rm.role_id FROM sys_role_menu rm JOIN sys_menu m ON m.menu_id = rm.menu_id
           WHERE m.menu_key = 'orderTimeout' ORDER BY 1`,
        )
        .all();
    const before = { grants: grants(), menus: menus() };
    db.exec(`DELETE FROM sys_role_button WHERE button IN ${codes};
      DELETE FROM sys_menu WHERE menu_key IN ${codes};
      DELETE FROM sys_role_menu WHERE role_id IN (SELECT role_id FROM sys_role WHERE role_key IN ('dispatcher', 'enterprise'))
        AND menu_id IN (SELECT menu_id FROM sys_menu WHERE menu_key = 'orderTimeout');
      DROP TABLE order_timeout_alert; DROP TABLE ent_order_timeout; DROP TABLE order_timeout_default;
      DELETE FROM schema_migrations WHERE name = '0039_order_timeout.sql';`);
    expect(migrate(db)).toEqual(['0039_order_timeout.sql']);
    expect({ grants: grants(), menus: menus() }).toEqual(before);
    expect(
      db.prepare(`SELECT COUNT(*) AS n FROM sys_menu WHERE menu_type = 'F' AND menu_key IN ${codes}`).get(),
    ).toEqual({ n: 2 });
    expect(
      db.prepare('SELECT dispatch_hours, arrival_hours, finish_hours FROM order_timeout_default').get(),
    ).toEqual({
      dispatch_hours: 2,
      arrival_hours: 24,
      finish_hours: 48,
    });
  });
});
