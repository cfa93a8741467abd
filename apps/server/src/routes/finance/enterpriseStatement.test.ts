import type { EnterpriseStatement } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
let enterprise: string;
let master: string;
beforeEach(async () => {
  server = await startTestServer();
  [admin, enterprise, master] = await Promise.all([
    server.login('admin'),
    server.login('enterprise'),
    server.login('master'),
  ]);
});
afterEach(async () => server.close());

interface Answer<T> {
  status: number;
  body: { code: number; msg: string; rows?: T[]; total?: number };
}
const list = (token: string, query: Record<string, string | number | undefined>) =>
  server.call('GET', '/finance/enterpriseStatement/list', { token, query }) as Promise<
    Answer<EnterpriseStatement>
  >;

const MONTH = '2031-03';

/** A known month for enterprise 1: a top-up, two orders, a modification; a line after the month. */
function knownMonth(): number {
  const last = server.db
    .prepare(
      'SELECT balance_cents FROM enterprise_detailed WHERE enterprise_id = 1 ORDER BY create_time DESC, enterprise_detailed_id DESC LIMIT 1',
    )
    .get() as { balance_cents: number } | undefined;
  let balance = last?.balance_cents ?? 0;
  const insert = server.db.prepare(
    `INSERT INTO enterprise_detailed (enterprise_id, oper_type, order_no, change_cents, balance_cents, create_by, create_time)
     VALUES (1, ?, ?, ?, ?, 'test', ?)`,
  );
  const lines: [number, string, number, string][] = [
    [0, '', 50_000, '2031-03-01 00:00:00'],
    [1, 'GD1', -12_000, '2031-03-10 10:00:00'],
    [1, 'GD2', -8_050, '2031-03-20 10:00:00'],
    [3, '', 1_000, '2031-03-31 23:59:59'],
    [0, '', 70_000, '2031-04-01 00:00:00'],
  ];
  for (const [operType, orderNo, change, at] of lines) {
    balance += change;
    insert.run(operType, orderNo, change, balance, at);
  }
  return (last?.balance_cents ?? 0) / 100;
}

describe('enterprise statements (D48)', () => {
  it("computes a month's figures from the bill lines", async () => {
    const opening = knownMonth();
    const { body } = await list(admin, { month: MONTH, enterpriseId: 1 });
    expect(body.code).toBe(0);
    expect(body.total).toBe(1);
    expect(body.rows?.[0]).toEqual({
      enterpriseId: 1,
      enterpriseName: expect.any(String),
      month: MONTH,
      openingBalance: opening,
      orderCount: 2,
      charges: 200.5,
      topUps: 500,
      otherChanges: 10,
      closingBalance: Math.round((opening + 500 - 200.5 + 10) * 100) / 100,
    });
  });

  it('shows an enterprise user their own statement only', async () => {
    knownMonth();
    const { body } = await list(enterprise, { month: MONTH });
    expect(body.code).toBe(0);
    expect(body.rows?.map((row) => row.enterpriseId)).toEqual([1]);
  });

  it("refuses an enterprise user another enterprise's statement", async () => {
    const { body } = await list(enterprise, { month: MONTH, enterpriseId: 2 });
    expect(body.code).toBe(403);
  });

  it('refuses a caller without the finance code', async () => {
    const { body } = await list(master, { month: MONTH });
    expect(body.code).toBe(403);
    const exported = await server.call('GET', '/finance/enterpriseStatement/export', {
      token: master,
      query: { month: MONTH },
    });
    expect(exported.status).toBe(403);
  });

  it('refuses a malformed month', async () => {
    const { body } = await list(admin, { month: '2031-13' });
    expect(body.code).toBe(400);
    expect(body.msg).not.toBe('');
  });

  it('exports the statements as a workbook', async () => {
    knownMonth();
    const answer = await server.call('GET', '/finance/enterpriseStatement/export', {
      token: admin,
      query: { month: MONTH },
    });
    expect(answer.status).toBe(200);
  });
});
