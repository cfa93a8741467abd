import type { Contract } from '../../contract';
import { myOrderStatusCounts } from '../fixtures/dashboards';
import { dispatchCandidates } from '../fixtures/masters';
import { disbandRequests } from '../fixtures/masterTeams';
import { cancelledOrders, orderTrackOf, returnedOrders } from '../fixtures/orderPaths';
import {
  approvals,
  customerOrders,
  masterOrders,
  orderDetailsOf,
  orderReminders,
  orderStatusCounts,
  orders,
} from '../fixtures/orders';
import { complaintAnswers } from './complaints';
import { customerBusinessAnswers } from './customerBusiness';
import { orderFeedbackAnswers } from './quality';
import { thirdOrderAnswers } from './thirdOrder';
import type { AnswersOf } from './types';
import { FAKE_XLSX, filterRows, found } from './util';
import { approvalModelAnswers } from './workflow';

const countOf = (status: 0 | 1 | 2) => customerOrders.filter((order) => order.status === status).length;

export const orderAnswers: AnswersOf<Contract['order']> = {
  customer: {
    getCustomerOrderCount: () => ({
      pendingCount: countOf(0),
      handledCount: countOf(1),
      removedCount: countOf(2),
    }),
    selectOrderList: (query) =>
      filterRows(customerOrders, {
        status: query.status,
        enterpriseName: query.enterpriseName,
        customerName: query.customerName,
        customerMobile: query.customerMobile,
        installType: query.installType,
        orderNo: query.orderNo,
      }),
    export: () => ({
      body: FAKE_XLSX,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: '客户订单.xlsx',
    }),
    sendOrder: () => null,
    removeOrder: () => null,
    recoverOrder: () => null,
  },
  reminder: {
    reminderOrderCount: () => orderReminders.length,
    list: () => orderReminders,
  },
  order: {
    list: (query, { user }) =>
      filterRows(orders, {
        orderStatus: query.orderStatus,
        orderId: query.orderId,
        orderNo: query.orderNo,
        enterpriseId: user.userType === '22' ? (user.enterpriseId ?? undefined) : query.enterpriseId,
        customerName: query.customerName,
        customerMobile: query.customerMobile,
        installType: query.installType,
        orderTypeId: query.orderTypeId,
        masterId: query.masterId,
        principalId: query.isMyOrder === true ? user.userId : undefined,
        held: query.held,
      }).filter((order) => query.time === undefined || order.createTime.startsWith(query.time)),
    get: ({ orderId }) =>
      orderDetailsOf(
        found(
          [...orders, ...masterOrders].find((order) => order.orderId === orderId),
          '订单',
        ),
      ),
    add: () => ({ orderId: orders.length + 1, orderNo: 'GD202406100001' }),
    masterList: () => dispatchCandidates,
    dispatch: () => null,
    cancel: () => null,
    hold: () => null,
    resume: () => null,
    mine: (query) =>
      filterRows(masterOrders, {
        orderStatus: query.orderStatus,
        orderNo: query.orderNo,
        customerName: query.customerName,
        masterId: query.masterId,
      }),
    accept: () => null,
    checkIn: () => null,
    complete: () => null,
    verify: () => null,
    settle: () => ({ masterAmount: 120, enterpriseAmount: 180, balance: 8820 }),
    back: () => null,
    recover: () => null,
    customerServiceApply: () => ({ orderId: 13, orderNo: 'GD202406130013' }),
    backList: (query) =>
      filterRows(returnedOrders, {
        orderNo: query.orderNo,
        customerName: query.customerName,
        backMasterName: query.masterName,
      }),
    cancelledList: (query, { user }) =>
      filterRows(cancelledOrders, {
        orderNo: query.orderNo,
        customerName: query.customerName,
        enterpriseId: user.userType === '22' ? (user.enterpriseId ?? undefined) : query.enterpriseId,
        cancelBy: query.cancelBy,
      }),
    course: ({ orderNo }) =>
      orderTrackOf(
        found(
          [...orders, ...masterOrders, ...returnedOrders, ...cancelledOrders].find(
            (order) => order.orderNo === orderNo.trim(),
          ),
          `订单 ${orderNo} `,
        ),
      ),
    statusCount: (query) => (query.isMyOrder === true ? myOrderStatusCounts : orderStatusCounts),
  },
  // D51: the approval model.
  approvalModel: approvalModelAnswers,
  approval: {
    tasking: (query) =>
      filterRows(approvals, {
        state: 'pending',
        approvalType: query.approvalType,
        orderNo: query.orderNo,
        masterName: query.masterName,
      }),
    taskdone: (query) =>
      filterRows(approvals, {
        approvalType: query.approvalType,
        state: query.state,
        orderNo: query.orderNo,
        masterName: query.masterName,
      }).filter((request) => request.state !== 'pending'),
    list: (query) =>
      filterRows(approvals, {
        approvalType: query.approvalType,
        state: query.state,
        orderNo: query.orderNo,
        masterName: query.masterName,
      }),
    running: (query) =>
      filterRows(approvals, {
        state: 'pending',
        approvalType: query.approvalType,
        orderNo: query.orderNo,
        masterName: query.masterName,
      }),
    finished: (query) =>
      filterRows(approvals, {
        approvalType: query.approvalType,
        state: query.state,
        orderNo: query.orderNo,
        masterName: query.masterName,
      }).filter((request) => request.state !== 'pending'),
    increase: (body) => ({
      ...found(approvals[0], '审批'),
      ...pendingOf(body.orderId),
      approvalType: 'increase',
      amount: body.amount,
      total: body.amount,
      reason: body.reason,
    }),
    accessories: (body) => ({
      ...found(approvals[1], '审批'),
      ...pendingOf(body.orderId),
      approvalType: 'accessories',
      partName: body.partName,
      quantity: body.quantity,
      amount: body.price,
      total: Math.round(body.price * body.quantity * 100) / 100,
      reason: body.reason,
    }),
    approve: (body) => decided(body.approvalId, 'approved', body.remark),
    refuse: (body) => decided(body.approvalId, 'refused', body.remark),
  },
  // D50 (answers/quality.ts).
  ...orderFeedbackAnswers,
  // D58: third-party orders and the money review.
  ...thirdOrderAnswers,
  // D60: 客户信息订单 and 业务列表.
  ...customerBusinessAnswers,
  // D57 (answers/complaints.ts).
  ...complaintAnswers,
};

/** A new request of the fixtures' shape on an order (D34). */
function pendingOf(orderId: number) {
  return {
    approvalId: approvals.length + 1,
    orderId,
    orderNo: `GD20240600${orderId}`,
    state: 'pending' as const,
  };
}

/** A fixture request as decided (the fixtures stay as they are: each story starts from the same rows). */
function decided(approvalId: number, state: 'approved' | 'refused', remark: string) {
  return {
    ...found(
      // D52: a team's disband requests are decided through the same calls.
      [...approvals, ...disbandRequests].find((request) => request.approvalId === approvalId),
      '审批',
    ),
    state,
    remark,
    decidedBy: '王派单',
    decideTime: '2024-06-15 10:00:00',
  };
}
