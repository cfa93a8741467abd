import { expect } from 'vitest';
import type { customerFinance } from '../../contract/customerFinance';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { ENTERPRISE_SIGN_IN, ownSession } from './sessions';

/**
 * The decisions are the enterprise's (the demo account `enterprise`, enterprise 1): the order is one of
 * its pending completed orders (never a verified one, which the order cases settle); `last` takes the
 * oldest, so a dispute holds no order the order cases take. MSW keeps no state: the fixture 201 stands in.
 */
const asEnterprise = async <I>(target: ContractTarget, input: (target: ContractTarget) => Promise<I>) => {
  const session = await ownSession(target, ENTERPRISE_SIGN_IN);
  try {
    return { input: await input(target), cleanup: session.restore };
  } catch (error) {
    session.restore();
    throw error;
  }
};
const pendingOrder = async (target: ContractTarget, last: boolean) => {
  const { rows } = await target.client.finance.acceptance.list({
    state: 'pending',
    pageNum: 1,
    pageSize: 100,
  });
  const completed = rows.filter((row) => row.orderStatus === 'completed');
  return (last ? completed.at(-1) : completed[0])?.orderId ?? 201;
};

/** D55: customer expenses and list (as staff holding `finance:bill:list`), acceptance and agreement. */
export const customerFinanceCases: CasesOf<typeof customerFinance> = {
  customerExpense: {
    list: {
      input: { month: '2024-06', pageNum: 1, pageSize: 10 },
      sends: 'GET /finance/customerExpense/list?month=2024-06&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.month === '2024-06')).toBe(true),
    },
    lines: {
      input: { month: '2024-06', enterpriseId: 1, pageNum: 1, pageSize: 10 },
      sends: 'GET /finance/customerExpense/lines?month=2024-06&enterpriseId=1&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((line) => line.enterpriseId === 1)).toBe(true),
    },
    export: {
      input: { month: '2024-06' },
      sends: 'GET /finance/customerExpense/export?month=2024-06',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
  customerAccount: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /finance/customerAccount/list?enterpriseId=1',
      check: (page) => expect(page.rows.map((row) => row.enterpriseId)).toEqual([1]),
    },
    export: {
      input: {},
      sends: 'GET /finance/customerAccount/export',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
  acceptance: {
    list: {
      input: { state: 'pending', pageNum: 1, pageSize: 10 },
      sends: 'GET /finance/acceptance/list?state=pending&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.state === 'pending')).toBe(true),
    },
    accept: {
      input: { orderId: 201 },
      sends: 'POST /finance/acceptance/accept',
      body: AS_INPUT,
      prepare: (target) => asEnterprise(target, async (t) => ({ orderId: await pendingOrder(t, false) })),
    },
    dispute: {
      input: { orderId: 201, reason: '门锁未调试' },
      sends: 'POST /finance/acceptance/dispute',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({ orderId: await pendingOrder(t, true), reason: '门锁未调试' })),
    },
  },
  agreement: {
    current: {
      input: {},
      sends: 'GET /finance/agreement/current',
      check: (current) => expect(current.agreement?.version).toBeGreaterThanOrEqual(1),
    },
    list: {
      input: { state: 'current' },
      sends: 'GET /finance/agreement/list?state=current',
      check: (page) => expect(page.rows.every((row) => row.current)).toBe(true),
    },
    confirm: {
      input: { version: 2 },
      sends: 'POST /finance/agreement/confirm',
      body: AS_INPUT,
      prepare: (target) =>
        asEnterprise(target, async (t) => ({
          version: (await t.client.finance.agreement.current()).agreement?.version ?? 2,
        })),
      check: (accepted) => expect(accepted.enterpriseId).toBe(1),
    },
    publish: {
      input: { title: '上门服务平台企业服务协议', content: '第三版：新增上门时限条款。' },
      sends: 'POST /finance/agreement/publish',
      body: AS_INPUT,
      check: (published) => expect(published.version).toBeGreaterThanOrEqual(2),
    },
  },
};
