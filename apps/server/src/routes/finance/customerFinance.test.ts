import type {
  AgreementCurrent,
  AgreementStatus,
  CustomerAccount,
  CustomerExpense,
  CustomerExpenseLine,
  OrderAcceptance,
} from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
let enterprise: string;
let master: string;
let market: string;
let dispatcher: string;
beforeEach(async () => {
  server = await startTestServer();
  [admin, enterprise, master, market, dispatcher] = await Promise.all([
    server.login('admin'),
    server.login('enterprise'),
    server.login('master'),
    server.login('market'),
    server.login('dispatcher'),
  ]);
});
afterEach(async () => server.close());

type Query = Record<string, string | number | undefined>;
const get = <T>(token: string, path: string, query: Query = {}) =>
  server.call('GET', path, { token, query }) as Promise<{
    status: number;
    body: { code: number; msg: string; rows?: T[]; total?: number; data?: unknown };
    headers: Record<string, unknown>;
  }>;
const post = (token: string, path: string, body: unknown) => server.call('POST', path, { token, body });

const MONTH = '2031-03';

/** Known charges of enterprise 1 in MONTH: one names a seeded order, one a number of no order; a top-up beside. */
function knownCharges(): { orderNo: string } {
  const order = server.db
    .prepare('SELECT order_no FROM work_order WHERE enterprise_id = 1 LIMIT 1')
    .get() as {
    order_no: string;
  };
  const insert = server.db.prepare(
    `INSERT INTO enterprise_detailed (enterprise_id, oper_type, order_no, change_cents, balance_cents, create_by, create_time)
     VALUES (1, ?, ?, ?, 0, 'test', ?)`,
  );
  insert.run(1, order.order_no, -12_000, '2031-03-10 10:00:00');
  insert.run(1, 'GDX1', -8_050, '2031-03-20 10:00:00');
  insert.run(0, '', 50_000, '2031-03-21 10:00:00');
  insert.run(1, 'GDX2', -1_000, '2031-04-01 00:00:00');
  return { orderNo: order.order_no };
}

describe('customer expenses (D55)', () => {
  it("sums a month's work-order charges per enterprise and lists the lines with their orders", async () => {
    const { orderNo } = knownCharges();
    const { body } = await get<CustomerExpense>(admin, '/finance/customerExpense/list', { month: MONTH });
    expect(body.code).toBe(0);
    expect(body.rows).toEqual([
      expect.objectContaining({
        enterpriseId: 1,
        month: MONTH,
        chargeCount: 2,
        amount: 200.5,
        lastChargeTime: '2031-03-20 10:00:00',
      }),
    ]);
    const lines = await get<CustomerExpenseLine>(admin, '/finance/customerExpense/lines', {
      month: MONTH,
      enterpriseId: 1,
    });
    expect(lines.body.total).toBe(2);
    expect(lines.body.rows?.map((line) => [line.orderNo, line.amount, line.orderId !== null])).toEqual([
      ['GDX1', 80.5, false],
      [orderNo, 120, true],
    ]);
  });

  it('shows an enterprise user their own enterprise only and refuses another or a caller without the code', async () => {
    knownCharges();
    const own = await get<CustomerExpense>(enterprise, '/finance/customerExpense/list', { month: MONTH });
    expect(own.body.rows?.map((row) => row.enterpriseId)).toEqual([1]);
    const other = await get(enterprise, '/finance/customerExpense/list', { month: MONTH, enterpriseId: 2 });
    expect(other.status).toBe(403);
    const otherLines = await get(enterprise, '/finance/customerExpense/lines', {
      month: MONTH,
      enterpriseId: 2,
    });
    expect(otherLines.status).toBe(403);
    expect((await get(master, '/finance/customerExpense/list', { month: MONTH })).status).toBe(403);
    expect((await get(master, '/finance/customerExpense/export', { month: MONTH })).status).toBe(403);
    const bad = await get(admin, '/finance/customerExpense/list', { month: '2031-13' });
    expect(bad.body.code).toBe(400);
  });

  it('exports the lines with a total and records the download', async () => {
    knownCharges();
    const before = server.count('export_record');
    const answer = await get(admin, '/finance/customerExpense/export', { month: MONTH, enterpriseId: 1 });
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toContain('spreadsheetml');
    expect(server.count('export_record')).toBe(before + 1);
  });
});

describe('the customer list (D55)', () => {
  it("reads each enterprise's wallet, this month's charges, finished orders not charged and unpaid top-ups", async () => {
    const { body } = await get<CustomerAccount>(admin, '/finance/customerAccount/list', { enterpriseId: 1 });
    expect(body.code).toBe(0);
    const row = body.rows?.[0];
    const wallet = server.db.prepare('SELECT balance_cents FROM wallet WHERE enterprise_id = 1').get() as {
      balance_cents: number;
    };
    expect(row?.balance).toBe(wallet.balance_cents / 100);
    expect(row?.unchargedOrders).toBe(
      server.count('work_order', "enterprise_id = 1 AND order_status IN ('completed', 'verified')"),
    );
    expect(row?.unpaidTopUps).toBe(server.count('enterprise_recharge', 'enterprise_id = 1 AND status = 2'));
    expect(row?.agreementVersion).toBe(1);
    const all = await get<CustomerAccount>(admin, '/finance/customerAccount/list', { pageSize: 100 });
    expect(all.body.total).toBe(server.count('ent_enterprise', 'del_status = 0'));
  });

  it('shows an enterprise user their own row and refuses another enterprise or a caller without the code', async () => {
    const own = await get<CustomerAccount>(enterprise, '/finance/customerAccount/list');
    expect(own.body.rows?.map((row) => row.enterpriseId)).toEqual([1]);
    expect((await get(enterprise, '/finance/customerAccount/list', { enterpriseId: 2 })).status).toBe(403);
    expect((await get(master, '/finance/customerAccount/list')).status).toBe(403);
    expect((await get(master, '/finance/customerAccount/export')).status).toBe(403);
    const exported = await get(market, '/finance/customerAccount/export', { enterpriseName: '安装' });
    expect(exported.status).toBe(200);
  });
});

/** A finished order of enterprise 1 the enterprise has not decided on. */
const pendingOrder = (status = 'completed') =>
  server.db
    .prepare(
      `SELECT order_id, order_no FROM work_order o WHERE enterprise_id = 1 AND order_status = ?
           AND NOT EXISTS (SELECT 1 FROM order_acceptance a WHERE a.order_id = o.order_id) ORDER BY order_id DESC LIMIT 1`,
    )
    .get(status) as { order_id: number; order_no: string };
const acceptanceOf = (orderId: number) =>
  server.db.prepare('SELECT state, reason, decide_by FROM order_acceptance WHERE order_id = ?').get(orderId);

describe("the enterprise's acceptance of finished orders (D55)", () => {
  it("lists the enterprise's own finished orders by state; staff see all and may filter", async () => {
    const own = await get<OrderAcceptance>(enterprise, '/finance/acceptance/list', { pageSize: 500 });
    expect(own.body.code).toBe(0);
    expect(new Set(own.body.rows?.map((row) => row.enterpriseId))).toEqual(new Set([1]));
    const states = new Set(own.body.rows?.map((row) => row.state));
    expect(states).toEqual(new Set(['pending', 'accepted', 'disputed']));
    const disputed = await get<OrderAcceptance>(dispatcher, '/finance/acceptance/list', {
      state: 'disputed',
    });
    expect(disputed.body.rows?.every((row) => row.state === 'disputed' && row.reason)).toBe(true);
    const two = await get<OrderAcceptance>(admin, '/finance/acceptance/list', { enterpriseId: 2 });
    expect(two.body.rows?.every((row) => row.enterpriseId === 2)).toBe(true);
    expect((await get(enterprise, '/finance/acceptance/list', { enterpriseId: 2 })).status).toBe(403);
    expect((await get(master, '/finance/acceptance/list')).status).toBe(403);
  });

  it('records an acceptance with the user, in the course, once', async () => {
    const order = pendingOrder();
    const answer = await post(enterprise, '/finance/acceptance/accept', { orderId: order.order_id });
    expect(answer.body).toMatchObject({ code: 0, msg: '已确认验收' });
    expect(acceptanceOf(order.order_id)).toEqual({ state: 'accepted', reason: null, decide_by: '张企业' });
    expect(
      server.count('work_order_course', `order_id = ${order.order_id} AND operate_type = '企业验收'`),
    ).toBe(1);
    const again = await post(enterprise, '/finance/acceptance/accept', { orderId: order.order_id });
    expect(again.body.msg).toBe(`订单 ${order.order_no} 已确认验收`);
    const dispute = await post(enterprise, '/finance/acceptance/dispute', {
      orderId: order.order_id,
      reason: '漏装',
    });
    expect(dispute.body.msg).toMatch(/不能再提出异议/);
    expect(acceptanceOf(order.order_id)).toMatchObject({ state: 'accepted' });
  });

  it('refuses staff, another enterprise, an unfinished order and a blank reason, changing nothing', async () => {
    const order = pendingOrder();
    const before = server.count('order_acceptance');
    expect((await post(admin, '/finance/acceptance/accept', { orderId: order.order_id })).status).toBe(403);
    expect((await post(dispatcher, '/finance/acceptance/accept', { orderId: order.order_id })).status).toBe(
      403,
    );
    const ent2 = await server.login('ent2');
    const foreign = await post(ent2, '/finance/acceptance/accept', { orderId: order.order_id });
    expect(foreign.body.msg).toBe(`订单 ${order.order_id} 不存在`);
    const open = server.db
      .prepare(
        "SELECT order_id, order_no FROM work_order WHERE enterprise_id = 1 AND order_status = 'toDispatch' LIMIT 1",
      )
      .get() as { order_id: number; order_no: string };
    const early = await post(enterprise, '/finance/acceptance/accept', { orderId: open.order_id });
    expect(early.body.msg).toMatch(new RegExp(`订单 ${open.order_no} 不是待验收的订单`));
    const blank = await post(enterprise, '/finance/acceptance/dispute', {
      orderId: order.order_id,
      reason: '  ',
    });
    expect(blank.body.msg).toBe('请输入异议原因');
    const long = await post(enterprise, '/finance/acceptance/dispute', {
      orderId: order.order_id,
      reason: '长'.repeat(201),
    });
    expect(long.body.code).toBe(400);
    expect(server.count('order_acceptance')).toBe(before);
  });

  it('holds the settlement of a disputed order until the enterprise accepts it', async () => {
    const order = pendingOrder('verified');
    const dispute = await post(enterprise, '/finance/acceptance/dispute', {
      orderId: order.order_id,
      reason: '门锁未调试',
    });
    expect(dispute.body.code).toBe(0);
    const held = await post(dispatcher, '/order/order/settle', { orderId: order.order_id, remark: '' });
    expect(held.body.msg).toBe(`企业对订单 ${order.order_no} 有异议（门锁未调试），企业确认验收后才能结算`);
    expect(server.count('work_order', `order_id = ${order.order_id} AND order_status = 'verified'`)).toBe(1);
    expect(
      (await post(enterprise, '/finance/acceptance/accept', { orderId: order.order_id })).body.code,
    ).toBe(0);
    const settled = await post(dispatcher, '/order/order/settle', { orderId: order.order_id, remark: '' });
    expect(settled.body.code).toBe(0);
    const after = await post(enterprise, '/finance/acceptance/dispute', {
      orderId: order.order_id,
      reason: '又坏了',
    });
    expect(after.body.msg).toMatch(/不是待验收的订单/);
  });
});

describe('the service agreement (D55)', () => {
  it('asks an enterprise that accepted an older version again, and records who accepted the current one', async () => {
    const current = await get(enterprise, '/finance/agreement/current');
    const data = current.body.data as AgreementCurrent;
    expect(data.agreement?.version).toBe(2);
    expect(data).toMatchObject({ accepted: null, lastAcceptedVersion: 1 });
    const old = await post(enterprise, '/finance/agreement/confirm', { version: 1 });
    expect(old.body.msg).toBe('服务协议已更新为第 2 版，请阅读新版本后再确认');
    const done = await post(enterprise, '/finance/agreement/confirm', { version: 2 });
    expect(done.body).toMatchObject({ code: 0, data: { enterpriseId: 1, version: 2, acceptBy: '张企业' } });
    const again = await post(enterprise, '/finance/agreement/confirm', { version: 2 });
    expect(again.body.msg).toMatch(/^贵企业已于 .+ 由 张企业 确认第 2 版服务协议$/);
    expect(server.count('agreement_acceptance', 'enterprise_id = 1')).toBe(2);
  });

  it('lists every enterprise with the version it accepted last; an enterprise user sees their own', async () => {
    const never = await get<AgreementStatus>(admin, '/finance/agreement/list', {
      state: 'never',
      pageSize: 100,
    });
    expect(never.body.rows?.some((row) => row.enterpriseId === 4)).toBe(true);
    expect(never.body.rows?.every((row) => row.acceptedVersion === null)).toBe(true);
    const current = await get<AgreementStatus>(market, '/finance/agreement/list', { state: 'current' });
    expect(current.body.rows?.map((row) => row.enterpriseId)).toEqual([2, 3]);
    const outdated = await get<AgreementStatus>(admin, '/finance/agreement/list', { state: 'outdated' });
    expect(outdated.body.rows?.map((row) => [row.enterpriseId, row.acceptedVersion])).toEqual([[1, 1]]);
    const own = await get<AgreementStatus>(enterprise, '/finance/agreement/list');
    expect(own.body.rows?.map((row) => row.enterpriseId)).toEqual([1]);
    expect((await get(enterprise, '/finance/agreement/list', { enterpriseId: 2 })).status).toBe(403);
    expect((await get(master, '/finance/agreement/current')).status).toBe(403);
  });

  it('publishes a new version that every enterprise accepts again; refuses the rest, changing nothing', async () => {
    const before = server.count('service_agreement');
    expect((await post(admin, '/finance/agreement/confirm', { version: 2 })).status).toBe(403);
    expect((await post(market, '/finance/agreement/publish', { title: 'x', content: 'y' })).status).toBe(403);
    expect((await post(enterprise, '/finance/agreement/publish', { title: 'x', content: 'y' })).status).toBe(
      403,
    );
    expect((await post(admin, '/finance/agreement/publish', { title: ' ', content: 'y' })).body.msg).toBe(
      '请输入协议标题',
    );
    expect((await post(admin, '/finance/agreement/publish', { title: 'x', content: '' })).body.msg).toBe(
      '请输入协议内容',
    );
    const current = (await get(admin, '/finance/agreement/current')).body.data as AgreementCurrent;
    const same = await post(admin, '/finance/agreement/publish', {
      title: current.agreement?.title,
      content: current.agreement?.content,
    });
    expect(same.body.msg).toBe('协议内容没有变化');
    expect(server.count('service_agreement')).toBe(before);
    const published = await post(admin, '/finance/agreement/publish', {
      title: '服务协议',
      content: '第三版',
    });
    expect(published.body).toMatchObject({ code: 0, data: { version: 3 } });
    const list = await get<AgreementStatus>(admin, '/finance/agreement/list', { state: 'current' });
    expect(list.body.total).toBe(0);
  });
});
