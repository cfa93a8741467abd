import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let enterprise: string;
beforeEach(async () => {
  server = await startTestServer();
  enterprise = await server.login('enterprise');
});
afterEach(async () => server.close());

describe('account and identification', () => {
  it('answers the enterprise account and the pay identification flag', async () => {
    const account = (await server.call('GET', '/finance/refund/get/1', { token: enterprise })).body.data;
    expect(account).toMatchObject({
      enterpriseId: 1,
      enterpriseName: expect.any(String),
      totalBalance: expect.any(Number),
    });
    expect(
      (await server.call('GET', '/finance/pay/checkIdentification', { token: enterprise })).body.data,
    ).toBe(1);
    expect(
      (
        await server.call('GET', '/finance/pay/checkIdentification', {
          token: await server.login('dispatcher'),
        })
      ).body.data,
    ).toBe(9);
  });

  it("refuses another enterprise's account to an enterprise user, and to staff without the wallet code", async () => {
    expect((await server.call('GET', '/finance/refund/get/2', { token: enterprise })).status).toBe(403);
    expect(
      (await server.call('GET', '/finance/refund/get/2', { token: await server.login('viewer') })).status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/finance/refund/get/2', { token: await server.login('market') })).body.code,
    ).toBe(0);
  });

  it('lists wallets for staff with the wallet code', async () => {
    const market = await server.login('market');
    const page = await server.call('GET', '/finance/refund/list', {
      token: market,
      query: { pageSize: 5, sortField: 'totalBalance' },
    });
    expect(page.body.total).toBe(server.count('ent_enterprise', 'del_status = 0'));
    const balances = (page.body.rows as { totalBalance: number }[]).map((row) => row.totalBalance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(
      (await server.call('GET', '/finance/refund/list', { token: await server.login('dispatcher') })).status,
    ).toBe(403);
  });
});

describe('bills (D4)', () => {
  it("answers the bill lines of the user's own enterprise with a running balance and every operation type", async () => {
    const bills = await server.call('GET', '/finance/detailed/list', {
      token: enterprise,
      query: { enterpriseId: 1, pageSize: 50 },
    });
    const entry = (
      bills.body.rows as {
        enterpriseId: number;
        totalBalance: number;
        enterpriseDetailed: { operType: number; balance: number; marketPrincipal: string }[];
      }[]
    )[0];
    expect(entry?.enterpriseId).toBe(1);
    expect(new Set(entry?.enterpriseDetailed.map((line) => line.operType))).toEqual(
      new Set([0, 1, 2, 3, 4, 5]),
    );
    expect(entry?.enterpriseDetailed[0]?.balance).toBe(entry?.totalBalance);
    expect(bills.body.total).toBe(server.count('enterprise_detailed', 'enterprise_id = 1'));
    const restore = await server.call('GET', '/finance/detailed/list', {
      token: enterprise,
      query: { enterpriseId: 1, operType: 5 },
    });
    expect(restore.body.total).toBe(1);
    const nobody = await server.call('GET', '/finance/detailed/list', {
      token: enterprise,
      query: { enterpriseId: 1, marketPrincipal: '不存在的人' },
    });
    expect(nobody.body.total).toBe(0);
    expect(
      (await server.call('GET', '/finance/detailed/list', { token: enterprise, query: { enterpriseId: 2 } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/finance/detailed/list', { token: enterprise, query: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('GET', '/finance/detailed/list', {
          token: enterprise,
          query: { enterpriseId: 1, operType: 6 },
        })
      ).status,
    ).toBe(400);
  });
});
