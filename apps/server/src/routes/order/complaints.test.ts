import type { Complaint, ComplaintAuthority, MasterScoreDetail } from '@onsite/domain';
import { COMPLAINT_DEDUCTION } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<
  'admin' | 'dispatcher' | 'dispatcher2' | 'service' | 'tech1' | 'enterprise' | 'ent2' | 'master',
  string
>;

const post = (path: string, token: string, body: object) =>
  server.call('POST', `/order/complaint/${path}`, { token, body });
const list = (token: string, query: Record<string, string | number> = {}) =>
  server.call('GET', '/order/complaint/list', { token, query: { pageSize: 100, ...query } });
const authority = (path: string, token: string, body: object) =>
  server.call('POST', `/master/complaintAuthority/${path}`, { token, body });

const snapshot = () => ({
  complaints: server.db.prepare('SELECT * FROM complaint ORDER BY complaint_id').all(),
  authorities: server.db.prepare('SELECT * FROM complaint_authority ORDER BY authority_id').all(),
  scores: server.db.prepare('SELECT master_id, score FROM master ORDER BY master_id').all(),
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

/** An order of the enterprise with a master, and one without a master. */
const orderOf = (enterpriseId: number, withMaster: boolean) =>
  server.db
    .prepare(
      `SELECT order_no, master_id FROM work_order WHERE enterprise_id = ? AND master_id IS ${withMaster ? 'NOT' : ''} NULL
       ORDER BY order_id LIMIT 1`,
    )
    .get(enterpriseId) as { order_no: string; master_id: number | null };

const complaintBody = (orderNo: string) => ({
  orderNo,
  category: 'quality',
  description: '门锁安装后无法反锁',
  contactName: '李先生',
  contactPhone: '13912345678',
});

beforeAll(async () => {
  server = await startTestServer();
  for (const name of Object.keys({
    admin: 0,
    dispatcher: 0,
    dispatcher2: 0,
    service: 0,
    tech1: 0,
    enterprise: 0,
    ent2: 0,
    master: 0,
  }) as (keyof typeof tokens)[])
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

describe('complaints (D57)', () => {
  it('lists the seeded complaints in every state; an enterprise user sees only its own', async () => {
    const { body } = await list(tokens.dispatcher);
    const rows = body.rows as Complaint[];
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['pending', 'handling', 'upheld', 'dismissed']),
    );
    const own = (await list(tokens.enterprise)).body.rows as Complaint[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.enterpriseId === 1)).toBe(true);
    // Asking for another enterprise gives nothing of it.
    const other = (await list(tokens.enterprise, { enterpriseId: 2 })).body.rows as Complaint[];
    expect(other).toEqual([]);
    const upheld = (await list(tokens.dispatcher, { state: 'upheld' })).body.rows as Complaint[];
    expect(upheld.length).toBeGreaterThan(0);
    expect(upheld.every((row) => row.state === 'upheld' && row.handleNote !== '')).toBe(true);
    await refused(() => list(tokens.master), /没有权限/);
    const { body: bad } = await list(tokens.dispatcher, { beginTime: '2025-03-10', endTime: '2025-03-01' });
    expect(bad).toMatchObject({ code: 400, msg: '开始时间不能晚于结束时间' });
  });

  it('files a complaint against an order: its master taken from the order; refuses what it must', async () => {
    const order = orderOf(1, true);
    const { body } = await post('add', tokens.enterprise, complaintBody(order.order_no));
    expect(body).toMatchObject({ code: 0, msg: '投诉已登记，等待处理' });
    expect(body.data).toMatchObject({ state: 'pending', masterId: order.master_id, enterpriseId: 1 });
    // The same category while it is open, another enterprise's order, an order without a master, blanks.
    await refused(
      () => post('add', tokens.enterprise, complaintBody(order.order_no)),
      /已有同类投诉正在处理/,
    );
    const foreign = orderOf(2, true);
    await refused(() => post('add', tokens.enterprise, complaintBody(foreign.order_no)), /订单 .* 不存在/);
    await refused(() => post('add', tokens.dispatcher, complaintBody('GD-NONE')), /订单 GD-NONE 不存在/);
    const unassigned = orderOf(1, false);
    await refused(() => post('add', tokens.dispatcher, complaintBody(unassigned.order_no)), /还没有派给师傅/);
    await refused(
      () =>
        post('add', tokens.dispatcher, {
          ...complaintBody(order.order_no),
          category: 'other',
          description: '  ',
        }),
      /请描述投诉的问题/,
    );
    await refused(
      () =>
        post('add', tokens.dispatcher, {
          ...complaintBody(order.order_no),
          category: 'other',
          contactName: ' ',
        }),
      /请输入投诉联系人/,
    );
    await refused(
      () => post('add', tokens.dispatcher, { ...complaintBody(order.order_no), contactPhone: '123' }),
      /./,
    );
    await refused(() => post('add', tokens.master, complaintBody(order.order_no)), /没有权限/);
  });

  it('handles a complaint only as 投诉权限 assigns it, in order, and an upheld one lowers the score', async () => {
    const order = orderOf(1, true);
    const masterId = order.master_id as number;
    const filed = (
      await post('add', tokens.dispatcher, { ...complaintBody(order.order_no), category: 'delay' })
    ).body.data as Complaint;
    // Deciding before taking it up, an enterprise user, a staff member without an assignment.
    await refused(
      () =>
        post('decide', tokens.dispatcher, { complaintId: filed.complaintId, result: 'upheld', note: '属实' }),
      /还未开始处理/,
    );
    await refused(
      () => post('start', tokens.enterprise, { complaintId: filed.complaintId, note: '' }),
      /没有权限/,
    );
    await refused(
      () => post('start', tokens.tech1, { complaintId: filed.complaintId, note: '' }),
      /您没有处理「.*」上门延误投诉的权限/,
    );
    // 孙调度 handles overcharging anywhere and attitude of enterprise 2: not this delay of enterprise 1.
    await refused(
      () => post('start', tokens.dispatcher2, { complaintId: filed.complaintId, note: '' }),
      /投诉的权限/,
    );
    await refused(
      () => post('start', tokens.dispatcher, { complaintId: 99999, note: '' }),
      /投诉 99999 不存在/,
    );
    // 郑客服 handles enterprise 1's complaints.
    const started = await post('start', tokens.service, {
      complaintId: filed.complaintId,
      note: '已联系客户',
    });
    expect(started.body).toMatchObject({ code: 0, data: { state: 'handling', handledBy: '郑客服' } });
    await refused(
      () => post('start', tokens.service, { complaintId: filed.complaintId, note: '' }),
      /请先受理|已有处理结果|还未开始/,
    );
    await refused(
      () => post('decide', tokens.service, { complaintId: filed.complaintId, result: 'upheld', note: ' ' }),
      /请填写处理说明/,
    );
    const before = (
      await server.call('GET', '/master/score/detail', { token: tokens.admin, query: { masterId } })
    ).body.data as MasterScoreDetail;
    const decided = await post('decide', tokens.service, {
      complaintId: filed.complaintId,
      result: 'upheld',
      note: '迟到属实',
    });
    expect(decided.body).toMatchObject({
      code: 0,
      msg: '投诉成立，已重新计算师傅评分',
      data: { state: 'upheld' },
    });
    const after = (
      await server.call('GET', '/master/score/detail', { token: tokens.admin, query: { masterId } })
    ).body.data as MasterScoreDetail;
    expect(after.upheldComplaints).toBe(before.upheldComplaints + 1);
    expect(after.deduction).toBeCloseTo(before.deduction + COMPLAINT_DEDUCTION, 5);
    const stored = server.db.prepare('SELECT score FROM master WHERE master_id = ?').get(masterId) as {
      score: number | null;
    };
    expect(stored.score).toBe(after.score);
    await refused(
      () =>
        post('decide', tokens.service, { complaintId: filed.complaintId, result: 'dismissed', note: '再议' }),
      /已有处理结果/,
    );
  });

  it('the seeded upheld complaints make the masters’ scores differ from their ratings', () => {
    const rows = server.db
      .prepare(
        `SELECT master_id, COUNT(*) AS n FROM complaint WHERE state = 'upheld' GROUP BY master_id ORDER BY master_id`,
      )
      .all() as { master_id: number; n: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.master_id === 1)).toBe(false);
  });
});

describe('complaint handlers (D57)', () => {
  it('lists, assigns and takes back; refuses duplicates, non-staff and strangers', async () => {
    const { body } = await server.call('GET', '/master/complaintAuthority/list', {
      token: tokens.dispatcher,
      query: { pageSize: 50 },
    });
    expect((body.rows as ComplaintAuthority[]).map((row) => row.userName)).toContain('王派单');
    const handlers = await server.call('GET', '/master/complaintAuthority/handlers', {
      token: tokens.dispatcher,
    });
    const ids = (handlers.body.data as { userId: number }[]).map((row) => row.userId);
    expect(ids).toContain(11);
    expect(ids).not.toContain(4);
    const added = await authority('add', tokens.dispatcher, {
      userId: 11,
      enterpriseId: 1,
      category: 'delay',
    });
    expect(added.body).toMatchObject({
      code: 0,
      msg: '投诉权限已分配',
      data: { userId: 11, enterpriseId: 1, category: 'delay', enterpriseName: expect.any(String) },
    });
    const id = (added.body.data as ComplaintAuthority).authorityId;
    await refused(
      () => authority('add', tokens.dispatcher, { userId: 11, enterpriseId: 1, category: 'delay' }),
      /已有这项投诉权限/,
    );
    await refused(
      () => authority('add', tokens.dispatcher, { userId: 4, enterpriseId: null, category: null }),
      /不是平台员工/,
    );
    await refused(
      () => authority('add', tokens.dispatcher, { userId: 11, enterpriseId: 9999, category: null }),
      /企业 9999 不存在/,
    );
    await refused(
      () => authority('add', tokens.service, { userId: 11, enterpriseId: null, category: null }),
      /没有权限/,
    );
    await refused(
      () => authority('add', tokens.enterprise, { userId: 11, enterpriseId: null, category: null }),
      /没有权限/,
    );
    const removed = await authority('remove', tokens.dispatcher, { authorityId: id });
    expect(removed.body).toMatchObject({ code: 0, msg: '投诉权限已收回' });
    await refused(() => authority('remove', tokens.dispatcher, { authorityId: id }), /投诉权限 .* 不存在/);
  });
});
