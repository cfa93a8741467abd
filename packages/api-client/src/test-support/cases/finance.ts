import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { customerFinanceCases } from './customerFinance';
import { enterpriseStatementCases } from './enterpriseStatement';
import { masterFinanceCases } from './masterFinance';
import { idOf, pictureFile } from './prepare';

/** A top-up of enterprise 1 paid online (pay type 2). */
const ONLINE_TOP_UP = { enterpriseId: 1, totalAmount: 600, payType: 2 } as const;

/** An offline transfer of enterprise 1 just placed (pay type 1), awaiting review (D35); the fixtures' id 3 otherwise. */
async function freshOfflineTopup(target: ContractTarget): Promise<number> {
  const orderNo = await target.client.finance.pay.insert({ enterpriseId: 1, totalAmount: 1500, payType: 1 });
  const { rows } = await target.client.finance.offline.list({ orderNo, pageSize: 10 });
  return idOf(
    rows,
    (row) => row.orderNo === orderNo && row.offlineState === 'unpaid',
    (row) => row.enterpriseRechargeId,
    3,
  );
}

export const financeCases: CasesOf<Contract['finance']> = {
  pay: {
    checkIdentification: { input: {}, sends: 'GET /finance/pay/checkIdentification' },
    insert: {
      input: ONLINE_TOP_UP,
      sends: 'POST /finance/pay/insert',
      body: AS_INPUT,
      check: (orderNo) => expect(orderNo).not.toBe(''),
    },
    pay: {
      input: { rechargeId: 'CZ202406020002', totalAmount: 600 },
      sends: 'GET /finance/pay/pay?rechargeId=CZ202406020002&totalAmount=600',
      check: (form) => expect(form).toContain('<form'),
      // The payment page of a top-up order just placed online.
      prepare: async (target) => {
        const rechargeId = await target.client.finance.pay.insert(ONLINE_TOP_UP);
        return {
          input: { rechargeId, totalAmount: ONLINE_TOP_UP.totalAmount },
          sends: `GET /finance/pay/pay?rechargeId=${rechargeId}&totalAmount=${ONLINE_TOP_UP.totalAmount}`,
        };
      },
    },
    delayed: {
      input: { tradeNo: 'CZ202406020002' },
      sends: 'GET /finance/pay/delayed?tradeNo=CZ202406020002',
      prepare: async (target) => {
        const tradeNo = await target.client.finance.pay.insert(ONLINE_TOP_UP);
        return { input: { tradeNo }, sends: `GET /finance/pay/delayed?tradeNo=${tradeNo}` };
      },
    },
  },
  refund: {
    get: {
      input: { enterpriseId: 1 },
      sends: 'GET /finance/refund/get/1',
      check: (account) => expect(typeof account.totalBalance).toBe('number'),
    },
    list: { input: { enterpriseName: '安居' }, sends: 'GET /finance/refund/list?enterpriseName=安居' },
  },
  recharge: {
    list: {
      input: { enterpriseId: 1, status: 2, rechargeTime: '2024-06-02', pageNum: 1, pageSize: 10 },
      sends:
        'GET /finance/recharge/list?enterpriseId=1&status=2&rechargeTime=2024-06-02&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.status === 2)).toBe(true),
    },
    delete: {
      input: { enterpriseRechargeId: 2, enterpriseId: 1 },
      sends: 'POST /finance/recharge/delete',
      body: AS_INPUT,
      // A paid top-up cannot be withdrawn: an unpaid one of enterprise 1.
      prepare: async (target) => {
        const { rows } = await target.client.finance.recharge.list({
          enterpriseId: 1,
          status: 2,
          pageSize: 10,
        });
        const id = idOf(
          rows,
          (row) => row.status === 2,
          (row) => row.enterpriseRechargeId,
          2,
        );
        return { input: { enterpriseRechargeId: id, enterpriseId: 1 } };
      },
    },
  },
  offline: {
    list: {
      input: { offlineState: 'unpaid', pageNum: 1, pageSize: 10 },
      sends: 'GET /finance/offline/list?offlineState=unpaid&pageNum=1&pageSize=10',
      check: (page) =>
        expect(page.rows.every((row) => row.offlineState === 'unpaid' && row.payType === 1)).toBe(true),
    },
    slip: {
      input: { enterpriseRechargeId: 3, file: pictureFile('slip.png') },
      sends: 'POST /finance/offline/slip?enterpriseRechargeId=3',
      check: (topup) => expect(topup.slipPath).toMatch(/\.png$/),
      prepare: async (target) => {
        const enterpriseRechargeId = await freshOfflineTopup(target);
        return {
          input: { enterpriseRechargeId, file: pictureFile('slip.png') },
          sends: `POST /finance/offline/slip?enterpriseRechargeId=${enterpriseRechargeId}`,
        };
      },
    },
    confirm: {
      input: { enterpriseRechargeId: 3 },
      sends: 'POST /finance/offline/confirm',
      body: AS_INPUT,
      check: (topup) => expect(topup.offlineState).toBe('confirmed'),
      prepare: async (target) => ({ input: { enterpriseRechargeId: await freshOfflineTopup(target) } }),
    },
    reject: {
      input: { enterpriseRechargeId: 3, rejectReason: '未收到转账' },
      sends: 'POST /finance/offline/reject',
      body: AS_INPUT,
      check: (topup) => expect(topup).toMatchObject({ offlineState: 'rejected', rejectReason: '未收到转账' }),
      prepare: async (target) => ({
        input: { enterpriseRechargeId: await freshOfflineTopup(target), rejectReason: '未收到转账' },
      }),
    },
  },
  detailed: {
    list: {
      input: {
        enterpriseId: 1,
        operType: 5,
        StartTime: '2024-06-01 00:00:00',
        EndTime: '2024-06-30 23:59:59',
      },
      sends:
        'GET /finance/detailed/list?enterpriseId=1&operType=5&StartTime=2024-06-01 00:00:00&EndTime=2024-06-30 23:59:59',
      check: (page) =>
        expect(page.rows[0]?.enterpriseDetailed.every((line) => line.operType === 5)).toBe(true),
    },
  },
  // D42 (cases/masterFinance.ts).
  ...masterFinanceCases,
  // D48 (cases/enterpriseStatement.ts).
  ...enterpriseStatementCases,
  // D55 (cases/customerFinance.ts).
  ...customerFinanceCases,
};
