import { type Static, Type } from 'typebox';
import {
  DateTimeTextSchema,
  IdSchema,
  Nullable,
  RemarkTextSchema,
  ShortTextSchema,
  ZeroOneSchema,
} from './common';

/**
 * D62: what an enterprise keeps about the service of its customers — its blacklist (黑名单: a phone or an
 * address the enterprise refuses service to; the server's order creation refuses them), its problem list
 * (问题列表: problems reported on its orders and installations, handled to a result), its customer
 * database (资料库) and its orders counted by state (企业订单管理). Every row belongs to one enterprise;
 * staff see every enterprise's, an enterprise user only their own.
 */

/** Longest reason of a blacklist entry, description of a problem, result of handling it. */
export const SERVICE_TEXT_MAX = 200;
/** Longest detailed address of a blacklist entry (as an order's detailed address). */
export const BLACKLIST_ADDRESS_MAX = 100;

/** A customer phone as the order takes it: a mobile or a landline (digits and `-`, 7–20 characters). */
export const BlacklistPhoneSchema = Type.String({ maxLength: 20, pattern: '^([0-9][0-9-]{6,19})?$' });

/**
 * An entry of an enterprise's blacklist: a phone, an address (area and detailed address), or both; an
 * order of the enterprise whose customer phone or service address matches an entry in force is refused.
 * `forbiddenStatus` 1 = lifted (kept as a record, no longer refusing).
 */
export const BlacklistRowSchema = Type.Object(
  {
    blacklistId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    customerName: Type.String({ maxLength: 30 }),
    /** '' when the entry is an address only. */
    phone: Type.String({ maxLength: 20 }),
    /** '' when the entry is a phone only (then the region codes are '' too). */
    provinceCode: Type.String({ maxLength: 12 }),
    cityCode: Type.String({ maxLength: 12 }),
    areaCode: Type.String({ maxLength: 12 }),
    /** The region's names, e.g. 广东省 深圳市 南山区 ('' without an address). */
    regionName: Type.String({ maxLength: 100 }),
    detailedAddress: Type.String({ maxLength: BLACKLIST_ADDRESS_MAX }),
    reason: Type.String({ maxLength: SERVICE_TEXT_MAX }),
    forbiddenStatus: ZeroOneSchema,
    remark: RemarkTextSchema,
    createBy: Type.String({ maxLength: 64 }),
    createTime: Nullable(DateTimeTextSchema),
  },
  { title: 'BlacklistRow' },
);
export type BlacklistRow = Static<typeof BlacklistRowSchema>;

/** The categories of a reported problem. */
export const PROBLEM_CATEGORIES = ['install', 'product', 'service', 'other'] as const;
export const ProblemCategorySchema = Type.Union([
  Type.Literal('install'),
  Type.Literal('product'),
  Type.Literal('service'),
  Type.Literal('other'),
]);
export type ProblemCategory = Static<typeof ProblemCategorySchema>;

/** A problem's state: reported (open) → handled with a result. */
export const PROBLEM_STATES = ['open', 'handled'] as const;
export const ProblemStateSchema = Type.Union([Type.Literal('open'), Type.Literal('handled')]);
export type ProblemState = Static<typeof ProblemStateSchema>;

/** A problem reported on an enterprise's order or installation (问题列表). */
export const ProblemRowSchema = Type.Object(
  {
    problemId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    /** The order it is about, if any (an order of the same enterprise). */
    orderId: Nullable(IdSchema),
    orderNo: Nullable(Type.String({ maxLength: 32 })),
    category: ProblemCategorySchema,
    description: Type.String({ maxLength: SERVICE_TEXT_MAX }),
    state: ProblemStateSchema,
    /** The result written when handled ('' while open). */
    result: Type.String({ maxLength: SERVICE_TEXT_MAX }),
    handledBy: Type.String({ maxLength: 64 }),
    handledTime: Nullable(DateTimeTextSchema),
    createBy: Type.String({ maxLength: 64 }),
    createTime: DateTimeTextSchema,
  },
  { title: 'ProblemRow' },
);
export type ProblemRow = Static<typeof ProblemRowSchema>;

/**
 * D62: a phone as a caller without `enterprise:database:phone` sees it: the first three and the last four
 * digits of a mobile (`138****8000`), of a landline its last four (`****5678`).
 */
export function maskCustomerPhone(phone: string): string {
  if (phone.length <= 4) return '****';
  return /^1\d{10}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : `****${phone.slice(-4)}`;
}

/**
 * A customer of an enterprise's customer database (资料库): one row per phone in the enterprise (the
 * same phone written differently is the same customer), fed by the enterprise's orders — each new order
 * adds the customer or brings its name and address up to date and counts the order.
 */
export const EnterpriseCustomerRowSchema = Type.Object(
  {
    customerId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    customerName: Type.String({ maxLength: 30 }),
    /** The phone, masked for a caller without `enterprise:database:phone` (see `phoneMasked`). */
    phone: Type.String({ maxLength: 20 }),
    phoneMasked: Type.Boolean(),
    provinceCode: Type.String({ maxLength: 12 }),
    cityCode: Type.String({ maxLength: 12 }),
    areaCode: Type.String({ maxLength: 12 }),
    regionName: Type.String({ maxLength: 100 }),
    detailedAddress: Type.String({ maxLength: BLACKLIST_ADDRESS_MAX }),
    /** The enterprise's orders for this phone. */
    orderCount: Type.Integer({ minimum: 0 }),
    lastOrderTime: Nullable(DateTimeTextSchema),
    remark: RemarkTextSchema,
    createTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterpriseCustomerRow' },
);
export type EnterpriseCustomerRow = Static<typeof EnterpriseCustomerRowSchema>;

/**
 * D62: one enterprise's orders at a glance (企业订单管理): how many wait for dispatch, are under way, are
 * finished, cancelled, asked after-sales, held, and when the last came. The orders themselves are the order
 * list's (企业订单列表), which each count opens filtered.
 */
export const EnterpriseOrderSummarySchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    total: Type.Integer({ minimum: 0 }),
    toDispatch: Type.Integer({ minimum: 0 }),
    /** dispatched, accepted or inService. */
    underWay: Type.Integer({ minimum: 0 }),
    /** completed, verified or settled. */
    finished: Type.Integer({ minimum: 0 }),
    cancelled: Type.Integer({ minimum: 0 }),
    customerServiceApply: Type.Integer({ minimum: 0 }),
    held: Type.Integer({ minimum: 0 }),
    lastOrderTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterpriseOrderSummary' },
);
export type EnterpriseOrderSummary = Static<typeof EnterpriseOrderSummarySchema>;
