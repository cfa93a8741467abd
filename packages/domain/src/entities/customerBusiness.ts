import { type Static, Type } from 'typebox';
import {
  DateTimeTextSchema,
  DictValueSchema,
  IdSchema,
  MoneySchema,
  Nullable,
  ShortTextSchema,
} from './common';
import { OrderStatusSchema } from './order';

/**
 * D60, 客户信息订单 (`customerInfoOrder`): the end customers of the orders (the people at whose door a master
 * works), one row per mobile number, read from the orders themselves: the latest name and address, how many
 * orders, how many still open, the first and latest order, and a staff note about the customer. A staff caller
 * reads every customer; an enterprise user only the orders of its own enterprise; a master none.
 */
export const CUSTOMER_NOTE_MAX = 200;

export const CustomerInfoSchema = Type.Object(
  {
    customerMobile: Type.String({ maxLength: 20 }),
    /** The name on the customer's latest order. */
    customerName: ShortTextSchema,
    /** The address of the latest order (province, city, area and the detailed address). */
    address: Type.String({ maxLength: 300 }),
    orderCount: Type.Integer({ minimum: 1 }),
    /** Orders not finished yet (waiting, dispatched, accepted, in service, after-sales). */
    openCount: Type.Integer({ minimum: 0 }),
    /** Orders that were cancelled. */
    cancelledCount: Type.Integer({ minimum: 0 }),
    /** The enterprises that ordered for this customer (comma-separated names). */
    enterpriseNames: Type.String({ maxLength: 1000 }),
    firstOrderTime: DateTimeTextSchema,
    lastOrderTime: DateTimeTextSchema,
    /** The staff note on the customer (enterprise users do not read it). */
    note: Nullable(Type.String({ maxLength: CUSTOMER_NOTE_MAX })),
    noteBy: Nullable(ShortTextSchema),
    noteTime: Nullable(DateTimeTextSchema),
  },
  { title: 'CustomerInfo' },
);
export type CustomerInfo = Static<typeof CustomerInfoSchema>;

/** D60: one order of a customer's history (the least the screen shows). */
export const CustomerOrderHistorySchema = Type.Object(
  {
    orderId: IdSchema,
    orderNo: ShortTextSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    customerName: ShortTextSchema,
    orderTypeName: ShortTextSchema,
    installType: DictValueSchema,
    orderStatus: OrderStatusSchema,
    masterName: Nullable(ShortTextSchema),
    address: Type.String({ maxLength: 300 }),
    createTime: DateTimeTextSchema,
    finishTime: Nullable(DateTimeTextSchema),
  },
  { title: 'CustomerOrderHistory' },
);
export type CustomerOrderHistory = Static<typeof CustomerOrderHistorySchema>;

/**
 * D60, 业务列表 (`businessList`): the platform's business opportunities (商机) — a company (a property developer, a
 * hotel chain, a lock brand) that may bring a batch of installations — followed up by a staff owner from 待跟进
 * through 跟进中 to 已成交 or 已失效. Each follow-up is kept; a won opportunity may name the enterprise it became.
 */
export const BusinessStageSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('following'),
  Type.Literal('won'),
  Type.Literal('lost'),
]);
export type BusinessStage = Static<typeof BusinessStageSchema>;
export const BUSINESS_STAGES = [
  'new',
  'following',
  'won',
  'lost',
] as const satisfies readonly BusinessStage[];
/** D60: the stages an opportunity is still worked in. */
export const OPEN_BUSINESS_STAGES: readonly BusinessStage[] = ['new', 'following'];

export const BUSINESS_TITLE_MAX = 60;
export const BUSINESS_TEXT_MAX = 300;
/** D60: the most units an opportunity estimates. */
export const BUSINESS_MAX_QUANTITY = 100_000;

export const BusinessLeadSchema = Type.Object(
  {
    leadId: IdSchema,
    title: Type.String({ maxLength: BUSINESS_TITLE_MAX }),
    companyName: Type.String({ maxLength: 100 }),
    contactName: ShortTextSchema,
    contactPhone: Type.String({ maxLength: 20 }),
    provinceCode: Type.String({ maxLength: 12 }),
    provinceName: Nullable(ShortTextSchema),
    /** The install type the batch needs (dictionary `install_type`). */
    installType: DictValueSchema,
    /** Estimated units. */
    quantity: Type.Integer({ minimum: 1, maximum: BUSINESS_MAX_QUANTITY }),
    /** Estimated value, in yuan. */
    amount: MoneySchema,
    stage: BusinessStageSchema,
    ownerId: IdSchema,
    ownerName: ShortTextSchema,
    /** Whether the caller owns it (only the owner follows it up, edits and closes it). */
    mine: Type.Boolean(),
    nextFollowDate: Nullable(Type.String({ maxLength: 10 })),
    followCount: Type.Integer({ minimum: 0 }),
    lastFollowTime: Nullable(DateTimeTextSchema),
    /** Why it was lost (required to close it as lost). */
    lostReason: Nullable(Type.String({ maxLength: BUSINESS_TEXT_MAX })),
    /** The enterprise a won opportunity became, if named. */
    enterpriseId: Nullable(IdSchema),
    enterpriseName: Nullable(Type.String({ maxLength: 100 })),
    remark: Type.String({ maxLength: BUSINESS_TEXT_MAX }),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
    closeTime: Nullable(DateTimeTextSchema),
  },
  { title: 'BusinessLead' },
);
export type BusinessLead = Static<typeof BusinessLeadSchema>;

/** D60: one follow-up of an opportunity (the stage it moved it to, if any). */
export const BusinessFollowSchema = Type.Object(
  {
    followId: IdSchema,
    leadId: IdSchema,
    content: Type.String({ maxLength: BUSINESS_TEXT_MAX }),
    stageFrom: BusinessStageSchema,
    stageTo: BusinessStageSchema,
    followBy: ShortTextSchema,
    followTime: DateTimeTextSchema,
  },
  { title: 'BusinessFollow' },
);
export type BusinessFollow = Static<typeof BusinessFollowSchema>;
