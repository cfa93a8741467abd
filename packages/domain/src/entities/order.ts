import { type Static, Type } from 'typebox';
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
 * message links to `customerServiceApply` (spec 000 §9).
 */
export const OrderStatusSchema = Type.Union([
  Type.Literal('toDispatch'),
  Type.Literal('dispatched'),
  Type.Literal('inService'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
  Type.Literal('customerServiceApply'),
]);

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

/** Everything the order details screen shows. */
export const OrderDetailsSchema = Type.Object(
  {
    ...OrderSchema.properties,
    infoList: Type.Array(OrderInfoItemSchema),
    master: Nullable(MasterSchema),
    course: Type.Array(OrderCourseSchema),
    parts: Type.Array(OrderPartSchema),
    cancelReason: Nullable(Type.String({ maxLength: 200 })),
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
