import type { DepositMovement, MasterBillLine, MasterDeposit, MasterStatement } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let finance: string;
let master: string;
beforeEach(async () => {
  server = await startTestServer();
  [finance, master] = await Promise.all([server.login('finance'), server.login('master')]);
});
afterEach(async () => server.close());

interface Answer<T> {
  status: number;
  body: { code: number; msg: string; data?: T; rows?: T[]; total?: number };
}

const get = <T>(url: string, token: string, query: Record<string, string | number | undefined> = {}) =>
  server.call('GET', url, { token, query }) as Promise<Answer<T>>;
const move = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/finance/masterDeposit/move', { token, body }) as Promise<Answer<MasterDeposit>>;

/** Everything a deposit movement may change. */
const snapshot = () => ({
  deposits: server.db.prepare('SELECT * FROM master_deposit ORDER BY master_id').all(),
  movements: server.db.prepare('SELECT * FROM master_deposit_movement ORDER BY movement_id').all(),
});

async function refusedUnchanged<T>(action: () => Promise<Answer<T>>, msg: string | RegExp) {
  const before = snapshot();
  const answer = await action();
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
  return answer;
}

const balanceOf = (masterId: number) =>
  (
    server.db.prepare('SELECT balance_cents FROM master_deposit WHERE master_id = ?').get(masterId) as
      | { balance_cents: number }
      | undefined
  )?.balance_cents ?? 0;

describe('master bills (D42)', () => {
  it('lists every master bill line to finance, with the approved increases and the order state', async () => {
    const { body } = await get<MasterBillLine>('/finance/masterBill/list', finance);
    expect(body.code).toBe(0);
    expect(body.total).toBe(server.count('master_bill'));
    expect(body.rows?.length).toBeGreaterThan(0);
    const line = body.rows?.[0] as MasterBillLine;
    expect(line).toMatchObject({ masterId: 1, masterName: '郭师傅', state: 'settled' });
    expect(line.increase).toBeLessThanOrEqual(line.amount);
  });

  it('filters by master, order number and days', async () => {
    const { body: all } = await get<MasterBillLine>('/finance/masterBill/list', finance);
    const line = all.rows?.[0] as MasterBillLine;
    const day = line.createTime.slice(0, 10);
    const { body } = await get<MasterBillLine>('/finance/masterBill/list', finance, {
      masterId: line.masterId,
      orderNo: line.orderNo,
      beginTime: day,
      endTime: day,
    });
    expect(body.rows?.map((row) => row.masterBillId)).toEqual([line.masterBillId]);
    const { body: none } = await get<MasterBillLine>('/finance/masterBill/list', finance, { masterId: 2 });
    expect(none.rows).toEqual([]);
  });

  it('refuses a range that ends before it begins', async () => {
    const { body } = await get('/finance/masterBill/list', finance, {
      beginTime: '2025-03-10',
      endTime: '2025-03-01',
    });
    expect(body).toMatchObject({ code: 400, msg: '开始时间不能晚于结束时间' });
  });

  it('shows a master only their own lines and refuses another master', async () => {
    const { body } = await get<MasterBillLine>('/finance/masterBill/list', master);
    expect(body.code).toBe(0);
    expect(body.rows?.every((row) => row.masterId === 1)).toBe(true);
    const other = await get('/finance/masterBill/list', master, { masterId: 2 });
    expect(other.body.code).toBe(403);
    expect(other.body.msg).toContain('查看其他师傅的财务数据');
  });

  it('refuses callers without the code (an enterprise user, a dispatcher)', async () => {
    for (const login of ['enterprise', 'dispatcher']) {
      const token = await server.login(login);
      const { body } = await get('/finance/masterBill/list', token);
      expect(body.code).toBe(403);
    }
  });

  it('exports the lines as a workbook to finance, and refuses a master (no export code)', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/finance/masterBill/export?masterId=1',
      headers: { 'access-token': finance },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { body } = await get('/finance/masterBill/export', master);
    expect(body.code).toBe(403);
  });
});

describe('master statements (D42)', () => {
  it("computes a month's statement per master from the bill lines and the deposit deductions", async () => {
    const line = server.db
      .prepare('SELECT master_id, amount_cents, create_time FROM master_bill ORDER BY master_bill_id LIMIT 1')
      .get() as { master_id: number; amount_cents: number; create_time: string };
    const month = line.create_time.slice(0, 7);
    const { body } = await get<MasterStatement>('/finance/masterStatement/list', finance, { month });
    expect(body.code).toBe(0);
    const row = body.rows?.find((candidate) => candidate.masterId === line.master_id) as MasterStatement;
    const { count, cents } = server.db
      .prepare(
        'SELECT COUNT(*) AS count, SUM(amount_cents) AS cents FROM master_bill WHERE master_id = ? AND substr(create_time, 1, 7) = ?',
      )
      .get(line.master_id, month) as { count: number; cents: number };
    expect(row).toMatchObject({ month, orderCount: count, total: cents / 100 });
    const { deducted } = server.db
      .prepare(
        "SELECT COALESCE(SUM(amount_cents), 0) AS deducted FROM master_deposit_movement WHERE master_id = ? AND move_type = 'deduct' AND substr(create_time, 1, 7) = ?",
      )
      .get(line.master_id, month) as { deducted: number };
    expect(row.deductions).toBe(deducted / 100);
  });

  it('scopes a master to their own statement and refuses a malformed month', async () => {
    const { body } = await get<MasterStatement>('/finance/masterStatement/list', master, {
      month: '2025-03',
    });
    expect(body.rows?.every((row) => row.masterId === 1)).toBe(true);
    expect(
      (await get('/finance/masterStatement/list', master, { month: '2025-03', masterId: 3 })).body.code,
    ).toBe(403);
    expect((await get('/finance/masterStatement/list', finance, { month: '2025-13' })).body.code).toBe(400);
    expect((await get('/finance/masterStatement/list', finance)).body.code).toBe(400);
  });

  it('exports a month as a workbook', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/finance/masterStatement/export?month=2025-03',
      headers: { 'access-token': finance },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('master deposits (D42)', () => {
  it('lists every master with a balance to finance, only their own to a master', async () => {
    const { body } = await get<MasterDeposit>('/finance/masterDeposit/list', finance, { pageSize: 50 });
    expect(body.total).toBe(server.count('master'));
    expect(body.rows?.find((row) => row.masterId === 1)?.balance).toBe(balanceOf(1) / 100);
    const own = await get<MasterDeposit>('/finance/masterDeposit/list', master);
    expect(own.body.rows?.map((row) => row.masterId)).toEqual([1]);
    const movements = await get<DepositMovement>('/finance/masterDeposit/movements', master, { masterId: 1 });
    expect(movements.body.rows?.length).toBeGreaterThan(0);
    const other = await get('/finance/masterDeposit/movements', master, { masterId: 2 });
    expect(other.body.code).toBe(403);
  });

  it('pays in, deducts with a reason and refunds, each a movement with the balance after it', async () => {
    const start = balanceOf(2);
    const paid = await move(finance, { masterId: 2, moveType: 'payIn', amount: 300.5, reason: '' });
    expect(paid.body).toMatchObject({ code: 0, msg: '保证金已缴纳' });
    expect(paid.body.data?.balance).toBe((start + 30050) / 100);
    const deducted = await move(finance, { masterId: 2, moveType: 'deduct', amount: 0.5, reason: ' 迟到 ' });
    expect(deducted.body.msg).toBe('保证金已扣除');
    const refunded = await move(finance, {
      masterId: 2,
      moveType: 'refund',
      amount: (start + 30000) / 100,
      reason: '',
    });
    expect(refunded.body).toMatchObject({ code: 0, msg: '保证金已退还' });
    expect(balanceOf(2)).toBe(0);
    const { body } = await get<DepositMovement>('/finance/masterDeposit/movements', finance, { masterId: 2 });
    expect(body.rows?.slice(0, 3).map((row) => [row.moveType, row.balance, row.reason])).toEqual([
      ['refund', 0, ''],
      ['deduct', (start + 30000) / 100, '迟到'],
      ['payIn', (start + 30050) / 100, ''],
    ]);
  });

  it('refuses a deduction or a refund above the balance, changing nothing', async () => {
    const balance = balanceOf(1) / 100;
    await refusedUnchanged(
      () => move(finance, { masterId: 1, moveType: 'deduct', amount: balance + 0.01, reason: '投诉' }),
      /^保证金余额不足，不能扣除/,
    );
    await refusedUnchanged(
      () => move(finance, { masterId: 1, moveType: 'refund', amount: balance + 1, reason: '' }),
      /^保证金余额不足，不能退还/,
    );
    // A master without a deposit row has a balance of 0.
    await refusedUnchanged(
      () => move(finance, { masterId: 12, moveType: 'refund', amount: 1, reason: '' }),
      /^保证金余额不足/,
    );
  });

  it('refuses a deduction without a reason, an unknown master and bad amounts, changing nothing', async () => {
    await refusedUnchanged(
      () => move(finance, { masterId: 1, moveType: 'deduct', amount: 1, reason: '   ' }),
      '请输入扣除原因',
    );
    await refusedUnchanged(
      () => move(finance, { masterId: 9999, moveType: 'payIn', amount: 1, reason: '' }),
      '师傅 9999 不存在',
    );
    for (const amount of [0, -5, 0.001, 2_000_000]) {
      const answer = await refusedUnchanged(
        () => move(finance, { masterId: 1, moveType: 'payIn', amount, reason: '' }),
        /.+/,
      );
      expect(answer.status).toBe(400);
    }
    await refusedUnchanged(
      () => move(finance, { masterId: 1, moveType: 'bonus', amount: 1, reason: '' }),
      /.+/,
    );
  });

  it('refuses a master, an enterprise user and a dispatcher, changing nothing', async () => {
    await refusedUnchanged(
      () => move(master, { masterId: 1, moveType: 'payIn', amount: 1, reason: '' }),
      /没有权限/,
    );
    for (const login of ['enterprise', 'dispatcher']) {
      const token = await server.login(login);
      await refusedUnchanged(
        () => move(token, { masterId: 1, moveType: 'payIn', amount: 1, reason: '' }),
        /没有权限/,
      );
    }
  });

  it('refuses a master even when a role grants them the write code', async () => {
    server.db
      .prepare("INSERT OR IGNORE INTO sys_role_button (role_id, button) VALUES (35, 'finance:deposit:edit')")
      .run();
    const token = await server.login('master');
    await refusedUnchanged(
      () => move(token, { masterId: 1, moveType: 'payIn', amount: 1, reason: '' }),
      '没有权限执行「调整师傅保证金」，请联系管理员授权',
    );
  });
});
