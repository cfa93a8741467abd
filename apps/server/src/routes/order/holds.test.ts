import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let dispatcher: string;
beforeEach(async () => {
  server = await startTestServer();
  dispatcher = await server.login('dispatcher');
});
afterEach(async () => server.close());

interface HoldRow {
  held: number;
  hold_reason: string | null;
  hold_by: string | null;
  order_status: string;
  master_id: number | null;
}

const stateOf = (orderId: number) =>
  server.db
    .prepare('SELECT held, hold_reason, hold_by, order_status, master_id FROM work_order WHERE order_id = ?')
    .get(orderId) as HoldRow;

const firstOrder = (where: string) =>
  (
    server.db.prepare(`SELECT order_id FROM work_order WHERE ${where} ORDER BY order_id LIMIT 1`).get() as {
      order_id: number;
    }
  ).order_id;

const hold = (orderId: number, holdReason: string, token = dispatcher) =>
  server.call('POST', '/order/order/hold', { token, body: { orderId, holdReason } });
const resume = (orderId: number, token = dispatcher) =>
  server.call('POST', '/order/order/resume', { token, body: { orderId } });

describe('held orders (D29)', () => {
  it('holds a waiting order with a reason, keeps it out of dispatch until resumed, each step in the course and the log', async () => {
    const orderId = firstOrder("order_status = 'toDispatch' AND held = 0");
    const logged = server.count('sys_oper_log', "oper_url LIKE '%/order/order/%'");
    const held = await hold(orderId, '  等待配件到货 ');
    expect(held.body).toMatchObject({ code: 0, msg: '挂起成功' });
    expect(stateOf(orderId)).toMatchObject({
      held: 1,
      hold_reason: '等待配件到货',
      hold_by: '王派单',
      order_status: 'toDispatch',
    });

    const listed = await server.call('GET', '/order/order/list', {
      token: dispatcher,
      query: { held: true, pageSize: 100 },
    });
    const rows = listed.body.rows as { orderId: number; held: boolean; holdReason: string }[];
    expect(rows.every((row) => row.held)).toBe(true);
    expect(rows).toContainEqual(expect.objectContaining({ orderId, holdReason: '等待配件到货' }));
    expect(listed.body.total).toBe(server.count('work_order', 'held = 1'));
    const notHeld = await server.call('GET', '/order/order/list', {
      token: dispatcher,
      query: { held: false, orderId },
    });
    expect(notHeld.body.total).toBe(0);

    // A held order is not dispatched: a clear refusal, nothing changed.
    const dispatch = await server.call('POST', '/order/order/dispatch', {
      token: dispatcher,
      body: { orderId, masterId: 1, remark: '' },
    });
    expect(dispatch.status).toBe(200);
    expect(dispatch.body.code).not.toBe(0);
    expect(dispatch.body.msg).toMatch(/已挂起，恢复后才能派单/);
    expect(stateOf(orderId)).toMatchObject({ order_status: 'toDispatch', master_id: null, held: 1 });

    const resumed = await resume(orderId);
    expect(resumed.body).toMatchObject({ code: 0, msg: '恢复成功' });
    expect(stateOf(orderId)).toMatchObject({ held: 0, hold_reason: null, hold_by: null });
    const again = await server.call('POST', '/order/order/dispatch', {
      token: dispatcher,
      body: { orderId, masterId: 1, remark: '' },
    });
    expect(again.body.code).toBe(0);

    const details = (await server.call('GET', `/order/order/get/${orderId}`, { token: dispatcher })).body
      .data as { course: { operateType: string; operateContent: string }[] };
    expect(details.course.map((step) => step.operateType).slice(-3)).toEqual(['挂起', '恢复', '派单']);
    // Hold, the refused dispatch, resume and dispatch: all four in the operation log.
    expect(server.count('sys_oper_log', "oper_url LIKE '%/order/order/%'")).toBe(logged + 4);
    expect(server.count('sys_oper_log', "oper_url LIKE '%/order/order/hold' AND status = 0")).toBe(1);
  });

  it('refuses a blank reason, a finished or in-service order, a second hold and resuming an order not held, changing nothing', async () => {
    const waiting = firstOrder("order_status = 'toDispatch' AND held = 0");
    const blank = await hold(waiting, '   ');
    expect(blank.body).toMatchObject({ code: 500, msg: '请输入挂起原因' });
    expect(stateOf(waiting).held).toBe(0);
    const empty = await hold(waiting, '');
    expect(empty.status).toBe(400);
    expect(empty.body.code).not.toBe(0);
    expect(stateOf(waiting).held).toBe(0);

    for (const status of ['inService', 'completed', 'cancelled', 'customerServiceApply']) {
      const orderId = firstOrder(`order_status = '${status}'`);
      const refused = await hold(orderId, '等待客户');
      expect(refused.body, status).toMatchObject({ code: 500, msg: '只有待派单或已派单的订单可以挂起' });
      expect(stateOf(orderId).held).toBe(0);
    }

    const heldId = firstOrder('held = 1');
    const before = stateOf(heldId);
    const twice = await hold(heldId, '另一个原因');
    expect(twice.body.code).toBe(500);
    expect(twice.body.msg).toMatch(/已挂起$/);
    expect(stateOf(heldId)).toEqual(before);

    const notHeld = await resume(waiting);
    expect(notHeld.body.code).toBe(500);
    expect(notHeld.body.msg).toMatch(/未挂起$/);
    expect(
      server.count('sys_oper_log', "oper_url LIKE '%/order/order/%' AND status = 1"),
    ).toBeGreaterThanOrEqual(4);
  });

  it("refuses users without the hold code (viewer, enterprise) and another enterprise's order", async () => {
    const waiting = firstOrder("order_status = 'toDispatch' AND held = 0 AND enterprise_id = 1");
    const heldId = firstOrder('held = 1');
    for (const login of ['viewer', 'enterprise']) {
      const token = await server.login(login);
      const refused = await hold(waiting, '等待配件', token);
      expect(refused.status, login).toBe(403);
      expect(refused.body.code).toBe(403);
      expect((await resume(heldId, token)).status).toBe(403);
    }
    expect(stateOf(waiting).held).toBe(0);
    expect(stateOf(heldId).held).toBe(1);

    // The code granted to the enterprise's role still does not reach another enterprise's order.
    server.db.prepare("INSERT INTO sys_role_button (role_id, button) VALUES (31, 'order:order:hold')").run();
    const other = firstOrder("order_status = 'toDispatch' AND held = 0 AND enterprise_id != 1");
    const foreign = await hold(other, '等待配件', await server.login('enterprise'));
    expect(foreign.body.code).toBe(500);
    expect(foreign.body.msg).toBe(`订单 ${other} 不存在`);
    expect(stateOf(other).held).toBe(0);
  });

  it('seeds a few held orders, and a cancelled order is no longer held', async () => {
    expect(server.count('work_order', 'held = 1')).toBeGreaterThanOrEqual(3);
    expect(server.count('work_order', "held = 1 AND order_status NOT IN ('toDispatch', 'dispatched')")).toBe(
      0,
    );
    const heldId = firstOrder('held = 1');
    const cancelled = await server.call('POST', '/order/order/cancel', {
      token: dispatcher,
      body: { orderId: heldId, cancelReason: '客户取消' },
    });
    expect(cancelled.body.code).toBe(0);
    expect(stateOf(heldId)).toMatchObject({ held: 0, order_status: 'cancelled' });
  });
});
