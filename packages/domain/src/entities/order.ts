import { type Static, Type } from 'typebox';
import { ApprovalSchema } from './approval';
import {
  DateTimeTextSchema,
  DictValueSchema,
  IdSchema,
  MoneySchema,
  Nullable,
  ShortTextSchema,
} from './common';
import { OrderInfoItemSchema } from './customerOrder';

/**
 * Order status, also the jumpList `orderStatus` of the order list (spec 000 §2.1). A type-1 live
 * message links to `customerServiceApply` (spec 000 §9). D32 (the order lifecycle): toDispatch →
 * dispatched → accepted (the master took it) → inService (checked in) → completed → verified (staff
 * acceptance, 验收) → settled (bill lines written); cancelled and customerServiceApply beside them.
 */
export const OrderStatusSchema = Type.Union([
  Type.Literal('toDispatch'),
  Type.Literal('dispatched'),
  Type.Literal('accepted'),
  Type.Literal('inService'),
  Type.Literal('completed'),
  Type.Literal('verified'),
  Type.Literal('settled'),
  Type.Literal('cancelled'),
  Type.Literal('customerServiceApply'),
]);
export type OrderStatusValue = Static<typeof OrderStatusSchema>;

/** Every order status, in the order of the lifecycle (D32), then the side states. */
export const ORDER_STATUS_VALUES = [
  'toDispatch',
  'dispatched',
  'accepted',
  'inService',
  'completed',
  'verified',
  'settled',
  'cancelled',
  'customerServiceApply',
] as const satisfies readonly OrderStatusValue[];

/**
 * D32: who moves an order from which status. The master's steps (accept, checkIn, complete, back)
 * are made by the master the order is dispatched to; the staff's (verify, settle, recover) need their
 * button codes; customerServiceApply opens a new linked order on a finished one.
 */
export const ORDER_TRANSITIONS = {
  accept: ['dispatched'],
  checkIn: ['accepted'],
  complete: ['inService'],
  verify: ['completed'],
  settle: ['verified'],
  back: ['dispatched', 'accepted'],
  recover: ['cancelled'],
  customerServiceApply: ['completed', 'verified', 'settled'],
} as const satisfies Record<string, readonly OrderStatusValue[]>;
export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

/** Whether `transition` may be made on an order in `status` now (D32; a held order is not moved). */
export function canTransitionOrder(
  order: { orderStatus: OrderStatusValue; held?: boolean },
  transition: OrderTransition,
): boolean {
  if (order.held === true) return false;
  return (ORDER_TRANSITIONS[transition] as readonly string[]).includes(order.orderStatus);
}

/** Statuses after the service was done: such an order can no longer be cancelled. */
export const FINISHED_ORDER_STATUSES = ['completed', 'verified', 'settled', 'cancelled'] as const;

/** A row of the order list. */
export const OrderSchema = Type.Object(
  {
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    customerName: ShortTextSchema,
    customerMobile: ShortTextSchema,
    provinceCode: Type.String({ maxLength: 12 }),
    cityCode: Type.String({ maxLength: 12 }),
    areaCode: Type.String({ maxLength: 12 }),
    /** Full address (province, city, area and detailed address). */
    address: Type.String({ maxLength: 300 }),
    installType: DictValueSchema,
    orderTypeId: IdSchema,
    orderTypeName: ShortTextSchema,
    number: Type.Integer({ minimum: 1 }),
    orderStatus: OrderStatusSchema,
    /** User id of the order principal (a dispatcher of dept 103) in charge. */
    principalId: Nullable(IdSchema),
    masterId: Nullable(IdSchema),
    masterName: Nullable(ShortTextSchema),
    createTime: DateTimeTextSchema,
    dispatchTime: Nullable(DateTimeTextSchema),
    finishTime: Nullable(DateTimeTextSchema),
    remark: Type.String({ maxLength: 500 }),
    /** D29: on hold (挂起) — out of dispatch until resumed; it keeps its status meanwhile. */
    held: Type.Boolean(),
    /** Why it is on hold (required when holding); null while not held. */
    holdReason: Nullable(Type.String({ maxLength: 200 })),
    /** When it was put on hold; null while not held. */
    holdTime: Nullable(DateTimeTextSchema),
    /** Who put it on hold; null while not held. */
    holdBy: Nullable(ShortTextSchema),
    /** D32: when the master accepted it (cleared when it is sent back). */
    acceptTime: Nullable(DateTimeTextSchema),
    /** D32: when the master checked in on site (status inService). */
    checkInTime: Nullable(DateTimeTextSchema),
    /** D32: when staff accepted the completed work (验收). */
    verifyTime: Nullable(DateTimeTextSchema),
    /** D32: when it was settled (bill lines written). */
    settleTime: Nullable(DateTimeTextSchema),
    /** D32: the reason of the last order back (退单) by a master; null when never sent back. */
    backReason: Nullable(Type.String({ maxLength: 200 })),
    /** D32: when it was last sent back. */
    backTime: Nullable(DateTimeTextSchema),
    /** D32: the reason it was last restored from cancelled (订单回收); null when never restored. */
    recoverReason: Nullable(Type.String({ maxLength: 200 })),
    /** D32: the order an after-sales order (customerServiceApply) was opened for; null otherwise. */
    parentOrderId: Nullable(IdSchema),
  },
  { title: 'Order' },
);
export type Order = Static<typeof OrderSchema>;

/** A step of an order's course (timeline). */
export const OrderCourseSchema = Type.Object(
  {
    courseId: IdSchema,
    operateType: ShortTextSchema,
    operateContent: Type.String({ maxLength: 500 }),
    operateBy: ShortTextSchema,
    operateTime: DateTimeTextSchema,
  },
  { title: 'OrderCourse' },
);
export type OrderCourse = Static<typeof OrderCourseSchema>;

/** A part used on an order. */
export const OrderPartSchema = Type.Object(
  {
    partId: IdSchema,
    accessoryName: ShortTextSchema,
    brandName: ShortTextSchema,
    modelName: ShortTextSchema,
    quantity: Type.Integer({ minimum: 1 }),
    price: MoneySchema,
  },
  { title: 'OrderPart' },
);
export type OrderPart = Static<typeof OrderPartSchema>;

/** A service worker (master) an order can be dispatched to. */
export const MasterSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    teamName: Nullable(ShortTextSchema),
  },
  { title: 'Master' },
);
export type Master = Static<typeof MasterSchema>;

/** D32: what a settlement wrote (the master's earning and the enterprise's charge, in yuan). */
export const OrderSettlementSchema = Type.Object(
  {
    masterAmount: MoneySchema,
    enterpriseAmount: MoneySchema,
    /** The enterprise wallet's balance after the charge. */
    balance: Type.Number(),
  },
  { title: 'OrderSettlement' },
);
export type OrderSettlement = Static<typeof OrderSettlementSchema>;

/** Everything the order details screen shows. */
export const OrderDetailsSchema = Type.Object(
  {
    ...OrderSchema.properties,
    infoList: Type.Array(OrderInfoItemSchema),
    master: Nullable(MasterSchema),
    course: Type.Array(OrderCourseSchema),
    parts: Type.Array(OrderPartSchema),
    cancelReason: Nullable(Type.String({ maxLength: 200 })),
    /** D32: stored photo file names of the completion (as `/dfs/upload` answered them). */
    photos: Type.Array(Type.String({ maxLength: 255 })),
    /** D32: product serial numbers recorded at completion (required when the barcode switch is on). */
    serialNumbers: Type.Array(Type.String({ maxLength: 64 })),
    /** D32: whether the customer confirmed the completion; null before completion. */
    customerConfirmed: Nullable(Type.Boolean()),
    /** D32: what the settlement wrote; null before settlement. */
    settlement: Nullable(OrderSettlementSchema),
    /** D32: the reason of the after-sales request (an order in customerServiceApply opened by it). */
    serviceReason: Nullable(Type.String({ maxLength: 200 })),
    /** D34: the fee increase and extra-parts requests of the order, oldest first (approved ones are settled). */
    approvals: Type.Array(ApprovalSchema),
  },
  { title: 'OrderDetails' },
);
export type OrderDetails = Static<typeof OrderDetailsSchema>;

/** Only orders waiting for a master or already given one can be put on hold (D29). */
export const HOLDABLE_ORDER_STATUSES = ['toDispatch', 'dispatched'] as const;

/** Whether an order can be put on hold now: holdable status and not held already (D29). */
export function canHoldOrder(order: Pick<Order, 'orderStatus' | 'held'>): boolean {
  return !order.held && (HOLDABLE_ORDER_STATUSES as readonly string[]).includes(order.orderStatus);
}

/** An open reminder (催单) of the reminder list (`/order/reminder/list`), newest first. */
export const OrderReminderSchema = Type.Object(
  {
    reminderId: IdSchema,
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    customerName: ShortTextSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    /** What the reminder says (e.g. 请尽快安排). */
    content: Type.String({ maxLength: 200 }),
    /** Who reminded: the person recorded with the reminder, else the order's enterprise. */
    remindBy: Type.String({ maxLength: 100 }),
    createTime: DateTimeTextSchema,
  },
  { title: 'OrderReminder' },
);
export type OrderReminder = Static<typeof OrderReminderSchema>;

/** Number of orders in one status (the workbench counts). */
export const OrderStatusCountSchema = Type.Object(
  {
    orderStatus: OrderStatusSchema,
    count: Type.Integer({ minimum: 0 }),
  },
  { title: 'OrderStatusCount' },
);
export type OrderStatusCount = Static<typeof OrderStatusCountSchema>;
