import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';

/**
 * D65: 订单超时 — how many hours an order may take from creation to dispatch (派单), from dispatch (or the master's
 * acceptance) to the master's check-in on site (上门签到) and from the check-in to completion (完工), per enterprise;
 * an enterprise without its own timeouts has the platform's default. An order past one of them is overdue in that
 * stage; the job `orderTimeout` raises one live alert per order and stage.
 */
export const ORDER_TIMEOUT_HOURS_MIN = 1;
export const ORDER_TIMEOUT_HOURS_MAX = 720;
/** The platform's default when nothing was saved (the D64 monitor's thresholds). */
export const ORDER_TIMEOUT_DEFAULT_HOURS = { dispatchHours: 2, arrivalHours: 24, finishHours: 48 } as const;

export const ORDER_TIMEOUT_STAGES = ['dispatch', 'arrival', 'finish'] as const;
export const OrderTimeoutStageSchema = Type.Union([
  Type.Literal('dispatch'),
  Type.Literal('arrival'),
  Type.Literal('finish'),
]);
export type OrderTimeoutStage = Static<typeof OrderTimeoutStageSchema>;

const HoursSchema = Type.Integer({ minimum: ORDER_TIMEOUT_HOURS_MIN, maximum: ORDER_TIMEOUT_HOURS_MAX });

/** The three timeouts in hours. */
export const OrderTimeoutHoursSchema = Type.Object({
  dispatchHours: HoursSchema,
  arrivalHours: HoursSchema,
  finishHours: HoursSchema,
});
export type OrderTimeoutHours = Static<typeof OrderTimeoutHoursSchema>;

/** The platform default as saved (updateBy null: never changed, the built-in default). */
export const OrderTimeoutDefaultSchema = Type.Object(
  {
    ...OrderTimeoutHoursSchema.properties,
    updateBy: Nullable(ShortTextSchema),
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'OrderTimeoutDefault' },
);
export type OrderTimeoutDefault = Static<typeof OrderTimeoutDefaultSchema>;

/** An enterprise's timeouts in force: its own (`custom`) or the platform default. */
export const EnterpriseOrderTimeoutSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    ...OrderTimeoutHoursSchema.properties,
    /** True when the enterprise has its own timeouts; false: the platform default applies. */
    custom: Type.Boolean(),
    updateBy: Nullable(ShortTextSchema),
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterpriseOrderTimeout' },
);
export type EnterpriseOrderTimeout = Static<typeof EnterpriseOrderTimeoutSchema>;

/** An order overdue in one stage, now. */
export const OverdueOrderSchema = Type.Object(
  {
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    stage: OrderTimeoutStageSchema,
    /** When the stage began: created, dispatched (or accepted), checked in. */
    since: DateTimeTextSchema,
    /** The stage's timeout in force for the enterprise. */
    limitHours: HoursSchema,
    /** Minutes past the timeout. */
    overdueMinutes: Type.Integer({ minimum: 1 }),
    /** When the live alert went out (null: the job has not run since). */
    alertTime: Nullable(DateTimeTextSchema),
  },
  { title: 'OverdueOrder' },
);
export type OverdueOrder = Static<typeof OverdueOrderSchema>;

/** D65: the live frame `type` of an overdue alert (parsed as `'other'` with this `sourceType`). */
export const LIVE_ORDER_OVERDUE = 'orderOverdue';
