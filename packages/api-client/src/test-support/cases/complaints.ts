import { expect } from 'vitest';
import type { complaintAuthority, orderComplaint } from '../../contract/complaints';
import type { marginReturn } from '../../contract/marginReturn';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

/** An order with a master (the fixtures' order 3; on the server, the first completed order with one). */
async function orderWithMaster(target: ContractTarget): Promise<string> {
  const page = await target.client.order.order.list({ orderStatus: 'completed', pageNum: 1, pageSize: 20 });
  return page.rows.find((row) => row.masterId !== null && row.orderNo !== null)?.orderNo ?? 'GD202406003';
}

const filed = (orderNo: string) => ({
  orderNo,
  category: 'other' as const,
  description: '安装后现场留有包装垃圾',
  contactName: '刘女士',
  contactPhone: '13900001234',
});

/** D57: complaints (as the administrator, who handles every complaint; complaint 1 is pending, 2 in hand). */
export const orderComplaintCases: CasesOf<typeof orderComplaint> = {
  complaint: {
    list: {
      input: { state: 'upheld', pageNum: 1, pageSize: 10 },
      sends: 'GET /order/complaint/list?state=upheld&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.state === 'upheld' && row.handledBy !== null)).toBe(true);
      },
    },
    add: {
      input: filed('GD202406003'),
      prepare: async (target) => ({ input: filed(await orderWithMaster(target)) }),
      sends: 'POST /order/complaint/add',
      body: AS_INPUT,
      check: (complaint) =>
        expect(complaint).toMatchObject({ state: 'pending', category: 'other', contactName: '刘女士' }),
    },
    start: {
      input: { complaintId: 1, note: '已联系客户了解情况' },
      sends: 'POST /order/complaint/start',
      body: AS_INPUT,
      check: (complaint) =>
        expect(complaint).toMatchObject({
          complaintId: 1,
          state: 'handling',
          handleNote: '已联系客户了解情况',
        }),
    },
    decide: {
      input: { complaintId: 2, result: 'upheld', note: '复查属实' },
      sends: 'POST /order/complaint/decide',
      body: AS_INPUT,
      check: (complaint) => expect(complaint).toMatchObject({ complaintId: 2, state: 'upheld' }),
    },
  },
};

/** D57: the complaint handlers (ids both the fixtures and the seed hold). */
export const complaintAuthorityCases: CasesOf<typeof complaintAuthority> = {
  complaintAuthority: {
    list: {
      input: { enterpriseId: 1, pageNum: 1, pageSize: 10 },
      sends: 'GET /master/complaintAuthority/list?enterpriseId=1&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.map((row) => row.userName)).toEqual(expect.arrayContaining(['王派单', '郑客服']));
        expect(page.rows.every((row) => row.enterpriseId === null || row.enterpriseId === 1)).toBe(true);
      },
    },
    handlers: {
      input: {},
      sends: 'GET /master/complaintAuthority/handlers',
      check: (handlers) =>
        expect(handlers.map((row) => row.userId)).toEqual(expect.arrayContaining([2, 10, 11])),
    },
    add: {
      input: { userId: 11, enterpriseId: 1, category: 'quality' },
      sends: 'POST /master/complaintAuthority/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ userId: 11, enterpriseId: 1, category: 'quality' }),
    },
    remove: {
      input: { authorityId: 3 },
      sends: 'POST /master/complaintAuthority/remove',
      body: AS_INPUT,
      check: (done) => expect(done).toBeNull(),
    },
  },
};

/** The newest pending deposit return (the seed's and the fixtures' is pending and returnable). */
async function pendingReturnId(target: ContractTarget): Promise<number> {
  const page = await target.client.master.marginReturn.list({ state: 'pending', pageNum: 1, pageSize: 1 });
  return page.rows[0]?.returnId ?? 3;
}

/** D57: deposit returns (as the administrator, who decides every approval type). */
export const marginReturnCases: CasesOf<typeof marginReturn> = {
  marginReturn: {
    list: {
      input: { state: 'approved', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/marginReturn/list?state=approved&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.state === 'approved')).toBe(true);
      },
    },
    add: {
      input: { masterId: 14, amount: 1, reason: '暂停接单' },
      // A master whose return was approved: a deposit left, no open orders, nothing pending.
      prepare: async (target) => {
        const page = await target.client.master.marginReturn.list({
          state: 'approved',
          pageNum: 1,
          pageSize: 1,
        });
        return { input: { masterId: page.rows[0]?.masterId ?? 14, amount: 1, reason: '暂停接单' } };
      },
      sends: 'POST /master/marginReturn/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'pending', amount: 1, openOrders: 0 }),
    },
    approve: {
      input: { returnId: 3, remark: '' },
      prepare: async (target) => ({ input: { returnId: await pendingReturnId(target), remark: '' } }),
      sends: 'POST /master/marginReturn/approve',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'approved' }),
    },
    refuse: {
      input: { returnId: 3, remark: '材料不全' },
      prepare: async (target) => ({ input: { returnId: await pendingReturnId(target), remark: '材料不全' } }),
      sends: 'POST /master/marginReturn/refuse',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'refused', remark: '材料不全' }),
    },
  },
};
