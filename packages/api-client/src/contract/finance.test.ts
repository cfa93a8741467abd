import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { AS_INPUT, type CasesOf, runCases } from '../test-support/runCases';
import { type Contract, contract } from '.';

const cases: CasesOf<Contract['finance']> = {
  pay: {
    checkIdentification: { input: {}, sends: 'GET /finance/pay/checkIdentification' },
    insert: {
      input: { enterpriseId: 1, totalAmount: 600, payType: 2 },
      sends: 'POST /finance/pay/insert',
      body: AS_INPUT,
      check: (orderNo) => expect(orderNo).not.toBe(''),
    },
    pay: {
      input: { rechargeId: 'CZ202406020002', totalAmount: 600 },
      sends: 'GET /finance/pay/pay?rechargeId=CZ202406020002&totalAmount=600',
      check: (form) => expect(form).toContain('<form'),
    },
    delayed: {
      input: { tradeNo: 'CZ202406020002' },
      sends: 'GET /finance/pay/delayed?tradeNo=CZ202406020002',
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
};

describe('finance calls', () => {
  const target = useContractTarget();
  runCases('finance', contract.finance, target.client.finance, cases, target);
});
