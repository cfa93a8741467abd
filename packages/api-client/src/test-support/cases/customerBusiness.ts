import { expect } from 'vitest';
import type { customerBusiness } from '../../contract/customerBusiness';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

const FORM = {
  title: '物业小区门锁安装',
  companyName: '深圳测试物业有限公司',
  contactName: '何经理',
  contactPhone: '13912349999',
  provinceCode: '440000',
  installType: '1',
  quantity: 50,
  amount: 7500,
  nextFollowDate: null,
  remark: '',
};

/** An open opportunity of the signed-in user (the fixtures' first; on the server one is added when none is). */
async function ownOpenLead(target: ContractTarget): Promise<number> {
  const page = await target.client.order.business.list({ mine: '1', stage: 'new', pageNum: 1, pageSize: 1 });
  const found = page.rows[0]?.leadId;
  if (found !== undefined) return found;
  return (await target.client.order.business.add(FORM)).leadId;
}

/** A customer of the orders (the latest first). */
async function firstCustomer(target: ContractTarget): Promise<string> {
  const page = await target.client.order.customerInfo.list({ kind: 'repeat', pageNum: 1, pageSize: 1 });
  return page.rows[0]?.customerMobile ?? '13700000021';
}

/** D60: 客户信息订单 and 业务列表 (as the administrator). */
export const customerBusinessCases: CasesOf<typeof customerBusiness> = {
  customerInfo: {
    list: {
      input: { kind: 'repeat', pageNum: 1, pageSize: 10 },
      sends: 'GET /order/customerInfo/list?kind=repeat&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.orderCount >= 2)).toBe(true);
      },
    },
    history: {
      input: { customerMobile: '13700000021' },
      sends: 'GET /order/customerInfo/history?customerMobile=13700000021',
      prepare: async (target) => {
        const customerMobile = await firstCustomer(target);
        return {
          input: { customerMobile },
          sends: `GET /order/customerInfo/history?customerMobile=${customerMobile}`,
        };
      },
      check: (rows) => {
        expect(rows.length).toBeGreaterThanOrEqual(2);
        expect(rows[0]?.orderNo).not.toBe('');
      },
    },
    note: {
      input: { customerMobile: '13700000021', note: '上门前先电话确认' },
      sends: 'POST /order/customerInfo/note',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { customerMobile: await firstCustomer(target), note: '上门前先电话确认' },
      }),
      check: (row) => expect(row.note).toBe('上门前先电话确认'),
    },
  },
  business: {
    list: {
      input: { stage: 'following', pageNum: 1, pageSize: 10 },
      sends: 'GET /order/business/list?stage=following&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.stage === 'following')).toBe(true);
      },
    },
    add: {
      input: FORM,
      sends: 'POST /order/business/add',
      body: AS_INPUT,
      check: (row) => expect(row).toMatchObject({ stage: 'new', title: FORM.title, mine: true }),
    },
    edit: {
      input: { leadId: 1, ...FORM, quantity: 60 },
      sends: 'POST /order/business/edit',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { leadId: await ownOpenLead(target), ...FORM, quantity: 60 } }),
      check: (row) => expect(row.quantity).toBe(60),
    },
    follow: {
      input: { leadId: 1, content: '电话沟通需求', nextFollowDate: null },
      sends: 'POST /order/business/follow',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { leadId: await ownOpenLead(target), content: '电话沟通需求', nextFollowDate: null },
      }),
      check: (row) => expect(row.stage).toBe('following'),
    },
    close: {
      input: { leadId: 1, stage: 'lost', content: '客户预算取消', enterpriseId: null },
      sends: 'POST /order/business/close',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: {
          leadId: await ownOpenLead(target),
          stage: 'lost',
          content: '客户预算取消',
          enterpriseId: null,
        },
      }),
      check: (row) => expect(row).toMatchObject({ stage: 'lost', lostReason: '客户预算取消' }),
    },
    follows: {
      input: { leadId: 2 },
      sends: 'GET /order/business/follows?leadId=2',
      check: (rows) => expect(rows.every((row) => row.leadId === 2)).toBe(true),
    },
  },
};
