import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { AS_INPUT, type CasesOf, runCases } from '../test-support/runCases';
import { type Contract, contract } from '.';

const cases: CasesOf<Contract['order']> = {
  customer: {
    getCustomerOrderCount: { input: {}, sends: 'GET /order/customer/getCustomerOrderCount' },
    selectOrderList: {
      input: {
        status: 0,
        pageNum: 1,
        pageSize: 10,
        customerName: '刘',
        createStartTime: '2024-06-01 00:00:00',
      },
      sends:
        'GET /order/customer/selectOrderList?status=0&pageNum=1&pageSize=10&customerName=刘&createStartTime=2024-06-01 00:00:00',
      check: (page) => expect(page.rows.every((row) => row.status === 0)).toBe(true),
    },
    export: {
      input: { status: 2, deleteReason: '3' },
      sends: 'GET /order/customer/export?status=2&deleteReason=3',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
    sendOrder: { input: [1, 2], sends: 'POST /order/customer/sendOrder', body: AS_INPUT },
    removeOrder: {
      input: { id: 3, deleteReason: '3', remark: '客户改约' },
      sends: 'POST /order/customer/removeOrder',
      body: AS_INPUT,
    },
    recoverOrder: { input: { id: 5 }, sends: 'GET /order/customer/recoverOrder?id=5' },
  },
  reminder: {
    reminderOrderCount: {
      input: {},
      sends: 'GET /order/reminder/reminderOrderCount',
      check: (count) => expect(Number.isInteger(count)).toBe(true),
    },
  },
  order: {
    list: {
      input: { orderStatus: 'customerServiceApply', isMyOrder: true, pageNum: 1, pageSize: 10 },
      sends: 'GET /order/order/list?orderStatus=customerServiceApply&isMyOrder=true&pageNum=1&pageSize=10',
      check: (page) =>
        expect(page.rows.every((row) => row.orderStatus === 'customerServiceApply')).toBe(true),
    },
    get: {
      input: { orderId: 2 },
      sends: 'GET /order/order/get/2',
      check: (details) => expect(details.course.length).toBeGreaterThan(0),
    },
    add: {
      input: {
        enterpriseId: 1,
        customerName: '陈先生',
        customerMobile: '13900000099',
        provinceCode: '440000',
        cityCode: '440300',
        areaCode: '440305',
        detailedAddress: '科技园南区8栋1201',
        installType: '1',
        orderTypeId: 1,
        number: 1,
        remark: '',
        infoList: [{ infoName: '门锁型号', infoValue: 'AJ-S1' }],
      },
      sends: 'POST /order/order/add',
      body: AS_INPUT,
      check: (created) => expect(created.orderNo).not.toBe(''),
    },
    masterList: { input: { orderId: 1 }, sends: 'GET /order/order/masterList?orderId=1' },
    dispatch: {
      input: { orderId: 1, masterId: 2, remark: '' },
      sends: 'POST /order/order/dispatch',
      body: AS_INPUT,
    },
    cancel: {
      input: { orderId: 1, cancelReason: '客户取消' },
      sends: 'POST /order/order/cancel',
      body: AS_INPUT,
    },
    statusCount: { input: {}, sends: 'GET /order/order/statusCount' },
  },
};

describe('order calls', () => {
  const target = useContractTarget();
  runCases('order', contract.order, target.client.order, cases, target);
});
