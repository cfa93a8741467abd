import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<
  'dispatcher' | 'master' | 'teamhead' | 'enterprise' | 'viewer' | 'finance',
  string
>;

const get = (path: string, token: string, query: Record<string, unknown> = {}) =>
  server.call('GET', `/order/order/${path}`, { token, query });
const post = (path: string, token: string, body: object) =>
  server.call('POST', `/order/order/${path}`, { token, body });

interface Row {
  orderId: number;
  orderNo: string;
  enterpriseId: number;
  masterId: number | null;
  orderStatus: string;
}
const rowsOf = (answer: { body: { rows?: unknown } }) => (answer.body.rows ?? []) as Row[];

const one = <T>(sql: string, ...params: unknown[]) => server.db.prepare(sql).get(...params) as T;

/** Everything a refused call must leave as it was. */
const snapshot = () => ({
  orders: server.db.prepare('SELECT * FROM work_order ORDER BY order_id').all(),
  course: server.count('work_order_course'),
});

async function refused(action: () => Promise<{ body: { code: number; msg: string } }>, msg: RegExp) {
  const before = snapshot();
  const answer = await action();
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

describe('the side paths of an order as lists and its course (D41)', () => {
  beforeAll(async () => {
    server = await startTestServer();
    for (const name of Object.keys({
      dispatcher: 0,
      master: 0,
      teamhead: 0,
      enterprise: 0,
      viewer: 0,
      finance: 0,
    }) as (keyof typeof tokens)[]) {
      tokens[name] = await server.login(name);
    }
  });
  afterAll(() => server.close());

  it('lists the returned orders with the master, the reason and the time (the seeded one among them)', async () => {
    const answer = await get('backList', tokens.dispatcher, { pageSize: 50 });
    expect(answer.body.code).toBe(0);
    const rows = answer.body.rows as (Row & {
      backMasterId: number | null;
      backMasterName: string;
      backReason: string;
      backTime: string;
      backCount: number;
    })[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.orderStatus).toBe('toDispatch');
      expect(row.backReason).not.toBe('');
      expect(row.backTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
      expect(row.backCount).toBeGreaterThanOrEqual(1);
    }
    expect(rows).toContainEqual(
      expect.objectContaining({ backMasterId: 1, backMasterName: '郭师傅', masterId: null }),
    );
    const byName = await get('backList', tokens.dispatcher, { masterName: '没有这个师傅' });
    expect(byName.body.total).toBe(0);
  });

  it('refuses the returned orders to callers without the dispatch code (enterprise users, masters, viewers)', async () => {
    for (const token of [tokens.enterprise, tokens.master, tokens.viewer, tokens.finance]) {
      const answer = await get('backList', token);
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toMatch(/没有权限/);
    }
  });

  it('runs back → the back list → cancel → the cancelled list → recover → waiting for dispatch', async () => {
    const { order_id: orderId } = one<{ order_id: number }>(
      "SELECT order_id FROM work_order WHERE order_status = 'toDispatch' AND held = 0 AND enterprise_id = 1 AND back_time IS NULL ORDER BY order_id LIMIT 1",
    );
    expect((await post('dispatch', tokens.dispatcher, { orderId, masterId: 1, remark: '' })).body.code).toBe(
      0,
    );
    expect((await post('back', tokens.master, { orderId, backReason: '客户不在家' })).body.code).toBe(0);

    const back = rowsOf(await get('backList', tokens.dispatcher, { pageSize: 100 }));
    expect(back).toContainEqual(
      expect.objectContaining({
        orderId,
        backReason: '客户不在家',
        backMasterName: '郭师傅',
        backMasterId: 1,
      }),
    );

    expect(
      (await post('cancel', tokens.dispatcher, { orderId, cancelReason: '客户不再需要' })).body.code,
    ).toBe(0);
    expect(
      rowsOf(await get('backList', tokens.dispatcher, { pageSize: 100 })).map((row) => row.orderId),
    ).not.toContain(orderId);
    const cancelled = await get('cancelledList', tokens.dispatcher, { cancelBy: '王派单', pageSize: 100 });
    expect(cancelled.body.rows).toContainEqual(
      expect.objectContaining({ orderId, cancelReason: '客户不再需要', cancelBy: '王派单' }),
    );
    for (const row of rowsOf(cancelled)) expect(row.orderStatus).toBe('cancelled');

    // 恢复订单: a reason is required; the code is the dispatcher's.
    await refused(
      () => post('recover', tokens.dispatcher, { orderId, recoverReason: '   ' }),
      /请输入恢复原因/,
    );
    await refused(
      () => post('recover', tokens.viewer, { orderId, recoverReason: '客户重新预约' }),
      /没有权限/,
    );
    await refused(
      () => post('recover', tokens.enterprise, { orderId, recoverReason: '客户重新预约' }),
      /没有权限/,
    );
    expect(
      (await post('recover', tokens.dispatcher, { orderId, recoverReason: '客户重新预约' })).body.code,
    ).toBe(0);
    await refused(
      () => post('recover', tokens.dispatcher, { orderId, recoverReason: '客户重新预约' }),
      /只有已取消的订单可以恢复/,
    );
    expect(
      one<{ order_status: string }>('SELECT order_status FROM work_order WHERE order_id = ?', orderId),
    ).toEqual({
      order_status: 'toDispatch',
    });
    const after = rowsOf(await get('cancelledList', tokens.dispatcher, { pageSize: 100 }));
    expect(after.map((row) => row.orderId)).not.toContain(orderId);

    const course = await get('course', tokens.dispatcher, {
      orderNo: one<{ order_no: string }>('SELECT order_no FROM work_order WHERE order_id = ?', orderId)
        .order_no,
    });
    const steps = (course.body.data as { course: { operateType: string }[] }).course.map(
      (step) => step.operateType,
    );
    expect(steps.slice(-4)).toEqual(['派单', '退单', '取消', '恢复']);
  });

  it("shows an enterprise user only their enterprise's cancelled orders, whatever enterprise they name", async () => {
    const { enterprise_id: own } = one<{ enterprise_id: number }>(
      'SELECT enterprise_id FROM sys_user WHERE user_id = 4',
    );
    const { enterprise_id: other } = one<{ enterprise_id: number }>(
      "SELECT enterprise_id FROM work_order WHERE order_status = 'cancelled' AND enterprise_id <> ? LIMIT 1",
      own,
    );
    const answer = await get('cancelledList', tokens.enterprise, { enterpriseId: other, pageSize: 100 });
    expect(answer.body.code).toBe(0);
    for (const row of rowsOf(answer)) expect(row.enterpriseId).toBe(own);
    const all = server.count('work_order', `order_status = 'cancelled' AND enterprise_id = ${own}`);
    expect(answer.body.total).toBe(all);
  });

  it('refuses the cancelled orders to masters (no list code)', async () => {
    const answer = await get('cancelledList', tokens.master);
    expect(answer.status).toBe(403);
  });

  it("answers an order's course by its number to staff, its enterprise and its master, and to nobody else", async () => {
    const mine = one<{ order_no: string; enterprise_id: number }>(
      "SELECT order_no, enterprise_id FROM work_order WHERE master_id = 1 AND order_status = 'completed' LIMIT 1",
    );
    const staff = await get('course', tokens.dispatcher, { orderNo: mine.order_no });
    expect(staff.body.code).toBe(0);
    const track = staff.body.data as {
      order: { orderNo: string };
      course: { operateTime: string; operateBy: string; operateType: string }[];
    };
    expect(track.order.orderNo).toBe(mine.order_no);
    expect(track.course.length).toBeGreaterThan(1);
    const times = track.course.map((step) => step.operateTime);
    expect([...times].sort()).toEqual(times);
    expect((await get('course', tokens.master, { orderNo: mine.order_no })).body.code).toBe(0);

    // Another master's order, another enterprise's order: as if it did not exist (least data).
    const others = one<{ order_no: string }>(
      'SELECT order_no FROM work_order WHERE master_id IS NOT NULL AND master_id <> 1 AND master_id NOT IN (SELECT master_id FROM master WHERE team_id = (SELECT team_id FROM master WHERE master_id = 1)) LIMIT 1',
    );
    await refused(() => get('course', tokens.master, { orderNo: others.order_no }), /不存在/);
    const { enterprise_id: own } = one<{ enterprise_id: number }>(
      'SELECT enterprise_id FROM sys_user WHERE user_id = 4',
    );
    const foreign = one<{ order_no: string }>(
      'SELECT order_no FROM work_order WHERE enterprise_id <> ? LIMIT 1',
      own,
    );
    await refused(() => get('course', tokens.enterprise, { orderNo: foreign.order_no }), /不存在/);
    const owned = one<{ order_no: string }>(
      'SELECT order_no FROM work_order WHERE enterprise_id = ? LIMIT 1',
      own,
    );
    expect((await get('course', tokens.enterprise, { orderNo: owned.order_no })).body.code).toBe(0);

    await refused(() => get('course', tokens.dispatcher, { orderNo: 'GD-NONE' }), /订单 GD-NONE 不存在/);
    await refused(() => get('course', tokens.dispatcher, { orderNo: '' }), /.+/);
  });
});
