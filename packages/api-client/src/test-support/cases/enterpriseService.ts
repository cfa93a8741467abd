import { expect } from 'vitest';
import type {
  blacklist,
  customerDatabase,
  orderManagement,
  problem,
} from '../../contract/enterprise/enterpriseService';
import type { enterpriseAccount } from '../../contract/enterprise/enterpriseUsers';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

const entry = {
  customerName: '合约测试客户',
  phone: '17100009999',
  provinceCode: '',
  cityCode: '',
  areaCode: '',
  detailedAddress: '',
  reason: '合约测试',
  remark: '',
};
const customer = {
  customerName: '合约测试客户',
  provinceCode: '',
  cityCode: '',
  areaCode: '',
  detailedAddress: '',
  remark: '',
};
const CUSTOMER_PHONE = '17300009999';

/** The customer the `add` case added to enterprise 1 (found by phone), else the fixture customer 2 (no orders). */
const newCustomerId = async (target: ContractTarget) =>
  (await target.client.enterprise.customerDatabase.list({ enterpriseId: 1, phone: CUSTOMER_PHONE })).rows[0]
    ?.customerId ?? 2;

/**
 * An enabled account other cases do not sign in as — a member if there is one — with its login name (the
 * fixture account 201 on MSW, whose list holds it).
 */
const memberAccount = async (target: ContractTarget) => {
  const { rows } = await target.client.enterprise.enterpriseAccount.list({ status: '0', pageSize: 500 });
  // Not the demo account `enterprise`, which other cases sign in as; a member before an administrator.
  const others = rows.filter((row) => row.loginName !== 'enterprise');
  return others.find((row) => !row.admin) ?? others.at(-1) ?? { userId: 201, loginName: 'anju_service' };
};

/** Locks the account as five wrong passwords do (routes/auth.ts); MSW answers them as it answers any sign-in. */
const lockAccount = async (target: ContractTarget, loginName: string) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await fetch(`${target.baseURL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: loginName, password: 'Wrong@12345', code: '', uuid: '' }),
    });
  }
};

const report = { orderNo: '', category: 'other' as const, description: '合约测试问题' };

/**
 * The id of the entry the `add` case added to enterprise 1, found by its phone; the fixture entry 1
 * where the target keeps no added rows (MSW).
 */
const newEntryId = async (target: ContractTarget) =>
  (await target.client.enterprise.blacklist.list({ enterpriseId: 1, phone: entry.phone })).rows.find(
    (row) => row.phone === entry.phone,
  )?.blacklistId ?? 1;

/** An open problem of enterprise 1 this file reported (a new one reported first), else the fixture problem 1. */
const openProblemId = async (target: ContractTarget) => {
  await target.client.enterprise.problem.add({ enterpriseId: 1, ...report });
  const { rows } = await target.client.enterprise.problem.list({
    enterpriseId: 1,
    state: 'open',
    pageSize: 100,
  });
  return rows.find((row) => row.description === report.description)?.problemId ?? 1;
};

const byEntry = (action: 'disable' | 'enable' | 'remove') => ({
  input: { blacklistId: 1 },
  sends: `POST /enterprise/blacklist/${action}`,
  body: AS_INPUT,
  prepare: async (target: ContractTarget) => ({ input: { blacklistId: await newEntryId(target) } }),
});

/** D62: the blacklist, the problem list and the customer database (as the administrator, on enterprise 1). */
export const enterpriseServiceCases = {
  blacklist: {
    list: {
      input: { enterpriseId: 1, forbiddenStatus: 0 as const },
      sends: 'GET /enterprise/blacklist/list?enterpriseId=1&forbiddenStatus=0',
      check: (page) =>
        expect(page.rows.every((row) => row.enterpriseId === 1 && row.forbiddenStatus === 0)).toBe(true),
    },
    add: { input: { enterpriseId: 1, ...entry }, sends: 'POST /enterprise/blacklist/add', body: AS_INPUT },
    update: {
      input: { blacklistId: 1, ...entry, reason: '改' },
      sends: 'POST /enterprise/blacklist/update',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { blacklistId: await newEntryId(target), ...entry, reason: '改' },
      }),
    },
    disable: byEntry('disable'),
    enable: byEntry('enable'),
    remove: byEntry('remove'),
  },
  problem: {
    list: {
      input: { enterpriseId: 1, state: 'open' as const },
      sends: 'GET /enterprise/problem/list?enterpriseId=1&state=open',
      check: (page) =>
        expect(page.rows.every((row) => row.enterpriseId === 1 && row.state === 'open')).toBe(true),
    },
    add: { input: { enterpriseId: 1, ...report }, sends: 'POST /enterprise/problem/add', body: AS_INPUT },
    update: {
      input: { problemId: 1, ...report },
      sends: 'POST /enterprise/problem/update',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { problemId: await openProblemId(target), ...report } }),
    },
    handle: {
      input: { problemId: 1, result: '合约测试处理' },
      sends: 'POST /enterprise/problem/handle',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { problemId: await openProblemId(target), result: '合约测试处理' },
      }),
    },
    remove: {
      input: { problemId: 1 },
      sends: 'POST /enterprise/problem/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { problemId: await openProblemId(target) } }),
    },
  },
  customerDatabase: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/database/list?enterpriseId=1',
      check: (page) =>
        expect(page.rows.every((row) => row.enterpriseId === 1 && !row.phoneMasked)).toBe(true),
    },
    add: {
      input: { enterpriseId: 1, phone: CUSTOMER_PHONE, ...customer },
      sends: 'POST /enterprise/database/add',
      body: AS_INPUT,
    },
    update: {
      input: { customerId: 2, ...customer, remark: '改' },
      sends: 'POST /enterprise/database/update',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { customerId: await newCustomerId(target), ...customer, remark: '改' },
      }),
    },
    remove: {
      input: { customerId: 2 },
      sends: 'POST /enterprise/database/remove',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { customerId: await newCustomerId(target) } }),
    },
    export: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/database/export?enterpriseId=1',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
  orderManagement: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/orderManagement/list?enterpriseId=1',
      check: (page) => expect(page.rows.map((row) => row.enterpriseId)).toEqual([1]),
    },
  },
  enterpriseAccount: {
    list: {
      input: { enterpriseId: 1 },
      sends: 'GET /enterprise/account/list?enterpriseId=1',
      check: (page) => expect(page.rows.every((row) => row.enterpriseId === 1)).toBe(true),
    },
    changeStatus: {
      input: { userId: 201, status: '1' },
      sends: 'POST /enterprise/account/changeStatus',
      body: AS_INPUT,
      prepare: async (target) => {
        const { userId } = await memberAccount(target);
        return {
          input: { userId, status: '1' },
          // The account is enabled again for the cases after this one.
          cleanup: () => target.client.enterprise.enterpriseAccount.changeStatus({ userId, status: '0' }),
        };
      },
    },
    resetPwd: {
      input: { userId: 201, password: 'Reset@2024x' },
      sends: 'POST /enterprise/account/resetPwd',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { userId: (await memberAccount(target)).userId, password: 'Reset@2024x' },
      }),
    },
    unlock: {
      input: { userId: 201 },
      sends: 'POST /enterprise/account/unlock',
      body: AS_INPUT,
      prepare: async (target) => {
        const member = await memberAccount(target);
        if (member.userId === 201) return undefined;
        await lockAccount(target, member.loginName);
        return { input: { userId: member.userId } };
      },
    },
  },
} satisfies CasesOf<{
  blacklist: typeof blacklist;
  problem: typeof problem;
  customerDatabase: typeof customerDatabase;
  enterpriseAccount: typeof enterpriseAccount;
  orderManagement: typeof orderManagement;
}>;
