import type { MarginReturn } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'finance' | 'dispatcher' | 'master' | 'enterprise', string>;

const post = (path: string, token: string, body: object) =>
  server.call('POST', `/master/marginReturn/${path}`, { token, body });
const list = (token: string, query: Record<string, string | number> = {}) =>
  server.call('GET', '/master/marginReturn/list', { token, query: { pageSize: 100, ...query } });

const snapshot = () => ({
  returns: server.db.prepare('SELECT * FROM margin_return ORDER BY return_id').all(),
  deposits: server.db.prepare('SELECT * FROM master_deposit ORDER BY master_id').all(),
  movements: server.db.prepare('SELECT COUNT(*) AS n FROM master_deposit_movement').get(),
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

const OPEN = "('dispatched', 'accepted', 'inService', 'completed', 'customerServiceApply')";
/** A master with a deposit and no open orders and no pending request, and one with open orders. */
const masters = () => {
  const rows = server.db
    .prepare(
      `SELECT d.master_id, d.balance_cents,
         (SELECT COUNT(*) FROM work_order o WHERE o.master_id = d.master_id AND o.order_status IN ${OPEN}) AS open,
         (SELECT COUNT(*) FROM margin_return r WHERE r.master_id = d.master_id AND r.state = 'pending') AS pending
       FROM master_deposit d WHERE d.balance_cents > 0 ORDER BY d.master_id`,
    )
    .all() as { master_id: number; balance_cents: number; open: number; pending: number }[];
  return {
    free: rows.find((row) => row.open === 0 && row.pending === 0),
    busy: rows.find((row) => row.open > 0 && row.pending === 0),
  };
};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'finance', 'dispatcher', 'master', 'enterprise'] as const)
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

describe('deposit returns (D57)', () => {
  it('lists the seeded requests in every state; refuses enterprise users; a master sees only their own', async () => {
    const rows = (await list(tokens.finance)).body.rows as MarginReturn[];
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['pending', 'approved', 'refused']));
    await refused(() => list(tokens.enterprise), /没有权限/);
    const own = (await list(tokens.master)).body.rows as MarginReturn[];
    const mine = server.db.prepare('SELECT master_id FROM master WHERE user_id = 19').get() as
      | { master_id: number }
      | undefined;
    expect(own.every((row) => row.masterId === mine?.master_id)).toBe(true);
  });

  it('asks, refuses what it must, and an approval moves the balance with a refund movement', async () => {
    const { free, busy } = masters();
    if (!free || !busy) throw new Error('the seed has masters with and without open orders');
    const amount = free.balance_cents / 100;
    await refused(
      () => post('add', tokens.dispatcher, { masterId: free.master_id, amount: amount + 1, reason: '退' }),
      /保证金余额不足/,
    );
    await refused(
      () => post('add', tokens.dispatcher, { masterId: busy.master_id, amount: 1, reason: '退' }),
      /未完结的订单/,
    );
    await refused(
      () => post('add', tokens.dispatcher, { masterId: free.master_id, amount: 0, reason: '退' }),
      /请输入退还金额/,
    );
    await refused(
      () => post('add', tokens.dispatcher, { masterId: free.master_id, amount: 1, reason: ' ' }),
      /请输入退还原因/,
    );
    await refused(
      () => post('add', tokens.dispatcher, { amount: 1, reason: '退' }),
      /请选择退还保证金的师傅/,
    );
    await refused(
      () => post('add', tokens.enterprise, { masterId: free.master_id, amount: 1, reason: '退' }),
      /没有权限/,
    );
    const added = await post('add', tokens.dispatcher, {
      masterId: free.master_id,
      amount: 10,
      reason: '暂停接单',
    });
    expect(added.body).toMatchObject({ code: 0, data: { state: 'pending', amount: 10, openOrders: 0 } });
    const id = (added.body.data as MarginReturn).returnId;
    await refused(
      () => post('add', tokens.dispatcher, { masterId: free.master_id, amount: 1, reason: '再退' }),
      /已有待审批/,
    );
    // The dispatcher asks but does not decide (not an approver role of marginReturn).
    await refused(() => post('approve', tokens.dispatcher, { returnId: id, remark: '' }), /没有权限/);
    await refused(() => post('refuse', tokens.finance, { returnId: id, remark: ' ' }), /请输入拒绝原因/);
    await refused(
      () => post('approve', tokens.finance, { returnId: 9999, remark: '' }),
      /保证金退还申请 9999 不存在/,
    );
    const movements = server.count('master_deposit_movement');
    const approved = await post('approve', tokens.finance, { returnId: id, remark: '' });
    expect(approved.body).toMatchObject({
      code: 0,
      msg: '已同意，保证金已退还',
      data: { state: 'approved' },
    });
    const balance = server.db
      .prepare('SELECT balance_cents FROM master_deposit WHERE master_id = ?')
      .get(free.master_id) as {
      balance_cents: number;
    };
    expect(balance.balance_cents).toBe(free.balance_cents - 1000);
    expect(server.count('master_deposit_movement')).toBe(movements + 1);
    const movement = server.db
      .prepare(
        'SELECT move_type, amount_cents, balance_cents FROM master_deposit_movement ORDER BY movement_id DESC LIMIT 1',
      )
      .get();
    expect(movement).toEqual({
      move_type: 'refund',
      amount_cents: 1000,
      balance_cents: free.balance_cents - 1000,
    });
    await refused(() => post('refuse', tokens.finance, { returnId: id, remark: '重复' }), /已处理/);
  });

  it('checks again on approval: a balance lowered meanwhile refuses it, changing nothing', async () => {
    const { free } = masters();
    if (!free) throw new Error('a free master');
    const added = await post('add', tokens.admin, {
      masterId: free.master_id,
      amount: free.balance_cents / 100,
      reason: '全部退还',
    });
    const id = (added.body.data as MarginReturn).returnId;
    server.db
      .prepare('UPDATE master_deposit SET balance_cents = balance_cents - 100 WHERE master_id = ?')
      .run(free.master_id);
    await refused(() => post('approve', tokens.admin, { returnId: id, remark: '' }), /保证金余额不足/);
  });
});
