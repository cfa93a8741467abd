import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';
import { orderComplaintCases } from './complaints';
import { customerBusinessCases } from './customerBusiness';
import { idOf, uploadPicture } from './prepare';
import { orderFeedbackCases } from './quality';
import { ownSession, signIn } from './sessions';
import { thirdOrderCases } from './thirdOrder';
import { approvalModelCases } from './workflow';

/** D33: the demo master (master 1) and their orders in a state (the MSW fixtures' ids stand in). */
export const MASTER_SIGN_IN = signIn('master', 'Master@1234');

const mineIn = async (
  target: ContractTarget,
  orderStatus: 'dispatched' | 'accepted' | 'inService',
  fallback: number,
) => {
  const { rows } = await target.client.order.order.mine({ orderStatus, pageNum: 1, pageSize: 50 });
  return idOf(
    rows,
    (row) => row.orderStatus === orderStatus && !row.held,
    (row) => row.orderId,
    fallback,
  );
};

/** An order of the list in a state (staff transitions need one). */
const listedIn = async (
  target: ContractTarget,
  orderStatus: 'completed' | 'verified' | 'cancelled',
  fallback: number,
) => {
  const { rows } = await target.client.order.order.list({
    orderStatus,
    held: false,
    pageNum: 1,
    pageSize: 10,
  });
  return idOf(
    rows,
    (row) => row.orderStatus === orderStatus && !row.held,
    (row) => row.orderId,
    fallback,
  );
};

/** Makes a case's call as the demo master; `cleanup` returns to the target's session. */
const asMaster = async <I>(target: ContractTarget, input: (target: ContractTarget) => Promise<I>) => {
  const session = await ownSession(target, MASTER_SIGN_IN);
  try {
    return { input: await input(target), cleanup: session.restore };
  } catch (error) {
    session.restore();
    throw error;
  }
};

/** Ids of the first customer orders of a status tab (0 pending, 2 recycle bin). */
const customerOrderIds = async (target: ContractTarget, status: 0 | 2) =>
  (await target.client.order.customer.selectOrderList({ status, pageNum: 1, pageSize: 10 })).rows
    .filter((row) => row.status === status)
    .map((row) => row.id);

/** An order waiting for dispatch (dispatch and cancel need one). */
const orderToDispatch = async (target: ContractTarget) => {
  const { rows } = await target.client.order.order.list({
    orderStatus: 'toDispatch',
    held: false,
    pageNum: 1,
    pageSize: 10,
  });
  return idOf(
    rows,
    (row) => row.orderStatus === 'toDispatch' && !row.held,
    (row) => row.orderId,
    1,
  );
};

export const orderCases: CasesOf<Contract['order']> = {
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
    sendOrder: {
      input: [1, 2],
      sends: 'POST /order/customer/sendOrder',
      body: AS_INPUT,
      // Orders are placed from the pending tab.
      prepare: async (target) => {
        const ids = (await customerOrderIds(target, 0)).slice(0, 2);
        return ids.length === 0 ? undefined : { input: ids };
      },
    },
    removeOrder: {
      input: { id: 3, deleteReason: '3', remark: '客户改约' },
      sends: 'POST /order/customer/removeOrder',
      body: AS_INPUT,
      prepare: async (target) => {
        const [id = 3] = await customerOrderIds(target, 0);
        return { input: { id, deleteReason: '3', remark: '客户改约' } };
      },
    },
    recoverOrder: {
      input: { id: 5 },
      sends: 'GET /order/customer/recoverOrder?id=5',
      // Only an order in the recycle bin can be restored.
      prepare: async (target) => {
        const [id = 5] = await customerOrderIds(target, 2);
        return { input: { id }, sends: `GET /order/customer/recoverOrder?id=${id}` };
      },
    },
  },
  reminder: {
    reminderOrderCount: {
      input: {},
      sends: 'GET /order/reminder/reminderOrderCount',
      check: (count) => expect(Number.isInteger(count)).toBe(true),
    },
    list: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /order/reminder/list?pageNum=1&pageSize=10',
      // Newest first.
      check: (page) => {
        const times = page.rows.map((row) => row.createTime);
        expect(times).toEqual([...times].sort().reverse());
      },
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
      // An order waiting for dispatch, to a master its master list offers.
      prepare: async (target) => {
        const orderId = await orderToDispatch(target);
        const masters = await target.client.order.order.masterList({ orderId });
        return { input: { orderId, masterId: masters[0]?.masterId ?? 2, remark: '' } };
      },
    },
    cancel: {
      input: { orderId: 1, cancelReason: '客户取消' },
      sends: 'POST /order/order/cancel',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { orderId: await orderToDispatch(target), cancelReason: '客户取消' },
      }),
    },
    hold: {
      input: { orderId: 1, holdReason: '等待配件到货' },
      sends: 'POST /order/order/hold',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { orderId: await orderToDispatch(target), holdReason: '等待配件到货' },
      }),
    },
    resume: {
      input: { orderId: 8 },
      sends: 'POST /order/order/resume',
      body: AS_INPUT,
      // An order on hold.
      prepare: async (target) => {
        const { rows } = await target.client.order.order.list({ held: true, pageNum: 1, pageSize: 10 });
        return {
          input: {
            orderId: idOf(
              rows,
              (row) => row.held,
              (row) => row.orderId,
              8,
            ),
          },
        };
      },
    },
    mine: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /order/order/mine?pageNum=1&pageSize=10',
      prepare: async (target) => {
        const session = await ownSession(target, MASTER_SIGN_IN);
        return { cleanup: session.restore };
      },
      check: (page) => expect(page.rows.every((row) => row.masterId !== null)).toBe(true),
    },
    accept: {
      input: { orderId: 2 },
      sends: 'POST /order/order/accept',
      body: AS_INPUT,
      prepare: (target) => asMaster(target, async () => ({ orderId: await mineIn(target, 'dispatched', 2) })),
    },
    checkIn: {
      input: { orderId: 9 },
      sends: 'POST /order/order/checkIn',
      body: AS_INPUT,
      prepare: (target) => asMaster(target, async () => ({ orderId: await mineIn(target, 'accepted', 9) })),
    },
    complete: {
      input: {
        orderId: 10,
        photos: ['uploads/enterprise/20240610/done.png'],
        serialNumbers: ['SN20240610001'],
        parts: [{ name: '电池盒', quantity: 1 }],
        customerConfirmed: true,
        remark: '',
      },
      sends: 'POST /order/order/complete',
      body: AS_INPUT,
      prepare: (target) =>
        asMaster(target, async () => ({
          orderId: await mineIn(target, 'inService', 10),
          photos: [await uploadPicture(target, 'done.png')],
          serialNumbers: ['SN20240610001'],
          parts: [{ name: '电池盒', quantity: 1 }],
          customerConfirmed: true,
          remark: '',
        })),
    },
    verify: {
      input: { orderId: 4, remark: '' },
      sends: 'POST /order/order/verify',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { orderId: await listedIn(target, 'completed', 4), remark: '' } }),
    },
    settle: {
      input: { orderId: 11, remark: '' },
      sends: 'POST /order/order/settle',
      body: AS_INPUT,
      prepare: async (target) => ({ input: { orderId: await listedIn(target, 'verified', 11), remark: '' } }),
      check: (settled) => expect(settled.enterpriseAmount).toBeGreaterThanOrEqual(0),
    },
    back: {
      input: { orderId: 2, backReason: '客户改约' },
      sends: 'POST /order/order/back',
      body: AS_INPUT,
      prepare: (target) =>
        asMaster(target, async () => ({
          orderId: await mineIn(target, 'dispatched', 2),
          backReason: '客户改约',
        })),
    },
    recover: {
      input: { orderId: 5, recoverReason: '客户重新预约' },
      sends: 'POST /order/order/recover',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { orderId: await listedIn(target, 'cancelled', 5), recoverReason: '客户重新预约' },
      }),
    },
    customerServiceApply: {
      input: { orderId: 4, reason: '门锁无法识别指纹' },
      sends: 'POST /order/order/customerServiceApply',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { orderId: await listedIn(target, 'completed', 4), reason: '门锁无法识别指纹' },
      }),
    },
    backList: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /order/order/backList?pageNum=1&pageSize=10',
      check: (page) =>
        expect(
          page.rows.every(
            (row) => row.orderStatus === 'toDispatch' && row.backReason !== null && row.backMasterName !== '',
          ),
        ).toBe(true),
    },
    cancelledList: {
      input: { cancelBy: '王', pageNum: 1, pageSize: 10 },
      sends: 'GET /order/order/cancelledList?cancelBy=王&pageNum=1&pageSize=10',
      check: (page) =>
        expect(page.rows.every((row) => row.orderStatus === 'cancelled' && row.cancelBy.includes('王'))).toBe(
          true,
        ),
    },
    course: {
      input: { orderNo: 'GD202406001' },
      sends: 'GET /order/order/course?orderNo=GD202406001',
      check: (track) => expect(track.course.length).toBeGreaterThan(0),
      // An order of the list, known by its number.
      prepare: async (target) => {
        const { rows } = await target.client.order.order.list({ pageNum: 1, pageSize: 1 });
        const orderNo = rows[0]?.orderNo ?? 'GD202406001';
        return { input: { orderNo }, sends: `GET /order/order/course?orderNo=${orderNo}` };
      },
    },
    statusCount: { input: {}, sends: 'GET /order/order/statusCount' },
  },
  // D51: the approval model.
  approvalModel: approvalModelCases,
  approval: {
    tasking: {
      input: { approvalType: 'increase', pageNum: 1, pageSize: 10 },
      sends: 'GET /order/approval/tasking?approvalType=increase&pageNum=1&pageSize=10',
      check: (page) =>
        expect(page.rows.every((row) => row.state === 'pending' && row.approvalType === 'increase')).toBe(
          true,
        ),
    },
    taskdone: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /order/approval/taskdone?pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.state !== 'pending')).toBe(true),
    },
    list: {
      input: { approvalType: 'accessories', state: 'pending', pageNum: 1, pageSize: 10 },
      sends: 'GET /order/approval/list?approvalType=accessories&state=pending&pageNum=1&pageSize=10',
      check: (page) =>
        expect(page.rows.every((row) => row.approvalType === 'accessories' && row.state === 'pending')).toBe(
          true,
        ),
    },
    running: {
      input: { pageNum: 1, pageSize: 10 },
      sends: 'GET /order/approval/running?pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.state === 'pending')).toBe(true),
    },
    finished: {
      input: { state: 'refused', pageNum: 1, pageSize: 10 },
      sends: 'GET /order/approval/finished?state=refused&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.state === 'refused')).toBe(true),
    },
    increase: {
      input: { orderId: 9, amount: 60, reason: '楼层较高，需搬运上楼' },
      sends: 'POST /order/approval/increase',
      body: AS_INPUT,
      prepare: (target) =>
        asMaster(target, async () => ({
          orderId: await requestable(target, 9),
          amount: 60,
          reason: '楼层较高，需搬运上楼',
        })),
      check: (request) => expect(request).toMatchObject({ state: 'pending', amount: 60, total: 60 }),
    },
    accessories: {
      input: { orderId: 10, partName: '锁体', quantity: 2, price: 35, reason: '原锁体损坏需更换' },
      sends: 'POST /order/approval/accessories',
      body: AS_INPUT,
      prepare: (target) =>
        asMaster(target, async () => ({
          orderId: await requestable(target, 10),
          partName: '锁体',
          quantity: 2,
          price: 35,
          reason: '原锁体损坏需更换',
        })),
      check: (request) => expect(request).toMatchObject({ partName: '锁体', quantity: 2, total: 70 }),
    },
    approve: {
      input: { approvalId: 1, remark: '' },
      sends: 'POST /order/approval/approve',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { approvalId: await pendingRequest(target, 'increase', 1), remark: '' },
      }),
      check: (request) => expect(request.state).toBe('approved'),
    },
    refuse: {
      input: { approvalId: 2, remark: '不在服务范围内' },
      sends: 'POST /order/approval/refuse',
      body: AS_INPUT,
      prepare: async (target) => ({
        input: { approvalId: await pendingRequest(target, 'accessories', 2), remark: '不在服务范围内' },
      }),
      check: (request) => expect(request).toMatchObject({ state: 'refused', remark: '不在服务范围内' }),
    },
  },
  // D50 (cases/quality.ts).
  ...orderFeedbackCases,
  // D58 (cases/thirdOrder.ts).
  ...thirdOrderCases,
  // D60 (cases/customerBusiness.ts).
  ...customerBusinessCases,
  // D57 (cases/complaints.ts).
  ...orderComplaintCases,
};

/** D34: an order of the demo master that takes a request (accepted or in service). */
async function requestable(target: ContractTarget, fallback: number) {
  const { rows } = await target.client.order.order.mine({ pageNum: 1, pageSize: 50 });
  return idOf(
    rows,
    (row) => (row.orderStatus === 'accepted' || row.orderStatus === 'inService') && !row.held,
    (row) => row.orderId,
    fallback,
  );
}

/** D34: a pending request of a type (the fixtures' id stands in on MSW). */
async function pendingRequest(
  target: ContractTarget,
  approvalType: 'increase' | 'accessories',
  fallback: number,
) {
  const { rows } = await target.client.order.approval.list({
    approvalType,
    state: 'pending',
    pageNum: 1,
    pageSize: 10,
  });
  return idOf(
    rows,
    (row) => row.state === 'pending',
    (row) => row.approvalId,
    fallback,
  );
}
