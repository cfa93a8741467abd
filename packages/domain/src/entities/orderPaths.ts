import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';
import { OrderCourseSchema, OrderSchema } from './order';

/**
 * D41: an order a master sent back (退单列表): waiting for dispatch again, with the master who
 * returned it (from the course's last 退单 step: the order itself no longer names a master), the
 * reason and the time (the order's `backReason` / `backTime`) and how often it came back.
 */
export const ReturnedOrderSchema = Type.Object(
  {
    ...OrderSchema.properties,
    /** The master who returned it; null when that master's profile is gone. */
    backMasterId: Nullable(IdSchema),
    /** The name recorded with the 退单 step. */
    backMasterName: ShortTextSchema,
    /** How many times masters have returned the order. */
    backCount: Type.Integer({ minimum: 1 }),
  },
  { title: 'ReturnedOrder' },
);
export type ReturnedOrder = Static<typeof ReturnedOrderSchema>;

/**
 * D41: a cancelled order (取消列表, 订单回收) with who cancelled it, when and why (the course's last
 * 取消 step and the order's cancel reason).
 */
export const CancelledOrderSchema = Type.Object(
  {
    ...OrderSchema.properties,
    cancelReason: Type.String({ maxLength: 200 }),
    cancelBy: ShortTextSchema,
    cancelTime: DateTimeTextSchema,
  },
  { title: 'CancelledOrder' },
);
export type CancelledOrder = Static<typeof CancelledOrderSchema>;

/** D41: an order's course (订单进度) looked up by its number: the order and every step, oldest first. */
export const OrderTrackSchema = Type.Object(
  {
    order: OrderSchema,
    course: Type.Array(OrderCourseSchema),
  },
  { title: 'OrderTrack' },
);
export type OrderTrack = Static<typeof OrderTrackSchema>;
