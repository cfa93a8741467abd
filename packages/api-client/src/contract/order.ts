import {
  APPROVAL_MAX_AMOUNT,
  APPROVAL_MAX_QUANTITY,
  APPROVAL_TEXT_MAX,
  ApprovalSchema,
  ApprovalStateSchema,
  ApprovalTypeSchema,
  CancelledOrderSchema,
  CustomerOrderCountSchema,
  CustomerOrderSchema,
  CustomerOrderStatusSchema,
  DictValueSchema,
  DispatchCandidateSchema,
  IdSchema,
  OrderDetailsSchema,
  OrderInfoItemSchema,
  OrderReminderSchema,
  OrderSchema,
  OrderSettlementSchema,
  OrderStatusCountSchema,
  OrderStatusSchema,
  OrderTrackSchema,
  ReturnedOrderSchema,
  ShortTextSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { approvalModel } from './approvalModel';
import { orderComplaint } from './complaints';
import { customerBusiness } from './customerBusiness';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, optionalTime, paged, StoredFileNameField, XLSX_MIME } from './fields';
import { orderFeedback } from './orderFeedback';
import { thirdOrder } from './thirdOrder';

/** The filters of the customer-order list and its export (spec 000 §7.6), all optional. */
const customerOrderFilters = {
  enterpriseName: optionalText(100),
  customerName: optionalText(50),
  customerMobile: optionalText(11),
  provinceId: optionalText(12),
  cityId: optionalText(12),
  areaId: optionalText(12),
  detailedAddress: optionalText(200),
  installType: Type.Optional(DictValueSchema),
  orderType: optionalText(50),
  createStartTime: optionalTime(),
  createEndTime: optionalTime(),
  updateBy: optionalText(50),
  updateStartTime: optionalTime(),
  updateEndTime: optionalTime(),
  deleteBy: optionalText(50),
  deleteStartTime: optionalTime(),
  deleteEndTime: optionalTime(),
  deleteReason: Type.Optional(DictValueSchema),
  orderNo: optionalText(64),
  status: Type.Optional(CustomerOrderStatusSchema),
};

/** A reason a person types for a transition (D32): 1–200 characters, blank refused by the server. */
const ReasonField = Type.String({ minLength: 1, maxLength: 200 });

/** A part the master used (D32): its name and how many. */
const UsedPartSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
});

/** D34: an amount a master asks for (yuan, above 0, to the fen). */
const ApprovalAmountField = Type.Number({
  exclusiveMinimum: 0,
  maximum: APPROVAL_MAX_AMOUNT,
  multipleOf: 0.01,
});

/** D34: why the master asks (1–200 characters; blank refused by the server). */
const ApprovalReasonField = Type.String({ minLength: 1, maxLength: APPROVAL_TEXT_MAX });

/** D34: the decider's remark (optional to approve, required to refuse — checked by the server). */
const DecisionBody = Type.Object({
  approvalId: IdSchema,
  remark: Type.String({ maxLength: APPROVAL_TEXT_MAX }),
});

/** D34: the filters every approval list shares. */
const approvalFilters = {
  orderNo: optionalText(64),
  /** Part of the applicant master's name. */
  masterName: optionalText(50),
};

/** Customer orders, reminders and orders. */
export const order = {
  customer: {
    getCustomerOrderCount: defineCall({
      method: 'GET',
      path: '/order/customer/getCustomerOrderCount',
      response: Envelope(CustomerOrderCountSchema),
      doc: { summary: 'New-order counts (pending, handled, removed)', path: 'spec', payload: 'none' },
    }),
    selectOrderList: defineCall({
      method: 'GET',
      path: '/order/customer/selectOrderList',
      query: paged(customerOrderFilters),
      response: PageEnvelope(CustomerOrderSchema),
      doc: { summary: 'Customer orders of one status tab, filtered', path: 'spec', payload: 'spec' },
    }),
    export: defineCall({
      method: 'GET',
      path: '/order/customer/export',
      kind: 'blob',
      query: Type.Object(customerOrderFilters),
      produces: XLSX_MIME,
      fileName: 'customer-orders.xlsx',
      doc: { summary: 'Excel export of the filtered customer orders', path: 'spec', payload: 'spec' },
    }),
    sendOrder: defineCall({
      method: 'POST',
      path: '/order/customer/sendOrder',
      body: Type.Array(IdSchema, { minItems: 1, maxItems: 500 }),
      response: Done,
      doc: {
        summary: 'Place pending customer orders (batch); they become handled',
        path: 'spec',
        payload: 'spec',
      },
    }),
    removeOrder: defineCall({
      method: 'POST',
      path: '/order/customer/removeOrder',
      body: Type.Object({
        id: IdSchema,
        /** Dictionary remove_type; code 3 requires a remark (checked by the server). */
        deleteReason: DictValueSchema,
        remark: Type.String({ maxLength: 200 }),
      }),
      response: Done,
      doc: {
        summary: 'Move a pending customer order to the recycle bin with a reason',
        path: 'spec',
        payload: 'spec',
      },
    }),
    recoverOrder: defineCall({
      method: 'GET',
      path: '/order/customer/recoverOrder',
      query: Type.Object({ id: IdSchema }),
      response: Done,
      doc: { summary: 'Restore a removed customer order to pending', path: 'spec', payload: 'spec' },
    }),
  },
  reminder: {
    reminderOrderCount: defineCall({
      method: 'GET',
      path: '/order/reminder/reminderOrderCount',
      response: Envelope(Type.Integer({ minimum: 0 })),
      doc: { summary: 'Reminder count (data is the count)', path: 'spec', payload: 'none' },
    }),
    list: defineCall({
      method: 'GET',
      path: '/order/reminder/list',
      query: paged({}),
      response: PageEnvelope(OrderReminderSchema),
      doc: {
        summary: 'Open reminders, newest first, scoped like reminderOrderCount',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  order: {
    list: defineCall({
      method: 'GET',
      path: '/order/order/list',
      query: paged({
        /** jumpList filter (spec 000 §2.1). */
        orderStatus: Type.Optional(OrderStatusSchema),
        /** jumpList filter: only orders the signed-in user is principal of. */
        isMyOrder: Type.Optional(Type.Boolean()),
        /** Query of the order list route (spec 000 §2.1). */
        orderId: optionalId(),
        /** Query of the order list route: a day (YYYY-MM-DD) the order was created on. */
        time: optionalTime(),
        orderNo: optionalText(64),
        enterpriseId: optionalId(),
        customerName: optionalText(50),
        customerMobile: optionalText(11),
        provinceCode: optionalText(12),
        cityCode: optionalText(12),
        areaCode: optionalText(12),
        installType: Type.Optional(DictValueSchema),
        orderTypeId: optionalId(),
        masterId: optionalId(),
        /** D29: true only held orders, false only orders not on hold. */
        held: Type.Optional(Type.Boolean()),
      }),
      response: PageEnvelope(OrderSchema),
      doc: {
        summary: 'Order list with the jumpList filters and the orderId/time query',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    get: defineCall({
      method: 'GET',
      path: '/order/order/get/:orderId',
      params: Type.Object({ orderId: IdSchema }),
      response: Envelope(OrderDetailsSchema),
      doc: { summary: 'Order details: fields, course, master, parts', path: 'chosen', payload: 'chosen' },
    }),
    add: defineCall({
      method: 'POST',
      path: '/order/order/add',
      body: Type.Object({
        /** Ignored for an enterprise user (userType 22): the server uses their own enterprise. */
        enterpriseId: IdSchema,
        customerName: Type.String({ minLength: 1, maxLength: 50 }),
        customerMobile: Type.String({ pattern: '^1[3-9]\\d{9}$' }),
        provinceCode: Type.String({ minLength: 1, maxLength: 12 }),
        cityCode: Type.String({ minLength: 1, maxLength: 12 }),
        areaCode: Type.String({ minLength: 1, maxLength: 12 }),
        detailedAddress: Type.String({ minLength: 1, maxLength: 200 }),
        installType: DictValueSchema,
        orderTypeId: IdSchema,
        number: Type.Integer({ minimum: 1, maximum: 999 }),
        remark: Type.String({ maxLength: 500 }),
        infoList: Type.Array(OrderInfoItemSchema, { maxItems: 20 }),
      }),
      response: Envelope(Type.Object({ orderId: IdSchema, orderNo: ShortTextSchema })),
      doc: { summary: 'Create an order (create order, qyCreateOrder)', path: 'chosen', payload: 'chosen' },
    }),
    masterList: defineCall({
      method: 'GET',
      path: '/order/order/masterList',
      query: Type.Object({ orderId: IdSchema }),
      response: Envelope(Type.Array(DispatchCandidateSchema)),
      doc: {
        summary:
          'Masters an order can be dispatched to: active, skilled in its install type, serving its area (D38)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    dispatch: defineCall({
      method: 'POST',
      path: '/order/order/dispatch',
      body: Type.Object({ orderId: IdSchema, masterId: IdSchema, remark: Type.String({ maxLength: 200 }) }),
      response: Done,
      doc: { summary: 'Dispatch an order to a master', path: 'chosen', payload: 'chosen' },
    }),
    cancel: defineCall({
      method: 'POST',
      path: '/order/order/cancel',
      body: Type.Object({
        orderId: IdSchema,
        cancelReason: Type.String({ minLength: 1, maxLength: 200 }),
      }),
      response: Done,
      doc: { summary: 'Cancel an order with a reason', path: 'chosen', payload: 'chosen' },
    }),
    hold: defineCall({
      method: 'POST',
      path: '/order/order/hold',
      body: Type.Object({
        orderId: IdSchema,
        holdReason: Type.String({ minLength: 1, maxLength: 200 }),
      }),
      response: Done,
      doc: {
        summary: 'Put a waiting or dispatched order on hold with a reason (D29)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    resume: defineCall({
      method: 'POST',
      path: '/order/order/resume',
      body: Type.Object({ orderId: IdSchema }),
      response: Done,
      doc: { summary: 'Resume a held order (D29)', path: 'chosen', payload: 'chosen' },
    }),
    mine: defineCall({
      method: 'GET',
      path: '/order/order/mine',
      query: paged({
        orderStatus: Type.Optional(OrderStatusSchema),
        orderNo: optionalText(64),
        customerName: optionalText(50),
        /** A team head: one member's orders only (a master sees their own whatever this says). */
        masterId: optionalId(),
      }),
      response: PageEnvelope(OrderSchema),
      doc: {
        summary: "A master's own orders (a team head's: the team's), newest first (D32, D33)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    accept: defineCall({
      method: 'POST',
      path: '/order/order/accept',
      body: Type.Object({ orderId: IdSchema }),
      response: Done,
      doc: { summary: 'The dispatched master accepts the order (D32)', path: 'chosen', payload: 'chosen' },
    }),
    checkIn: defineCall({
      method: 'POST',
      path: '/order/order/checkIn',
      body: Type.Object({ orderId: IdSchema }),
      response: Done,
      doc: {
        summary: 'The master arrives: in service, check-in time recorded (D32)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    complete: defineCall({
      method: 'POST',
      path: '/order/order/complete',
      body: Type.Object({
        orderId: IdSchema,
        /** Stored file names of the work's photos, as `/dfs/upload` answered them. */
        photos: Type.Array(StoredFileNameField, { minItems: 1, maxItems: 9 }),
        /** Product serial numbers; at least one when the enterprise's barcode switch is on (server). */
        serialNumbers: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 }),
        parts: Type.Array(UsedPartSchema, { maxItems: 20 }),
        /** Whether the customer confirmed the work on site. */
        customerConfirmed: Type.Boolean(),
        remark: Type.String({ maxLength: 200 }),
      }),
      response: Done,
      doc: {
        summary: 'The master completes: photos, serial numbers, parts used, customer confirmation (D32)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    verify: defineCall({
      method: 'POST',
      path: '/order/order/verify',
      body: Type.Object({ orderId: IdSchema, remark: Type.String({ maxLength: 200 }) }),
      response: Done,
      doc: { summary: 'Staff accept a completed order (验收, D32)', path: 'chosen', payload: 'chosen' },
    }),
    settle: defineCall({
      method: 'POST',
      path: '/order/order/settle',
      body: Type.Object({ orderId: IdSchema, remark: Type.String({ maxLength: 200 }) }),
      response: Envelope(OrderSettlementSchema),
      doc: {
        summary: "Settle a verified order: the master's and the enterprise's bill lines and the wallet (D32)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    back: defineCall({
      method: 'POST',
      path: '/order/order/back',
      body: Type.Object({ orderId: IdSchema, backReason: ReasonField }),
      response: Done,
      doc: {
        summary: 'The master sends a dispatched or accepted order back to dispatch with a reason (D32)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    recover: defineCall({
      method: 'POST',
      path: '/order/order/recover',
      body: Type.Object({ orderId: IdSchema, recoverReason: ReasonField }),
      response: Done,
      doc: {
        summary: 'Restore a cancelled order to dispatch with a reason (订单回收, D32)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    customerServiceApply: defineCall({
      method: 'POST',
      path: '/order/order/customerServiceApply',
      body: Type.Object({ orderId: IdSchema, reason: ReasonField }),
      response: Envelope(Type.Object({ orderId: IdSchema, orderNo: ShortTextSchema })),
      doc: {
        summary: 'After-sales request on a finished order: a new linked order in customerServiceApply (D32)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    /** D41: the side paths of an order as lists (退单列表, 订单回收, 取消列表) and its course (订单进度). */
    backList: defineCall({
      method: 'GET',
      path: '/order/order/backList',
      query: paged({
        orderNo: optionalText(64),
        customerName: optionalText(50),
        /** Part of the name of the master who returned the order. */
        masterName: optionalText(50),
        /** beginTime / endTime: when it was returned. */
      }),
      response: PageEnvelope(ReturnedOrderSchema),
      doc: {
        summary:
          'Orders a master returned, still waiting for dispatch: the master, the reason, the time (D41)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    cancelledList: defineCall({
      method: 'GET',
      path: '/order/order/cancelledList',
      query: paged({
        orderNo: optionalText(64),
        customerName: optionalText(50),
        enterpriseId: optionalId(),
        /** Part of the name of who cancelled it. */
        cancelBy: optionalText(50),
        /** beginTime / endTime: when it was cancelled. */
      }),
      response: PageEnvelope(CancelledOrderSchema),
      doc: {
        summary: 'Cancelled orders with who cancelled them, when and why, newest first (D41)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    course: defineCall({
      method: 'GET',
      path: '/order/order/course',
      query: Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) }),
      response: Envelope(OrderTrackSchema),
      doc: {
        summary: "An order's course by its number, scoped like the details (D41)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    statusCount: defineCall({
      method: 'GET',
      path: '/order/order/statusCount',
      /** D44: isMyOrder counts the orders of which the caller is the principal, as the order list filters them. */
      query: Type.Object({ isMyOrder: Type.Optional(Type.Boolean()) }),
      response: Envelope(Type.Array(OrderStatusCountSchema)),
      doc: { summary: 'Order counts per status (workbench, workplace)', path: 'chosen', payload: 'chosen' },
    }),
  },
  /** D51: the approval model (each type's approver roles, steps and history). */
  approvalModel,
  /** D34: approvals — fee increases (加价) and extra parts (新增配件) asked by masters, decided by staff. */
  approval: {
    tasking: defineCall({
      method: 'GET',
      path: '/order/approval/tasking',
      query: paged({ ...approvalFilters, approvalType: Type.Optional(ApprovalTypeSchema) }),
      response: PageEnvelope(ApprovalSchema),
      doc: {
        summary: 'Pending requests the caller may decide (the codes of their types), newest first (待办)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    taskdone: defineCall({
      method: 'GET',
      path: '/order/approval/taskdone',
      query: paged({
        ...approvalFilters,
        approvalType: Type.Optional(ApprovalTypeSchema),
        state: Type.Optional(ApprovalStateSchema),
      }),
      response: PageEnvelope(ApprovalSchema),
      doc: {
        summary: 'Requests the caller approved or refused, latest decision first (已办)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    list: defineCall({
      method: 'GET',
      path: '/order/approval/list',
      query: paged({
        ...approvalFilters,
        approvalType: ApprovalTypeSchema,
        state: Type.Optional(ApprovalStateSchema),
      }),
      response: PageEnvelope(ApprovalSchema),
      doc: {
        summary:
          'Every request of one type, by state (加价审核 increase, 新增配件 accessories), newest first',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    /** D46: every request still pending (运行中的流程), whatever its type; beginTime / endTime: when it was asked. */
    running: defineCall({
      method: 'GET',
      path: '/order/approval/running',
      query: paged({ ...approvalFilters, approvalType: Type.Optional(ApprovalTypeSchema) }),
      response: PageEnvelope(ApprovalSchema),
      doc: {
        summary: 'Every pending request of every type, newest first (运行中的流程, D46)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    /** D46: every decided request (已结束的流程); beginTime / endTime: when it was asked. */
    finished: defineCall({
      method: 'GET',
      path: '/order/approval/finished',
      query: paged({
        ...approvalFilters,
        approvalType: Type.Optional(ApprovalTypeSchema),
        state: Type.Optional(ApprovalStateSchema),
      }),
      response: PageEnvelope(ApprovalSchema),
      doc: {
        summary: 'Every approved or refused request, latest decision first (已结束的流程, D46)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    increase: defineCall({
      method: 'POST',
      path: '/order/approval/increase',
      body: Type.Object({ orderId: IdSchema, amount: ApprovalAmountField, reason: ApprovalReasonField }),
      response: Envelope(ApprovalSchema),
      doc: {
        summary: 'The master asks for a fee increase on their accepted or in-service order (申请加价)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    accessories: defineCall({
      method: 'POST',
      path: '/order/approval/accessories',
      body: Type.Object({
        orderId: IdSchema,
        partName: Type.String({ minLength: 1, maxLength: 50 }),
        quantity: Type.Integer({ minimum: 1, maximum: APPROVAL_MAX_QUANTITY }),
        /** The unit price asked (yuan). */
        price: ApprovalAmountField,
        reason: ApprovalReasonField,
      }),
      response: Envelope(ApprovalSchema),
      doc: {
        summary:
          'The master asks for extra parts (name, quantity, unit price) on their accepted or in-service order',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    approve: defineCall({
      method: 'POST',
      path: '/order/approval/approve',
      body: DecisionBody,
      response: Envelope(ApprovalSchema),
      doc: {
        summary: 'Approve a pending request (decided once; included in the settlement)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    refuse: defineCall({
      method: 'POST',
      path: '/order/approval/refuse',
      body: DecisionBody,
      response: Envelope(ApprovalSchema),
      doc: {
        summary: 'Refuse a pending request with a remark (decided once)',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
  // D50: customer ratings of finished orders (contract/orderFeedback.ts).
  ...orderFeedback,
  // D57: complaints against an order and its master (contract/complaints.ts).
  ...orderComplaint,
  // D58: third-party orders and the money review (contract/thirdOrder.ts).
  ...thirdOrder,
  // D60: end customers and business opportunities (contract/customerBusiness.ts).
  ...customerBusiness,
};
