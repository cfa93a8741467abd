import { LIVE_APPROVAL_DECIDED } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settlementAmounts } from '../../core/settlement';
import type { LiveMessageOut } from '../../live/events';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'master' | 'teamhead' | 'enterprise' | 'viewer', string>;
const heard: { userId: number; message: LiveMessageOut }[] = [];

const approval = (path: string, token: string, body: object) =>
  server.call('POST', `/order/approval/${path}`, { token, body });
const order = (path: string, token: string, body: object) =>
  server.call('POST', `/order/order/${path}`, { token, body });
const read = (path: string, token: string, query: Record<string, string | number> = {}) =>
  server.call('GET', `/order/approval/${path}`, { token, query: { pageSize: 100, ...query } });

/** A fresh order of a master (master 1 is the demo `master`, user 19) in a status: a waiting order set up for the test. */
const ownOrder = (status: string, masterId = 1) => {
  const { order_id: orderId } = server.db
    .prepare(
      `SELECT order_id FROM work_order WHERE order_status = 'toDispatch' AND held = 0 AND enterprise_id = 1
         AND order_id NOT IN (SELECT order_id FROM approval WHERE order_id IS NOT NULL) ORDER BY order_id DESC LIMIT 1`,
    )
    .get() as { order_id: number };
  server.db
    .prepare(
      `UPDATE work_order SET order_status = ?, master_id = ?, dispatch_time = create_time, accept_time = create_time
       WHERE order_id = ?`,
    )
    .run(status, masterId, orderId);
  return orderId;
};

const stateOf = (approvalId: number) =>
  server.db
    .prepare('SELECT state, remark, decided_by FROM approval WHERE approval_id = ?')
    .get(approvalId) as {
    state: string;
    remark: string | null;
    decided_by: string | null;
  };

/** Everything a refused request or decision must leave as it was (the operation log records refusals too). */
const snapshot = () => ({
  approvals: server.db.prepare('SELECT * FROM approval ORDER BY approval_id').all(),
  orders: server.db.prepare('SELECT * FROM work_order ORDER BY order_id').all(),
  course: server.count('work_order_course'),
  masterBills: server.count('master_bill'),
  bills: server.count('enterprise_detailed'),
});

async function refused(
  action: () => Promise<{ status: number; body: { code: number; msg: string } }>,
  msg: RegExp,
) {
  const before = snapshot();
  heard.length = 0;
  const answer = await action();
  expect(answer.status).not.toBe(500);
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
  expect(heard).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const name of Object.keys({
    admin: 0,
    dispatcher: 0,
    master: 0,
    teamhead: 0,
    enterprise: 0,
    viewer: 0,
  }))
    tokens[name as keyof typeof tokens] = await server.login(name);
  server.services.events.subscribe((userId, message) => {
    heard.push({ userId, message });
  });
});
afterAll(() => server.close());

describe('approvals (D34): fee increases and extra parts', () => {
  it('seeds pending and decided requests for the screens', async () => {
    const tasking = await read('tasking', tokens.dispatcher);
    expect(tasking.body.total).toBeGreaterThanOrEqual(3);
    const all = await read('list', tokens.admin, { approvalType: 'accessories' });
    const states = (all.body.rows as { state: string }[]).map((row) => row.state);
    expect(states).toEqual(expect.arrayContaining(['pending', 'refused']));
  });

  it('runs a fee increase from the master to the dispatcher’s decision and into the settlement', async () => {
    const orderId = ownOrder('accepted');
    const orderRow = server.db
      .prepare(
        'SELECT order_id, order_no, enterprise_id, install_type, order_type_id, number, master_id FROM work_order WHERE order_id = ?',
      )
      .get(orderId) as Parameters<typeof settlementAmounts>[1];
    const before = settlementAmounts(server.db, orderRow);
    const logged = server.count('sys_oper_log', "oper_url LIKE '%/order/approval/%'");

    const asked = await approval('increase', tokens.master, {
      orderId,
      amount: 88.5,
      reason: ' 六楼无电梯 ',
    });
    expect(asked.body).toMatchObject({
      code: 0,
      msg: '申请已提交，等待审批',
      data: {
        approvalType: 'increase',
        orderId,
        amount: 88.5,
        total: 88.5,
        reason: '六楼无电梯',
        state: 'pending',
      },
    });
    const approvalId = (asked.body.data as { approvalId: number }).approvalId;
    // In the dispatcher's to-do list and in 加价审核; not in the master's (masters never decide).
    const tasking = await read('tasking', tokens.dispatcher, { approvalType: 'increase' });
    expect((tasking.body.rows as { approvalId: number }[]).map((row) => row.approvalId)).toContain(
      approvalId,
    );
    expect((await read('tasking', tokens.master)).status).toBe(403);
    const audit = await read('list', tokens.dispatcher, { approvalType: 'increase', state: 'pending' });
    expect((audit.body.rows as { approvalId: number }[]).map((row) => row.approvalId)).toContain(approvalId);

    heard.length = 0;
    const approved = await approval('approve', tokens.dispatcher, { approvalId, remark: '' });
    expect(approved.body).toMatchObject({
      code: 0,
      msg: '已同意',
      data: { state: 'approved', decidedBy: '王派单' },
    });
    expect(heard).toContainEqual({
      userId: 19,
      message: expect.objectContaining({ type: LIVE_APPROVAL_DECIDED, orderId }),
    });
    const done = await read('taskdone', tokens.dispatcher, { state: 'approved' });
    expect((done.body.rows as { approvalId: number }[]).map((row) => row.approvalId)).toContain(approvalId);
    // Decided once.
    await refused(
      () => approval('refuse', tokens.admin, { approvalId, remark: '重复' }),
      /该申请已审批，不能重复操作/,
    );

    // The order details show it; the course has the request and the decision.
    const details = await server.call('GET', `/order/order/get/${orderId}`, { token: tokens.master });
    const data = details.body.data as {
      approvals: { approvalId: number }[];
      course: { operateType: string }[];
    };
    expect(data.approvals.map((row) => row.approvalId)).toContain(approvalId);
    expect(data.course.map((step) => step.operateType).slice(-2)).toEqual(['加价申请', '加价审批']);
    expect(server.count('sys_oper_log', "oper_url LIKE '%/order/approval/%'")).toBe(logged + 3);

    // Settled with the order: the master's bill line and the enterprise's charge both carry it.
    expect(settlementAmounts(server.db, orderRow)).toEqual({
      masterCents: before.masterCents + 8850,
      enterpriseCents: before.enterpriseCents + 8850,
    });
    expect((await order('checkIn', tokens.master, { orderId })).body.code).toBe(0);
    // Completion and acceptance are the lifecycle's (tested there): the order is set verified here.
    server.db
      .prepare(
        "UPDATE work_order SET order_status = 'verified', finish_time = verify_time WHERE order_id = ?",
      )
      .run(orderId);
    const settled = await order('settle', tokens.dispatcher, { orderId, remark: '' });
    expect(settled.body.code).toBe(0);
    expect(server.db.prepare('SELECT amount_cents FROM master_bill WHERE order_id = ?').get(orderId)).toEqual(
      {
        amount_cents: before.masterCents + 8850,
      },
    );
  });

  it('asks for extra parts; a refusal needs a remark, is told to the master and is not settled', async () => {
    const orderId = ownOrder('inService');
    const asked = await approval('accessories', tokens.master, {
      orderId,
      partName: '锁体',
      quantity: 2,
      price: 35.5,
      reason: '原锁体锈蚀',
    });
    expect(asked.body.data).toMatchObject({
      partName: '锁体',
      quantity: 2,
      amount: 35.5,
      total: 71,
      state: 'pending',
    });
    const approvalId = (asked.body.data as { approvalId: number }).approvalId;
    await refused(
      () => approval('refuse', tokens.dispatcher, { approvalId, remark: '  ' }),
      /请输入拒绝原因/,
    );
    heard.length = 0;
    const refusedAnswer = await approval('refuse', tokens.dispatcher, { approvalId, remark: '不在服务范围' });
    expect(refusedAnswer.body).toMatchObject({
      code: 0,
      msg: '已拒绝',
      data: { state: 'refused', remark: '不在服务范围' },
    });
    expect(heard).toContainEqual({
      userId: 19,
      message: expect.objectContaining({
        type: LIVE_APPROVAL_DECIDED,
        text: expect.stringContaining('不在服务范围'),
      }),
    });
    expect(stateOf(approvalId)).toEqual({ state: 'refused', remark: '不在服务范围', decided_by: '王派单' });
  });

  it('refuses a request in a wrong state, on another master’s order, from staff, or with a bad amount or reason, changing nothing', async () => {
    const dispatched = ownOrder('dispatched');
    const completed = ownOrder('completed');
    const accepted = ownOrder('accepted');
    const teamHeads = ownOrder('accepted', 2);
    const body = (orderId: number, amount = 50) => ({ orderId, amount, reason: '楼层较高' });
    for (const orderId of [dispatched, completed]) {
      await refused(
        () => approval('increase', tokens.master, body(orderId)),
        /只有已接单或服务中的订单可以申请加价或新增配件/,
      );
    }
    // Another master's order: the team head sees their member's orders but asks only on their own.
    await refused(
      () => approval('increase', tokens.teamhead, body(accepted)),
      /只有被派单的师傅本人可以操作该订单/,
    );
    await refused(() => approval('increase', tokens.master, body(teamHeads)), /订单 \d+ 不存在/);
    // Staff and enterprise users have no master's work code.
    await refused(() => approval('increase', tokens.dispatcher, body(accepted)), /没有权限/);
    await refused(() => approval('increase', tokens.enterprise, body(accepted)), /没有权限/);
    // Bad amounts are refused by the call's schema with a clear message.
    for (const amount of [0, -5, 0.001, 100_000.01]) {
      await refused(
        () => approval('increase', tokens.master, body(accepted, amount)),
        /amount|金额|不能|必须|最多/,
      );
    }
    await refused(
      () => approval('increase', tokens.master, { orderId: accepted, amount: 10, reason: '   ' }),
      /请输入申请原因/,
    );
    await refused(
      () =>
        approval('accessories', tokens.master, {
          orderId: accepted,
          partName: ' ',
          quantity: 1,
          price: 10,
          reason: '更换',
        }),
      /partName 不能为空/,
    );
    await refused(
      () =>
        approval('accessories', tokens.master, {
          orderId: accepted,
          partName: '锁体',
          quantity: 0,
          price: 10,
          reason: '更换',
        }),
      /quantity|不能小于/,
    );
  });

  it('refuses a decision by a master, an enterprise user, a viewer, on an unknown request, and a settlement while one is pending', async () => {
    const pending = server.db
      .prepare(
        "SELECT approval_id, order_id FROM approval WHERE state = 'pending' ORDER BY approval_id LIMIT 1",
      )
      .get() as {
      approval_id: number;
      order_id: number;
    };
    for (const token of [tokens.master, tokens.enterprise, tokens.viewer]) {
      await refused(
        () => approval('approve', token, { approvalId: pending.approval_id, remark: '' }),
        /没有权限/,
      );
    }
    await refused(
      () => approval('approve', tokens.dispatcher, { approvalId: 999_999, remark: '' }),
      /申请 999999 不存在/,
    );
    // A settlement waits for the decision.
    server.db
      .prepare("UPDATE work_order SET order_status = 'verified' WHERE order_id = ?")
      .run(pending.order_id);
    await refused(
      () => order('settle', tokens.dispatcher, { orderId: pending.order_id, remark: '' }),
      /还有待审批的加价或新增配件申请，审批后才能结算/,
    );
  });

  it('writes nothing when a decision or a request fails half-way', async () => {
    const pending = server.db
      .prepare(
        "SELECT approval_id FROM approval WHERE state = 'pending' AND order_id IS NOT NULL ORDER BY approval_id DESC LIMIT 1",
      )
      .get() as { approval_id: number };
    const orderId = ownOrder('accepted');
    server.db.exec(
      "CREATE TRIGGER fail_course BEFORE INSERT ON work_order_course BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const action of [
        () => approval('approve', tokens.dispatcher, { approvalId: pending.approval_id, remark: '' }),
        () => approval('increase', tokens.master, { orderId, amount: 20, reason: '加装' }),
      ]) {
        const before = snapshot();
        heard.length = 0;
        const answer = await action();
        expect(answer.body.code).not.toBe(0);
        expect(snapshot()).toEqual(before);
        expect(heard).toEqual([]);
      }
    } finally {
      quiet.mockRestore();
      server.db.exec('DROP TRIGGER fail_course');
    }
    expect(stateOf(pending.approval_id).state).toBe('pending');
  });
});
