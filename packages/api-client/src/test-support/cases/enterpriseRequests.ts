import { expect } from 'vitest';
import type { enterpriseRequests } from '../../contract/enterprise/enterpriseRequests';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

/** A seeded city price of enterprise 1 (the fixtures' and the seed's), the base of the add and edit cases. */
async function cityPrice(target: ContractTarget) {
  const page = await target.client.enterprise.districtPrice.list({
    enterpriseId: 1,
    pageNum: 1,
    pageSize: 50,
  });
  const row = page.rows.find((candidate) => candidate.cityCode !== null && candidate.areaCode === null);
  if (!row) throw new Error('enterprise 1 has a seeded city price');
  return row;
}

/** A pending deduction (the seed's and the fixtures' newest of enterprise 1). */
async function pendingDeduction(target: ContractTarget): Promise<number> {
  const page = await target.client.enterprise.chargeback.list({ state: 'pending', pageNum: 1, pageSize: 1 });
  return page.rows[0]?.chargebackId ?? 3;
}

/** D63: district prices, deductions and the enterprise requests, as the administrator. */
export const enterpriseRequestCases: CasesOf<typeof enterpriseRequests> = {
  districtPrice: {
    list: {
      input: { enterpriseId: 1, pageNum: 1, pageSize: 10 },
      sends: 'GET /enterprise/districtPrice/list?enterpriseId=1&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.enterpriseId === 1)).toBe(true);
      },
    },
    add: {
      input: {
        enterpriseId: 1,
        orderTypeId: 1,
        provinceCode: '440000',
        cityCode: '440300',
        areaCode: '440305',
        price: 88,
        remark: '区县价格',
      },
      // An area of the seeded city price's city: the most specific region, not taken yet.
      prepare: async (target) => {
        const row = await cityPrice(target);
        const areas = await target.client.basicdata.area.selectAreaName({ cityCode: row.cityCode ?? '' });
        return {
          input: {
            enterpriseId: 1,
            orderTypeId: row.orderTypeId,
            provinceCode: row.provinceCode,
            cityCode: row.cityCode ?? undefined,
            areaCode: areas[0]?.areaCode,
            price: 88,
            remark: '区县价格',
          },
        };
      },
      sends: 'POST /enterprise/districtPrice/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ enterpriseId: 1, price: 88, remark: '区县价格' }),
    },
    edit: {
      input: {
        districtPriceId: 2,
        enterpriseId: 1,
        orderTypeId: 1,
        provinceCode: '440000',
        cityCode: '440300',
        price: 127.5,
        remark: '调整',
      },
      prepare: async (target) => {
        const row = await cityPrice(target);
        return {
          input: {
            districtPriceId: row.districtPriceId,
            enterpriseId: 1,
            orderTypeId: row.orderTypeId,
            provinceCode: row.provinceCode,
            cityCode: row.cityCode ?? undefined,
            price: 127.5,
            remark: '调整',
          },
        };
      },
      sends: 'POST /enterprise/districtPrice/edit',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ price: 127.5, remark: '调整' }),
    },
    remove: {
      input: { districtPriceId: 1 },
      // Enterprise 2's first price: the add and edit cases work on enterprise 1's.
      prepare: async (target) => {
        const page = await target.client.enterprise.districtPrice.list({
          enterpriseId: 2,
          pageNum: 1,
          pageSize: 1,
        });
        return { input: { districtPriceId: page.rows[0]?.districtPriceId ?? 1 } };
      },
      sends: 'POST /enterprise/districtPrice/remove',
      body: AS_INPUT,
    },
  },
  chargeback: {
    list: {
      input: { state: 'pending', pageNum: 1, pageSize: 10 },
      sends: 'GET /enterprise/chargeback/list?state=pending&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.state === 'pending')).toBe(true);
      },
    },
    add: {
      input: { enterpriseId: 1, amount: 1, reason: '服务质量违约金' },
      sends: 'POST /enterprise/chargeback/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'pending', amount: 1, enterpriseId: 1 }),
    },
    approve: {
      input: { chargebackId: 3, remark: '' },
      prepare: async (target) => ({ input: { chargebackId: await pendingDeduction(target), remark: '' } }),
      sends: 'POST /enterprise/chargeback/approve',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'approved' }),
    },
    refuse: {
      input: { chargebackId: 3, remark: '证据不足' },
      prepare: async (target) => ({
        input: { chargebackId: await pendingDeduction(target), remark: '证据不足' },
      }),
      sends: 'POST /enterprise/chargeback/refuse',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ state: 'refused', remark: '证据不足' }),
    },
  },
  process: {
    list: {
      input: { approvalType: 'chargeback', pageNum: 1, pageSize: 10 },
      sends: 'GET /enterprise/process/list?approvalType=chargeback&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.approvalType === 'chargeback' && row.orderNo === null)).toBe(
          true,
        );
      },
    },
  },
};
