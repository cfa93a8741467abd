import type { DispatchCandidate, LeaveRequest } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<
  'admin' | 'dispatcher' | 'dispatcher2' | 'master' | 'teamhead' | 'enterprise' | 'viewer',
  string
>;

// The harness's clock: 2025-03-15 (UTC+8). The seed's 谢师傅 (10) is on approved leave 03-14 to 03-16.
const TODAY = '2025-03-15';

const post = (path: string, token: string, body: object) =>
  server.call('POST', `/master/leave/${path}`, { token, body });
const list = (token: string, query: Record<string, string | number> = {}) =>
  server.call('GET', '/master/leave/list', { token, query: { pageSize: 100, ...query } });

const snapshot = () => ({
  leave: server.db.prepare('SELECT * FROM master_leave ORDER BY leave_id').all(),
  orders: server.db
    .prepare('SELECT order_id, order_status, master_id FROM work_order ORDER BY order_id')
    .all(),
});

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

const added = async (token: string, body: object) => {
  const answer = await post('add', token, body);
  expect(answer.body).toMatchObject({ code: 0, msg: '请假申请已提交，等待审批' });
  return answer.body.data as LeaveRequest;
};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of [
    'admin',
    'dispatcher',
    'dispatcher2',
    'master',
    'teamhead',
    'enterprise',
    'viewer',
  ] as const)
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

describe('leave requests (D51)', () => {
  it('lists the seeded requests with filters and paging; a master sees only their own', async () => {
    const all = await list(tokens.dispatcher);
    expect(all.body.total).toBe(6);
    const states = (all.body.rows as LeaveRequest[]).map((row) => row.state);
    expect(new Set(states)).toEqual(new Set(['pending', 'approved', 'refused', 'cancelled']));
    const paged = await list(tokens.dispatcher, { pageNum: 2, pageSize: 4 });
    expect(paged.body).toMatchObject({ total: 6, pageNum: 2 });
    expect(paged.body.rows).toHaveLength(2);
    const pending = (await list(tokens.dispatcher, { state: 'pending' })).body.rows as LeaveRequest[];
    expect(pending.map((row) => row.masterName).sort()).toEqual(['韩师傅', '高师傅'].sort());
    // A day range lists the leave having a day in it.
    const now = (await list(tokens.dispatcher, { beginTime: TODAY, endTime: TODAY })).body
      .rows as LeaveRequest[];
    expect(now.map((row) => row.masterName)).toEqual(['谢师傅']);
    expect(now[0]).toMatchObject({ startDate: '2025-03-14', endDate: '2025-03-16', days: 3 });
    const named = (await list(tokens.dispatcher, { masterName: '唐' })).body.rows as LeaveRequest[];
    expect(named.map((row) => row.state)).toEqual(['refused']);
    const own = (await list(tokens.master)).body.rows as LeaveRequest[];
    expect(own.map((row) => row.masterName)).toEqual(['郭师傅']);
    expect((await list(tokens.enterprise)).status).toBe(403);
    expect((await list(tokens.viewer)).status).toBe(403);
  });

  it('refuses bad dates, a blank reason, a wrong master, overlapping leave, changing nothing', async () => {
    const base = { masterId: 11, reason: '有事', startDate: '2025-04-01', endDate: '2025-04-02' };
    await refused(
      () => post('add', tokens.dispatcher, { ...base, startDate: '2025-02-30' }),
      /请输入正确的请假日期/,
    );
    await refused(() => post('add', tokens.dispatcher, { ...base, startDate: '2025-4-1' }), /startDate/);
    await refused(
      () => post('add', tokens.dispatcher, { ...base, endDate: '2025-03-31' }),
      /结束日期不能早于开始日期/,
    );
    await refused(
      () => post('add', tokens.dispatcher, { ...base, startDate: '2025-03-14', endDate: '2025-03-20' }),
      /不能为已经过去的日期请假/,
    );
    await refused(
      () => post('add', tokens.dispatcher, { ...base, endDate: '2025-05-01' }),
      /一次请假最多 30 天/,
    );
    await refused(() => post('add', tokens.dispatcher, { ...base, reason: '  ' }), /请输入请假原因/);
    await refused(() => post('add', tokens.dispatcher, { ...base, masterId: undefined }), /请选择请假的师傅/);
    await refused(
      () => post('add', tokens.dispatcher, { ...base, masterId: 999 }),
      /师傅 999 不存在或已停用/,
    );
    // 韩师傅 (11) already asked for 03-22 to 03-23 (pending): no overlap, not even of one day.
    await refused(
      () => post('add', tokens.dispatcher, { ...base, startDate: '2025-03-23', endDate: '2025-03-25' }),
      /韩师傅在 2025-03-22 至 2025-03-23 已有请假，日期不能重叠/,
    );
    // A master asks only for themselves.
    await refused(() => post('add', tokens.master, { ...base, masterId: 2 }), /师傅只能为本人申请请假/);
    for (const token of [tokens.enterprise, tokens.viewer])
      await refused(() => post('add', token, base), /没有权限/);
  });

  it('lets a master ask for themselves and withdraw it; refused and withdrawn leave no longer blocks the days', async () => {
    const mine = await added(tokens.master, {
      startDate: '2025-03-20',
      endDate: '2025-03-21',
      reason: '家里装修',
    });
    expect(mine).toMatchObject({ masterName: '郭师傅', applyBy: '郭师傅', state: 'pending', days: 2 });
    // 唐师傅 (12) was refused 03-17 to 03-21: those days are free again.
    const again = await added(tokens.dispatcher, {
      masterId: 12,
      startDate: '2025-03-18',
      endDate: '2025-03-18',
      reason: '改期后再请一天',
    });
    expect(again).toMatchObject({ applyBy: '王派单', state: 'pending' });
    // Another master's request does not exist for a master.
    await refused(
      () => post('cancel', tokens.teamhead, { leaveId: mine.leaveId }),
      new RegExp(`请假申请 ${mine.leaveId} 不存在`),
    );
    const withdrawn = await post('cancel', tokens.master, { leaveId: mine.leaveId });
    expect(withdrawn.body).toMatchObject({ code: 0, msg: '请假已撤销', data: { state: 'cancelled' } });
    await refused(
      () => post('cancel', tokens.master, { leaveId: mine.leaveId }),
      /只有待审批或尚未结束的请假可以撤销/,
    );
    await added(tokens.master, {
      startDate: '2025-03-21',
      endDate: '2025-03-21',
      reason: '家里装修，改为一天',
    });
    await refused(() => post('cancel', tokens.dispatcher, { leaveId: 999 }), /请假申请 999 不存在/);
  });

  it('is decided once by the roles of the approval model; a refusal needs a remark', async () => {
    const [highest] = (await list(tokens.dispatcher, { state: 'pending', masterName: '高师傅' })).body
      .rows as LeaveRequest[];
    const [han] = (await list(tokens.dispatcher, { state: 'pending', masterName: '韩师傅' })).body
      .rows as LeaveRequest[];
    if (!highest || !han) throw new Error('the seed has two pending requests');
    for (const token of [tokens.master, tokens.enterprise, tokens.viewer])
      await refused(() => post('approve', token, { leaveId: highest.leaveId, remark: '' }), /没有权限/);
    await refused(
      () => post('refuse', tokens.dispatcher, { leaveId: han.leaveId, remark: ' ' }),
      /请输入拒绝原因/,
    );
    await refused(
      () => post('approve', tokens.dispatcher, { leaveId: 999, remark: '' }),
      /请假申请 999 不存在/,
    );
    // Leave decided by the administrator's role only: the dispatchers (role 29) may not decide or withdraw others'.
    const model = await server.call('POST', '/order/approvalModel/edit', {
      token: tokens.admin,
      body: { approvalType: 'leave', roleIds: [1], version: 1, remark: '' },
    });
    expect(model.body.code).toBe(0);
    await refused(
      () => post('approve', tokens.dispatcher, { leaveId: highest.leaveId, remark: '' }),
      /没有权限/,
    );
    await refused(
      () => post('cancel', tokens.dispatcher2, { leaveId: highest.leaveId }),
      /只能撤销本人提交的请假申请/,
    );
    await server.call('POST', '/order/approvalModel/edit', {
      token: tokens.admin,
      body: { approvalType: 'leave', roleIds: [1, 29], version: 2, remark: '' },
    });
    const approved = await post('approve', tokens.dispatcher, {
      leaveId: highest.leaveId,
      remark: '注意安全',
    });
    expect(approved.body).toMatchObject({
      code: 0,
      data: { state: 'approved', remark: '注意安全', decidedBy: '王派单' },
    });
    await refused(
      () => post('approve', tokens.dispatcher2, { leaveId: highest.leaveId, remark: '' }),
      /已处理，不能重复操作/,
    );
    await refused(
      () => post('refuse', tokens.dispatcher2, { leaveId: highest.leaveId, remark: '不行' }),
      /已处理/,
    );
    const refusedOne = await post('refuse', tokens.dispatcher2, {
      leaveId: han.leaveId,
      remark: '当天订单较多',
    });
    expect(refusedOne.body).toMatchObject({ code: 0, data: { state: 'refused', decidedBy: '孙调度' } });
  });

  it('refuses to approve leave whose days have passed', async () => {
    const late = await added(tokens.dispatcher, {
      masterId: 7,
      startDate: '2025-03-16',
      endDate: '2025-03-16',
      reason: '临时有事',
    });
    // Nobody decided it in time: its day is over (set up in the table, the clock stays).
    server.db
      .prepare(
        "UPDATE master_leave SET start_date = '2025-03-12', end_date = '2025-03-13' WHERE leave_id = ?",
      )
      .run(late.leaveId);
    await refused(
      () => post('approve', tokens.dispatcher, { leaveId: late.leaveId, remark: '' }),
      /请假日期已过，只能拒绝/,
    );
    const refusal = await post('refuse', tokens.dispatcher, { leaveId: late.leaveId, remark: '已过期' });
    expect(refusal.body.code).toBe(0);
  });

  it('keeps a master on approved leave out of the dispatch candidates and refuses dispatching them', async () => {
    const orderId = (
      server.db
        .prepare("SELECT order_id FROM work_order WHERE order_status = 'toDispatch' AND held = 0 LIMIT 1")
        .get() as { order_id: number }
    ).order_id;
    const candidates = async () =>
      (
        (
          await server.call('GET', '/order/order/masterList', {
            token: tokens.dispatcher,
            query: { orderId },
          })
        ).body.data as DispatchCandidate[]
      ).map((row) => row.masterId);
    expect(await candidates()).toContain(2);
    // 马师傅 (2) serves every area: leave today, approved, takes him out.
    const today = await added(tokens.dispatcher, {
      masterId: 2,
      startDate: TODAY,
      endDate: TODAY,
      reason: '体检',
    });
    expect(await candidates()).toContain(2);
    await post('approve', tokens.admin, { leaveId: today.leaveId, remark: '' });
    expect(await candidates()).not.toContain(2);
    await refused(
      () =>
        server.call('POST', '/order/order/dispatch', {
          token: tokens.dispatcher,
          body: { orderId, masterId: 2, remark: '' },
        }),
      /马师傅在 2025-03-15 至 2025-03-15 请假，不能派单/,
    );
    // Withdrawn before it is over: back in dispatch.
    await post('cancel', tokens.dispatcher, { leaveId: today.leaveId });
    expect(await candidates()).toContain(2);
  });
});
