import type { DispatchCandidate, IdCardRecord, LeaveRequest, MarginReturn } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessageOut } from '../../live/events';
import { idCard } from '../../seed/masters';
import { sampleBarcodePng } from '../../seed/sampleFiles';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'master' | 'teamhead' | 'enterprise', string>;
const heard: { userId: number; message: LiveMessageOut }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'dispatcher', 'master', 'teamhead', 'enterprise'] as const)
    tokens[name] = await server.login(name);
  server.services.events.subscribe((userId, message) => heard.push({ userId, message }));
});
afterAll(() => server.close());

type Body<T> = { code: number; msg: string; data?: T; rows?: T[]; total?: number };
const get = async <T>(url: string, token: string, query: Record<string, unknown> = {}) =>
  (await server.call('GET', url, { token, query })).body as Body<T>;
const post = async <T>(url: string, token: string, body: object) =>
  (await server.call('POST', url, { token, body })).body as Body<T>;

const snapshot = () => ({
  masters: server.db.prepare('SELECT * FROM master ORDER BY master_id').all(),
  orders: server.db
    .prepare('SELECT order_id, order_status, master_id FROM work_order ORDER BY order_id')
    .all(),
});

async function refused(action: () => Promise<Body<unknown>>, msg: string | RegExp) {
  const before = snapshot();
  const body = await action();
  expect(body.code, JSON.stringify(body)).not.toBe(0);
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else expect(body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
}

async function upload(token: string, fileName: string): Promise<string> {
  const boundary = '----onsite-d60-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    sampleBarcodePng(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/dfs/upload?type=enterprise',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token },
    payload,
  });
  const body = response.json() as Body<{ pathfileName: string }>;
  expect(body.code, body.msg).toBe(0);
  return body.data?.pathfileName ?? '';
}

/** The demo master account's master (郭师傅) and its user. */
const demoMaster = () =>
  server.db.prepare("SELECT master_id, user_id FROM master WHERE master_name = '郭师傅'").get() as {
    master_id: number;
    user_id: number;
  };
const setCard = (masterId: number, state: 'pending' | 'approved' | 'refused') =>
  server.db.prepare('UPDATE master SET id_card_state = ? WHERE master_id = ?').run(state, masterId);

describe('a master submits their own ID card (D60)', () => {
  it('lists only the master’s own card, with its number and pictures', async () => {
    const own = await get<IdCardRecord>('/master/idCard/list', tokens.master, { pageSize: 50 });
    expect(own.total).toBe(1);
    expect(own.rows?.[0]).toMatchObject({ masterId: demoMaster().master_id, idCardMasked: false });
    expect(own.rows?.[0]?.frontPath).not.toBeNull();
    // A filter cannot widen it.
    expect((await get<IdCardRecord>('/master/idCard/list', tokens.master, { masterName: '马' })).total).toBe(
      0,
    );
    expect((await server.call('GET', '/master/idCard/list', { token: tokens.enterprise })).status).toBe(403);
  });

  it('refuses another master’s card, an approved card, a review; submits a refused one for review', async () => {
    const { master_id: masterId, user_id: userId } = demoMaster();
    const front = await upload(tokens.master, 'front.png');
    const back = await upload(tokens.master, 'back.png');
    const number = idCard('44030519900307123');
    const form = { masterId, holderName: '郭建国', idCardNo: number, frontPath: front, backPath: back };
    const other = server.db.prepare("SELECT master_id FROM master WHERE master_name = '马师傅'").get() as {
      master_id: number;
    };
    await refused(
      () => post('/master/idCard/submit', tokens.master, { ...form, masterId: other.master_id }),
      '师傅只能提交本人的身份证',
    );
    await refused(
      () => post('/master/idCard/submit', tokens.master, form),
      '您的身份证已审核通过，如需更换请联系平台',
    );
    await refused(() => post('/master/idCard/approve', tokens.master, { masterId }), /没有权限/);
    // Another master's picture is not theirs to download.
    const marsPicture = server.db
      .prepare('SELECT id_card_front FROM master WHERE master_id = ?')
      .get(other.master_id) as { id_card_front: string };
    const foreign = await server.call('GET', '/dfs/download', {
      token: tokens.master,
      query: { fileName: marsPicture.id_card_front },
    });
    expect(foreign.status).toBe(403);

    setCard(masterId, 'refused');
    const wrong = `${number.slice(0, 17)}${number.endsWith('0') ? '1' : '0'}`;
    await refused(
      () => post('/master/idCard/submit', tokens.master, { ...form, idCardNo: wrong }),
      '请输入正确的18位身份证号码',
    );
    const done = await post<IdCardRecord>('/master/idCard/submit', tokens.master, form);
    expect(done).toMatchObject({ code: 0, data: { idCardState: 'pending', frontPath: front } });
    // Pending: out of dispatch until decided; the dispatcher's approval tells the master on the live channel.
    heard.length = 0;
    const approved = await post<IdCardRecord>('/master/idCard/approve', tokens.dispatcher, { masterId });
    expect(approved.data?.idCardState).toBe('approved');
    expect(heard).toContainEqual({
      userId,
      message: expect.objectContaining({ type: 'approvalDecided', text: '您的身份证审核已通过，可以接单了' }),
    });
  });
});

describe('dispatch needs an approved ID card (D60)', () => {
  it('leaves masters without one out of the candidates and refuses to dispatch to them, changing nothing', async () => {
    const { master_id: masterId } = demoMaster();
    const order = server.db
      .prepare(
        "SELECT order_id FROM work_order WHERE order_status = 'toDispatch' AND held = 0 ORDER BY order_id LIMIT 1",
      )
      .get() as { order_id: number };
    const candidates = async () =>
      ((
        await get<DispatchCandidate[]>('/order/order/masterList', tokens.dispatcher, {
          orderId: order.order_id,
        })
      ).data ?? []) as DispatchCandidate[];
    expect((await candidates()).some((row) => row.masterId === masterId)).toBe(true);
    const dispatch = () =>
      post('/order/order/dispatch', tokens.dispatcher, { orderId: order.order_id, masterId, remark: '' });
    for (const state of ['pending', 'refused'] as const) {
      setCard(masterId, state);
      expect((await candidates()).some((row) => row.masterId === masterId)).toBe(false);
      await refused(dispatch, '郭师傅的身份证尚未审核通过，不能派单');
    }
    // In the caller's language.
    const english = await server.app.inject({
      method: 'POST',
      url: '/api/order/order/dispatch',
      headers: { 'access-token': tokens.dispatcher, 'accept-language': 'en-US' },
      payload: { orderId: order.order_id, masterId, remark: '' },
    });
    expect((english.json() as Body<null>).msg).toBe(
      "郭师傅's ID card is not approved yet and cannot be dispatched",
    );
    setCard(masterId, 'approved');
    expect((await dispatch()).code).toBe(0);
  });
});

describe('a master hears of decisions on their leave and deposit returns (D60)', () => {
  it('tells the master when leave is approved or refused', async () => {
    const { master_id: masterId, user_id: userId } = demoMaster();
    const ask = async (startDate: string) =>
      (
        await post<LeaveRequest>('/master/leave/add', tokens.master, {
          startDate,
          endDate: startDate,
          reason: '家中有事',
        })
      ).data as LeaveRequest;
    const first = await ask('2025-04-20');
    const second = await ask('2025-04-22');
    expect(first.masterId).toBe(masterId);
    heard.length = 0;
    expect(
      (await post('/master/leave/approve', tokens.admin, { leaveId: first.leaveId, remark: '' })).code,
    ).toBe(0);
    expect(
      (await post('/master/leave/refuse', tokens.admin, { leaveId: second.leaveId, remark: '当天单量大' }))
        .code,
    ).toBe(0);
    expect(heard.filter((entry) => entry.userId === userId).map((entry) => entry.message.text)).toEqual([
      '您 2025-04-20 至 2025-04-20 的请假申请已同意',
      '您 2025-04-22 至 2025-04-22 的请假申请已被拒绝：当天单量大',
    ]);
    // A refusal of the decision (already decided) tells nobody.
    heard.length = 0;
    await refused(
      () => post('/master/leave/refuse', tokens.admin, { leaveId: second.leaveId, remark: '再次' }),
      '该请假申请已处理，不能重复操作',
    );
    expect(heard).toEqual([]);
  });

  it('tells the master when a deposit return is approved or refused', async () => {
    const pending = ((
      await get<MarginReturn>('/master/marginReturn/list', tokens.admin, { state: 'pending' })
    ).rows ?? []) as MarginReturn[];
    const request = pending.find((row) => row.openOrders === 0 && row.amount < row.balance);
    if (!request) throw new Error('the seed has a pending deposit return of a master without open orders');
    const linked = server.db
      .prepare('SELECT user_id FROM master WHERE master_id = ?')
      .get(request.masterId) as {
      user_id: number | null;
    };
    // Give the master a user to hear it (the seed links only the demo accounts' masters).
    if (linked.user_id === null)
      server.db.prepare('UPDATE master SET user_id = 5 WHERE master_id = ?').run(request.masterId);
    const userId = linked.user_id ?? 5;
    const amount = request.amount.toFixed(2);
    heard.length = 0;
    const approved = await post('/master/marginReturn/approve', tokens.admin, {
      returnId: request.returnId,
      remark: '',
    });
    expect(approved.code, approved.msg).toBe(0);
    const again = await post<MarginReturn>('/master/marginReturn/add', tokens.admin, {
      masterId: request.masterId,
      amount: 1,
      reason: '再退一元',
    });
    expect(again.code, again.msg).toBe(0);
    const refusedReturn = await post('/master/marginReturn/refuse', tokens.admin, {
      returnId: again.data?.returnId,
      remark: '请先结清配件款',
    });
    expect(refusedReturn.code).toBe(0);
    expect(heard.filter((entry) => entry.userId === userId).map((entry) => entry.message.text)).toEqual([
      `您的保证金退还申请（${amount} 元）已同意，保证金已退还`,
      '您的保证金退还申请（1.00 元）已被拒绝：请先结清配件款',
    ]);
  });
});
