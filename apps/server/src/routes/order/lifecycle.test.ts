import { LIVE_ORDER_COMPLETED, LIVE_ORDER_DISPATCHED } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveMessageOut } from '../../live/events';
import { startTestServer, type TestServer } from '../../testing/harness';

/** A real 1×1 PNG (the server checks a picture's content against its extension). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'master' | 'teamhead' | 'enterprise' | 'viewer', string>;
const heard: { userId: number; message: LiveMessageOut }[] = [];

type Account = keyof typeof tokens;
const EVERYONE: Account[] = ['admin', 'dispatcher', 'master', 'teamhead', 'enterprise', 'viewer'];

async function start(names: Account[] = EVERYONE) {
  server = await startTestServer();
  for (const name of names) {
    tokens[name] = await server.login(name);
  }
  server.services.events.subscribe((userId, message) => {
    heard.push({ userId, message });
  });
}

const post = (path: string, token: string, body: object) =>
  server.call('POST', `/order/order/${path}`, { token, body });

interface OrderState {
  order_status: string;
  master_id: number | null;
  accept_time: string | null;
  check_in_time: string | null;
  back_reason: string | null;
  recover_reason: string | null;
}
const stateOf = (orderId: number) =>
  server.db
    .prepare(
      'SELECT order_status, master_id, accept_time, check_in_time, back_reason, recover_reason FROM work_order WHERE order_id = ?',
    )
    .get(orderId) as OrderState;

const firstOrder = (where: string) =>
  (
    server.db.prepare(`SELECT order_id FROM work_order WHERE ${where} ORDER BY order_id LIMIT 1`).get() as {
      order_id: number;
    }
  ).order_id;

const balanceCents = (enterpriseId: number) =>
  (
    server.db.prepare('SELECT balance_cents FROM wallet WHERE enterprise_id = ?').get(enterpriseId) as {
      balance_cents: number;
    }
  ).balance_cents;

/** Everything a refused transition must leave as it was. */
const snapshot = () => ({
  orders: server.db.prepare('SELECT * FROM work_order ORDER BY order_id').all(),
  course: server.count('work_order_course'),
  parts: server.count('work_order_part'),
  photos: server.count('work_order_photo'),
  masterBills: server.count('master_bill'),
  bills: server.count('enterprise_detailed'),
  wallets: server.db.prepare('SELECT * FROM wallet ORDER BY enterprise_id').all(),
});

/** A refusal: a clear message (HTTP 200 with a code, or 403 for a missing code) and nothing changed. */
async function refused(
  action: () => Promise<{ status: number; body: { code: number; msg: string } }>,
  msg: RegExp,
) {
  const before = snapshot();
  heard.length = 0;
  const answer = await action();
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
  expect(heard).toEqual([]);
}

async function uploadPhoto(token: string) {
  const boundary = '----onsite-lifecycle-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="done.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/dfs/upload?type=enterprise',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token },
    payload,
  });
  const body = response.json() as { code: number; data: { pathfileName: string } };
  expect(body.code).toBe(0);
  return body.data.pathfileName;
}

const completion = (orderId: number, photos: string[], serialNumbers: string[] = []) => ({
  orderId,
  photos,
  serialNumbers,
  parts: [{ name: '电池盒', quantity: 2 }],
  customerConfirmed: true,
  remark: '',
});

describe('the order lifecycle (D32) and masters signing in (D33)', () => {
  beforeAll(() => start());
  afterAll(() => server.close());

  it('runs toDispatch → dispatched → accepted → inService → completed → verified → settled, each step in the course, the log and the live channel', async () => {
    const orderId = firstOrder("order_status = 'toDispatch' AND held = 0 AND enterprise_id = 1");
    const logged = server.count('sys_oper_log', "oper_url LIKE '%/order/order/%'");
    const courseBefore = server.count('work_order_course', `order_id = ${orderId}`);

    heard.length = 0;
    expect((await post('dispatch', tokens.dispatcher, { orderId, masterId: 1, remark: '' })).body.code).toBe(
      0,
    );
    // The master (user 19) hears of the dispatch.
    expect(heard).toContainEqual({
      userId: 19,
      message: expect.objectContaining({ type: LIVE_ORDER_DISPATCHED, orderId }),
    });

    const mine = await server.call('GET', '/order/order/mine', {
      token: tokens.master,
      query: { orderStatus: 'dispatched', pageSize: 100 },
    });
    expect((mine.body.rows as { orderId: number }[]).map((row) => row.orderId)).toContain(orderId);

    expect((await post('accept', tokens.master, { orderId })).body).toMatchObject({
      code: 0,
      msg: '接单成功',
    });
    expect(stateOf(orderId)).toMatchObject({ order_status: 'accepted', master_id: 1 });
    expect(stateOf(orderId).accept_time).not.toBeNull();
    expect((await post('checkIn', tokens.master, { orderId })).body).toMatchObject({
      code: 0,
      msg: '签到成功',
    });
    expect(stateOf(orderId)).toMatchObject({ order_status: 'inService' });
    expect(stateOf(orderId).check_in_time).not.toBeNull();

    // A photo must be the master's own upload; the barcode switch asks for serial numbers.
    await refused(
      () =>
        post(
          'complete',
          tokens.master,
          completion(orderId, ['uploads/enterprise/20250315/none.png'], ['SN001']),
        ),
      /照片 .* 不存在，请重新上传/,
    );
    const photo = await uploadPhoto(tokens.master);
    const { install_type: installType } = server.db
      .prepare('SELECT install_type FROM work_order WHERE order_id = ?')
      .get(orderId) as { install_type: string };
    server.db
      .prepare(
        `INSERT INTO ent_setting (enterprise_id, install_type, serial_no_flag) VALUES (1, ?, 1)
         ON CONFLICT (enterprise_id, install_type) DO UPDATE SET serial_no_flag = 1`,
      )
      .run(installType);
    await refused(
      () => post('complete', tokens.master, completion(orderId, [photo])),
      /该企业已开启产品条形码，请填写序列号/,
    );
    heard.length = 0;
    const completed = await post('complete', tokens.master, completion(orderId, [photo], ['SN001', ' ']));
    expect(completed.body).toMatchObject({ code: 0, msg: '完工成功' });
    expect(stateOf(orderId)).toMatchObject({ order_status: 'completed' });
    // The order's principal (a dispatcher) and the administrators hear of the completion.
    const { principal_id: principal } = server.db
      .prepare('SELECT principal_id FROM work_order WHERE order_id = ?')
      .get(orderId) as { principal_id: number | null };
    for (const userId of [1, ...(principal === null ? [] : [principal])]) {
      expect(heard).toContainEqual({
        userId,
        message: expect.objectContaining({ type: LIVE_ORDER_COMPLETED, orderId }),
      });
    }

    expect((await post('verify', tokens.dispatcher, { orderId, remark: '' })).body).toMatchObject({
      code: 0,
      msg: '验收成功',
    });
    expect(stateOf(orderId)).toMatchObject({ order_status: 'verified' });

    const balance = balanceCents(1);
    const settled = await post('settle', tokens.dispatcher, { orderId, remark: '' });
    expect(settled.body).toMatchObject({ code: 0, msg: '结算成功' });
    const settlement = settled.body.data as {
      masterAmount: number;
      enterpriseAmount: number;
      balance: number;
    };
    expect(settlement.enterpriseAmount).toBeGreaterThan(0);
    expect(balanceCents(1)).toBe(balance - Math.round(settlement.enterpriseAmount * 100));
    expect(settlement.balance * 100).toBeCloseTo(balanceCents(1));
    const { order_no: orderNo } = server.db
      .prepare('SELECT order_no FROM work_order WHERE order_id = ?')
      .get(orderId) as { order_no: string };
    expect(
      server.db.prepare('SELECT master_id, amount_cents FROM master_bill WHERE order_id = ?').get(orderId),
    ).toEqual({ master_id: 1, amount_cents: Math.round(settlement.masterAmount * 100) });
    expect(
      server.db
        .prepare(
          'SELECT oper_type, change_cents FROM enterprise_detailed WHERE order_no = ? AND enterprise_id = 1',
        )
        .all(orderNo),
    ).toEqual([{ oper_type: 1, change_cents: -Math.round(settlement.enterpriseAmount * 100) }]);

    const details = await server.call('GET', `/order/order/get/${orderId}`, { token: tokens.master });
    expect(details.body.data).toMatchObject({
      orderStatus: 'settled',
      photos: [photo],
      serialNumbers: ['SN001'],
      customerConfirmed: true,
      settlement,
    });
    const course = (details.body.data as { course: { operateType: string }[] }).course.map(
      (s) => s.operateType,
    );
    expect(course.slice(-6)).toEqual(['派单', '接单', '开始服务', '完工', '验收', '结算']);
    expect(server.count('work_order_course', `order_id = ${orderId}`)).toBe(courseBefore + 6);
    // Every call (two refused completions included) is in the operation log.
    expect(server.count('sys_oper_log', "oper_url LIKE '%/order/order/%'")).toBe(logged + 8);
    expect(server.count('sys_oper_log', "oper_url LIKE '%/order/order/checkIn%'")).toBe(1);
  });

  it('refuses every transition in a wrong state, for another master and for a user without the code, changing nothing', async () => {
    const dispatched = firstOrder("order_status = 'dispatched' AND held = 0 AND master_id = 1");
    const accepted = firstOrder("order_status = 'accepted' AND held = 0 AND master_id = 1");
    const inService = firstOrder("order_status = 'inService' AND held = 0 AND master_id = 1");
    const completed = firstOrder("order_status = 'completed' AND held = 0 AND master_id = 1");
    const verified = firstOrder("order_status = 'verified' AND held = 0");
    const cancelled = firstOrder("order_status = 'cancelled' AND held = 0");
    const waiting = firstOrder("order_status = 'toDispatch' AND held = 0");
    const photo = await uploadPhoto(tokens.master);

    // Wrong state.
    await refused(() => post('accept', tokens.master, { orderId: accepted }), /只有已派单的订单可以接单/);
    await refused(() => post('checkIn', tokens.master, { orderId: dispatched }), /只有已接单的订单可以签到/);
    await refused(
      () => post('complete', tokens.master, completion(accepted, [photo], ['SN1'])),
      /只有服务中的订单可以完工/,
    );
    await refused(
      () => post('back', tokens.master, { orderId: inService, backReason: '太远' }),
      /只有已派单或已接单/,
    );
    await refused(
      () => post('verify', tokens.dispatcher, { orderId: inService, remark: '' }),
      /只有已完成的订单可以验收/,
    );
    await refused(
      () => post('settle', tokens.dispatcher, { orderId: completed, remark: '' }),
      /只有已验收的订单可以结算/,
    );
    await refused(
      () => post('recover', tokens.dispatcher, { orderId: waiting, recoverReason: '误取消' }),
      /只有已取消的订单可以恢复/,
    );
    await refused(
      () => post('customerServiceApply', tokens.dispatcher, { orderId: inService, reason: '漏水' }),
      /只有已完成、已验收或已结算的订单可以申请售后/,
    );
    await refused(
      () => post('back', tokens.master, { orderId: dispatched, backReason: '   ' }),
      /请输入退单原因/,
    );

    // Another master: the team head sees master 1's orders (their team) but may not act on them.
    await refused(
      () => post('accept', tokens.teamhead, { orderId: dispatched }),
      /只有被派单的师傅本人可以操作该订单/,
    );
    await refused(() => post('checkIn', tokens.teamhead, { orderId: accepted }), /只有被派单的师傅本人/);
    await refused(
      () => post('complete', tokens.teamhead, completion(inService, [photo], ['SN1'])),
      /只有被派单的师傅本人/,
    );
    await refused(
      () => post('back', tokens.teamhead, { orderId: dispatched, backReason: '没空' }),
      /只有被派单的师傅本人/,
    );
    // The administrator holds every code but is no master.
    await refused(() => post('accept', tokens.admin, { orderId: dispatched }), /只有被派单的师傅本人/);

    // Users without the code (403).
    await refused(() => post('accept', tokens.dispatcher, { orderId: dispatched }), /没有权限/);
    await refused(() => post('verify', tokens.master, { orderId: completed, remark: '' }), /没有权限/);
    await refused(() => post('settle', tokens.viewer, { orderId: verified, remark: '' }), /没有权限/);
    await refused(
      () => post('recover', tokens.enterprise, { orderId: cancelled, recoverReason: '误取消' }),
      /没有权限/,
    );
    await refused(
      () => post('customerServiceApply', tokens.master, { orderId: completed, reason: '漏水' }),
      /没有权限/,
    );

    // A master never sees another master's order.
    const other = firstOrder("order_status = 'dispatched' AND held = 0 AND master_id = 3");
    await refused(
      () => post('accept', tokens.master, { orderId: other }),
      new RegExp(`订单 ${other} 不存在`),
    );
  });

  it('lets the master send an order back: to dispatch, master cleared, reason kept; then it is no longer theirs', async () => {
    const orderId = firstOrder("order_status = 'accepted' AND held = 0 AND master_id = 1");
    const answer = await post('back', tokens.master, { orderId, backReason: ' 客户电话打不通 ' });
    expect(answer.body).toMatchObject({ code: 0, msg: '退单成功' });
    expect(stateOf(orderId)).toMatchObject({
      order_status: 'toDispatch',
      master_id: null,
      accept_time: null,
      back_reason: '客户电话打不通',
    });
    const details = await server.call('GET', `/order/order/get/${orderId}`, { token: tokens.master });
    expect(details.body.code).not.toBe(0);
    const staff = await server.call('GET', `/order/order/get/${orderId}`, { token: tokens.dispatcher });
    expect(staff.body.data).toMatchObject({
      orderStatus: 'toDispatch',
      backReason: '客户电话打不通',
      masterId: null,
    });
    expect((staff.body.data as { course: { operateType: string }[] }).course.at(-1)?.operateType).toBe(
      '退单',
    );
    // Dispatched again, it starts over.
    expect((await post('dispatch', tokens.dispatcher, { orderId, masterId: 1, remark: '' })).body.code).toBe(
      0,
    );
    expect(stateOf(orderId)).toMatchObject({ order_status: 'dispatched', master_id: 1 });
  });

  it('recovers a cancelled order to dispatch with a reason', async () => {
    const orderId = firstOrder("order_status = 'cancelled'");
    const answer = await post('recover', tokens.dispatcher, { orderId, recoverReason: '客户重新预约' });
    expect(answer.body).toMatchObject({ code: 0, msg: '恢复成功' });
    expect(stateOf(orderId)).toMatchObject({
      order_status: 'toDispatch',
      master_id: null,
      recover_reason: '客户重新预约',
    });
    const details = await server.call('GET', `/order/order/get/${orderId}`, { token: tokens.dispatcher });
    expect(details.body.data).toMatchObject({ cancelReason: null, recoverReason: '客户重新预约' });
  });

  it('opens an after-sales order linked to a finished one, once at a time, and dispatches it', async () => {
    const orderId = firstOrder(
      "order_status = 'completed' AND enterprise_id = 1 AND NOT EXISTS (SELECT 1 FROM work_order c WHERE c.parent_order_id = work_order.order_id)",
    );
    heard.length = 0;
    const answer = await post('customerServiceApply', tokens.enterprise, {
      orderId,
      reason: '门锁无法识别指纹',
    });
    expect(answer.body).toMatchObject({ code: 0, msg: '售后申请已提交' });
    const created = answer.body.data as { orderId: number; orderNo: string };
    expect(
      server.db
        .prepare('SELECT order_status, parent_order_id, service_reason FROM work_order WHERE order_id = ?')
        .get(created.orderId),
    ).toEqual({
      order_status: 'customerServiceApply',
      parent_order_id: orderId,
      service_reason: '门锁无法识别指纹',
    });
    expect(heard.map((entry) => entry.message.type)).toContain(1);
    await refused(
      () => post('customerServiceApply', tokens.dispatcher, { orderId, reason: '又坏了' }),
      /已有进行中的售后订单/,
    );
    expect(
      (await post('dispatch', tokens.dispatcher, { orderId: created.orderId, masterId: 1, remark: '' })).body
        .code,
    ).toBe(0);
    expect(stateOf(created.orderId)).toMatchObject({ order_status: 'dispatched', master_id: 1 });
  });

  it('signs a master in with account and password and shows only their own orders; a team head the team’s', async () => {
    const own = server.count('work_order', 'master_id = 1');
    const mine = await server.call('GET', '/order/order/mine', {
      token: tokens.master,
      query: { pageSize: 500 },
    });
    expect(mine.body.total).toBe(own);
    expect((mine.body.rows as { masterId: number }[]).every((row) => row.masterId === 1)).toBe(true);
    // The order list is not theirs (no code); details of another master's order are refused.
    expect((await server.call('GET', '/order/order/list', { token: tokens.master })).status).toBe(403);
    const other = firstOrder('master_id = 3');
    const details = await server.call('GET', `/order/order/get/${other}`, { token: tokens.master });
    expect(details.body.code).not.toBe(0);
    const counts = await server.call('GET', '/order/order/statusCount', { token: tokens.master });
    const counted = (counts.body.data as { count: number }[]).reduce((sum, row) => sum + row.count, 0);
    expect(counted).toBe(own);

    const team = server.count(
      'work_order',
      'master_id IN (SELECT master_id FROM master WHERE team_id = (SELECT team_id FROM master WHERE master_id = 2))',
    );
    const head = await server.call('GET', '/order/order/mine', {
      token: tokens.teamhead,
      query: { pageSize: 500 },
    });
    expect(head.body.total).toBe(team);
    expect(team).toBeGreaterThan(server.count('work_order', 'master_id = 2'));
    const member = await server.call('GET', '/order/order/mine', {
      token: tokens.teamhead,
      query: { masterId: 1, pageSize: 500 },
    });
    expect(member.body.total).toBe(own);
    // Staff have no orders of their own here.
    const staff = await server.call('GET', '/order/order/mine', { token: tokens.admin });
    expect(staff.body.total).toBe(0);
  });
});

describe('a settlement is one transaction', () => {
  beforeAll(() => start(['dispatcher']));
  afterAll(() => server.close());

  it('writes nothing when its second write fails: no master bill line, wallet and order unchanged', async () => {
    const orderId = firstOrder("order_status = 'verified' AND held = 0");
    server.db.exec(
      "CREATE TRIGGER fail_bill BEFORE INSERT ON enterprise_detailed BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const before = snapshot();
      const answer = await post('settle', tokens.dispatcher, { orderId, remark: '' });
      expect(answer.body.code).not.toBe(0);
      expect(snapshot()).toEqual(before);
      expect(stateOf(orderId).order_status).toBe('verified');
    } finally {
      quiet.mockRestore();
      server.db.exec('DROP TRIGGER fail_bill');
    }
    // Without the failure it settles.
    expect((await post('settle', tokens.dispatcher, { orderId, remark: '' })).body.code).toBe(0);
    expect(stateOf(orderId).order_status).toBe('settled');
  });

  it('refuses a settlement the wallet cannot pay, changing nothing', async () => {
    const orderId = firstOrder("order_status = 'verified' AND held = 0");
    const { enterprise_id: enterpriseId } = server.db
      .prepare('SELECT enterprise_id FROM work_order WHERE order_id = ?')
      .get(orderId) as { enterprise_id: number };
    server.db.prepare('UPDATE wallet SET balance_cents = 0 WHERE enterprise_id = ?').run(enterpriseId);
    await refused(() => post('settle', tokens.dispatcher, { orderId, remark: '' }), /企业余额不足，无法结算/);
  });
});
