import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, DictValueSchema, IdSchema, Nullable, ShortTextSchema } from './common';

/** Customer order status: 0 pending, 1 handled, 2 removed / recycle bin (spec 000 §4.4). */
export const CustomerOrderStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

/** An extra info item of an order (name and value). */
export const OrderInfoItemSchema = Type.Object(
  {
    infoName: Type.String({ minLength: 1, maxLength: 50 }),
    infoValue: Type.String({ maxLength: 200 }),
  },
  { title: 'OrderInfoItem' },
);
export type OrderInfoItem = Static<typeof OrderInfoItemSchema>;

/** An order placed by a customer, waiting for review (spec 000 §3 Customer order). */
export const CustomerOrderSchema = Type.Object(
  {
    id: IdSchema,
    /** Number of the customer order. */
    no: Type.String({ maxLength: 64 }),
    /** Number of the order it became once placed; null before. */
    orderNo: Nullable(Type.String({ maxLength: 64 })),
    enterpriseName: Type.String({ maxLength: 100 }),
    customerName: ShortTextSchema,
    customerMobile: ShortTextSchema,
    address: Type.String({ maxLength: 300 }),
    /** Dictionary install_type. */
    installType: DictValueSchema,
    /** Order type name. */
    orderType: ShortTextSchema,
    number: Type.Integer({ minimum: 1 }),
    status: CustomerOrderStatusSchema,
    createTime: DateTimeTextSchema,
    updateTime: Nullable(DateTimeTextSchema),
    updateBy: Nullable(ShortTextSchema),
    deleteTime: Nullable(DateTimeTextSchema),
    deleteBy: Nullable(ShortTextSchema),
    /** Dictionary remove_type code; 3 requires a remark. */
    deleteReason: Nullable(DictValueSchema),
    infoList: Type.Array(OrderInfoItemSchema),
  },
  { title: 'CustomerOrder' },
);
export type CustomerOrder = Static<typeof CustomerOrderSchema>;

/** New-order counts of the header badge and the customer-orders tabs. */
export const CustomerOrderCountSchema = Type.Object(
  {
    pendingCount: Type.Integer({ minimum: 0 }),
    handledCount: Type.Integer({ minimum: 0 }),
    removedCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'CustomerOrderCount' },
);
export type CustomerOrderCount = Static<typeof CustomerOrderCountSchema>;
