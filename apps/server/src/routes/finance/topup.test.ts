import { TOPUP_PAY_TIMEOUT_MS } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { sandboxSign } from './sandbox';

let server: TestServer;
let enterprise: string;
beforeEach(async () => {
  server = await startTestServer();
  enterprise = await server.login('enterprise');
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const balance = async (token = enterprise, enterpriseId = 1) =>
  (
    (await server.call('GET', `/finance/refund/get/${enterpriseId}`, { token })).body.data as {
      totalBalance: number;
    }
  ).totalBalance;

const topUp = async (payType: 1 | 2, totalAmount = 600) =>
  (
    await server.call('POST', '/finance/pay/insert', {
      token: enterprise,
      body: { enterpriseId: 1, totalAmount, payType },
    })
  ).body.data as string;

const statusOf = (orderNo: string) =>
  (
    server.db.prepare('SELECT status FROM enterprise_recharge WHERE order_no = ?').get(orderNo) as {
      status: number;
    }
  ).status;

/** Pays through the sandbox gateway as a person would: the form, the page, the 确认支付 button. */
async function payInSandbox(orderNo: string, amount: number) {
  const form = (
    await server.call('GET', '/finance/pay/pay', {
      token: enterprise,
      query: { rechargeId: orderNo, totalAmount: amount },
    })
  ).body;
  expect(form.code).toBe(0);
  const action = /action="([^"]+)"/.exec(String(form.data))?.[1] ?? '';
  const sign = /name="sign" value="([^"]+)"/.exec(String(form.data))?.[1] ?? '';
  const page = await server.app.inject({ method: 'GET', url: `${action}?sign=${sign}` });
  expect(page.body).toContain('确认支付');
  return server.app.inject({
    method: 'POST',
    url: `${action}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `sign=${sign}`,
  });
}

describe('top-ups (spec 000 §4.3)', () => {
  it('creates an online top-up (unpaid), pays it in the sandbox: paid, wallet credited, one bill line', async () => {
    const before = await balance();
    const lines = server.count('enterprise_detailed', 'enterprise_id = 1');
    const orderNo = await topUp(2, 600);
    expect(orderNo).toMatch(/^CZ20250315\d{10}$/);
    expect(statusOf(orderNo)).toBe(2);
    const confirm = await payInSandbox(orderNo, 600);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('支付成功');
    expect(statusOf(orderNo)).toBe(1);
    expect(await balance()).toBe(before + 600);
    expect(server.count('enterprise_detailed', 'enterprise_id = 1')).toBe(lines + 1);
    const state = (
      await server.call('GET', '/finance/pay/delayed', { token: enterprise, query: { tradeNo: orderNo } })
    ).body.data;
    expect(state).toEqual({ orderNo, status: 1, payTime: '2025-03-15 10:00:00' });
    const bills = (
      await server.call('GET', '/finance/detailed/list', {
        token: enterprise,
        query: { enterpriseId: 1, operType: 0, orderNo },
      })
    ).body;
    const page = bills.rows as {
      enterpriseDetailed: { changeMoney: number; balance: number }[];
      totalBalance: number;
    }[];
    expect(page[0]?.enterpriseDetailed).toEqual([
      expect.objectContaining({ changeMoney: 600, balance: before + 600 }),
    ]);
    // Paying twice credits nothing more; a paid top-up cannot be withdrawn.
    expect(
      (
        await server.call('GET', '/finance/pay/pay', {
          token: enterprise,
          query: { rechargeId: orderNo, totalAmount: 600 },
        })
      ).body.msg,
    ).toBe('该订单已支付');
    const id = (
      server.db
        .prepare('SELECT enterprise_recharge_id FROM enterprise_recharge WHERE order_no = ?')
        .get(orderNo) as { enterprise_recharge_id: number }
    ).enterprise_recharge_id;
    const withdraw = await server.call('POST', '/finance/recharge/delete', {
      token: enterprise,
      body: { enterpriseRechargeId: id, enterpriseId: 1 },
    });
    expect(withdraw.body).toMatchObject({ code: 500, msg: '已支付的充值不能撤回或删除' });
    expect(statusOf(orderNo)).toBe(1);
  });

  it('keeps an offline transfer unpaid: it cannot be paid online, and can be deleted', async () => {
    const orderNo = await topUp(1, 1500);
    expect(
      (
        await server.call('GET', '/finance/pay/pay', {
          token: enterprise,
          query: { rechargeId: orderNo, totalAmount: 1500 },
        })
      ).body.code,
    ).not.toBe(0);
    server.clock.now += 2 * TOPUP_PAY_TIMEOUT_MS;
    expect(
      (await server.call('GET', '/finance/pay/delayed', { token: enterprise, query: { tradeNo: orderNo } }))
        .body.data,
    ).toMatchObject({ status: 2 });
    const id = (
      server.db
        .prepare('SELECT enterprise_recharge_id FROM enterprise_recharge WHERE order_no = ?')
        .get(orderNo) as { enterprise_recharge_id: number }
    ).enterprise_recharge_id;
    expect(
      (
        await server.call('POST', '/finance/recharge/delete', {
          token: enterprise,
          body: { enterpriseRechargeId: id, enterpriseId: 1 },
        })
      ).body.msg,
    ).toBe('删除成功');
    expect(server.count('enterprise_recharge', `order_no = '${orderNo}'`)).toBe(0);
  });

  it('cancels an unpaid online top-up after 30 minutes on read, and the gateway then refuses it', async () => {
    const orderNo = await topUp(2, 200);
    server.clock.now += TOPUP_PAY_TIMEOUT_MS - 1000;
    expect(
      (await server.call('GET', '/finance/pay/delayed', { token: enterprise, query: { tradeNo: orderNo } }))
        .body.data,
    ).toMatchObject({ status: 2 });
    const form = (
      await server.call('GET', '/finance/pay/pay', {
        token: enterprise,
        query: { rechargeId: orderNo, totalAmount: 200 },
      })
    ).body.data as string;
    server.clock.now += 1000;
    const list = await server.call('GET', '/finance/recharge/list', {
      token: enterprise,
      query: { orderNo },
    });
    expect(list.body.rows).toEqual([expect.objectContaining({ orderNo, status: 3 })]);
    const sign = /name="sign" value="([^"]+)"/.exec(form)?.[1] ?? '';
    const confirm = await server.app.inject({
      method: 'POST',
      url: `/api/finance/pay/sandbox/${orderNo}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sign=${sign}`,
    });
    expect(confirm.statusCode).toBe(409);
    expect(statusOf(orderNo)).toBe(3);
  });

  it('cancels unpaid online top-ups by the scheduled job topupExpiry (D43)', async () => {
    const orderNo = await topUp(2, 800);
    server.clock.now += TOPUP_PAY_TIMEOUT_MS;
    const run = await server.services.scheduler.run('topupExpiry', 'schedule');
    expect(run).toMatchObject({ result: 'success', trigger: 'schedule' });
    expect(run.affected).toBeGreaterThanOrEqual(1);
    expect(statusOf(orderNo)).toBe(3);
  });

  it('refuses a forged sandbox signature and a wrong amount', async () => {
    const orderNo = await topUp(2, 400);
    expect(
      (
        await server.call('GET', '/finance/pay/pay', {
          token: enterprise,
          query: { rechargeId: orderNo, totalAmount: 401 },
        })
      ).body.msg,
    ).toBe('支付金额与订单金额不一致');
    const forged = await server.app.inject({
      method: 'POST',
      url: `/api/finance/pay/sandbox/${orderNo}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sign=00000000000000000000000000000000',
    });
    expect(forged.statusCode).toBe(403);
    expect(statusOf(orderNo)).toBe(2);
    expect(sandboxSign(server.db, orderNo)).toHaveLength(32);
  });

  it('validates the top-up (zero, negative, too large amount, unknown pay type) and refuses other enterprises', async () => {
    const before = server.count('enterprise_recharge');
    for (const body of [
      { enterpriseId: 1, totalAmount: 0, payType: 2 },
      { enterpriseId: 1, totalAmount: -5, payType: 2 },
      { enterpriseId: 1, totalAmount: 20_000_000, payType: 2 },
      { enterpriseId: 1, totalAmount: 100, payType: 3 },
      { enterpriseId: 1, totalAmount: '100x', payType: 2 },
    ]) {
      expect(
        (await server.call('POST', '/finance/pay/insert', { token: enterprise, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (
        await server.call('POST', '/finance/pay/insert', {
          token: enterprise,
          body: { enterpriseId: 2, totalAmount: 100, payType: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('POST', '/finance/pay/insert', {
          token: await server.login('viewer'),
          body: { enterpriseId: 1, totalAmount: 100, payType: 2 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('POST', '/finance/pay/insert', {
          body: { enterpriseId: 1, totalAmount: 100, payType: 2 },
        })
      ).status,
    ).toBe(401);
    expect(server.count('enterprise_recharge')).toBe(before);
  });

  it('lists top-ups with the filters of the top-up list', async () => {
    const all = await server.call('GET', '/finance/recharge/list', { token: enterprise });
    expect(all.body.total).toBe(server.count('enterprise_recharge', 'enterprise_id = 1'));
    const statuses = new Set((all.body.rows as { status: number }[]).map((row) => row.status));
    expect(statuses).toEqual(new Set([1, 2, 3]));
    const paid = await server.call('GET', '/finance/recharge/list', {
      token: enterprise,
      query: { status: 1 },
    });
    expect((paid.body.rows as { status: number }[]).every((row) => row.status === 1)).toBe(true);
    const first = (all.body.rows as { rechargeTime: string; orderNo: string }[])[0];
    const day = await server.call('GET', '/finance/recharge/list', {
      token: enterprise,
      query: { rechargeTime: first?.rechargeTime.slice(0, 10) },
    });
    expect((day.body.rows as { orderNo: string }[]).map((row) => row.orderNo)).toContain(first?.orderNo);
    expect(
      (await server.call('GET', '/finance/recharge/list', { token: enterprise, query: { enterpriseId: 2 } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/finance/recharge/list', { token: enterprise, query: { status: 4 } }))
        .status,
    ).toBe(400);
    const staff = await server.call('GET', '/finance/recharge/list', {
      token: await server.login('finance'),
    });
    expect(staff.body.total).toBe(server.count('enterprise_recharge'));
  });
});
