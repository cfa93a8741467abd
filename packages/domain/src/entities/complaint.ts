import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MobileTextSchema, Nullable, ShortTextSchema } from './common';

/**
 * D57 (issues 17, 18): 投诉管理 — a customer's complaint against an order and its master. Filed by the
 * order's enterprise (or by staff for it), handled by staff: 待处理 → 处理中 → 成立 (upheld) or 不成立
 * (dismissed). An upheld complaint of the last COMPLAINT_WINDOW_DAYS days takes COMPLAINT_DEDUCTION off the
 * master's score (D50), recomputed in the same transaction as the decision.
 */
export const ComplaintStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('handling'),
  Type.Literal('upheld'),
  Type.Literal('dismissed'),
]);
export type ComplaintState = Static<typeof ComplaintStateSchema>;
export const COMPLAINT_STATES = [
  'pending',
  'handling',
  'upheld',
  'dismissed',
] as const satisfies readonly ComplaintState[];

/** D57: what a complaint is about. */
export const ComplaintCategorySchema = Type.Union([
  Type.Literal('attitude'),
  Type.Literal('quality'),
  Type.Literal('delay'),
  Type.Literal('charge'),
  Type.Literal('other'),
]);
export type ComplaintCategory = Static<typeof ComplaintCategorySchema>;
export const COMPLAINT_CATEGORIES = [
  'attitude',
  'quality',
  'delay',
  'charge',
  'other',
] as const satisfies readonly ComplaintCategory[];

/** D57: the longest description of a complaint and the longest handling note. */
export const COMPLAINT_TEXT_MAX = 500;

/** D57: one complaint as 投诉管理 lists it. */
export const ComplaintSchema = Type.Object(
  {
    complaintId: IdSchema,
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    /** The order's master when the complaint was filed (the one an upheld complaint counts against). */
    masterId: IdSchema,
    masterName: ShortTextSchema,
    category: ComplaintCategorySchema,
    description: Type.String({ maxLength: COMPLAINT_TEXT_MAX }),
    contactName: ShortTextSchema,
    contactPhone: MobileTextSchema,
    state: ComplaintStateSchema,
    /** The handler's notes: what was found, what was done (required to decide). */
    handleNote: Type.String({ maxLength: COMPLAINT_TEXT_MAX }),
    handledBy: Nullable(ShortTextSchema),
    handleTime: Nullable(DateTimeTextSchema),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
  },
  { title: 'Complaint' },
);
export type Complaint = Static<typeof ComplaintSchema>;

/**
 * D57: 投诉权限 — a staff user named as a complaint handler, for one enterprise or every one (null) and one
 * category or every one (null). Handling a complaint needs a matching row (the super administrator, user 1,
 * always handles).
 */
export const ComplaintAuthoritySchema = Type.Object(
  {
    authorityId: IdSchema,
    userId: IdSchema,
    loginName: ShortTextSchema,
    userName: ShortTextSchema,
    enterpriseId: Nullable(IdSchema),
    enterpriseName: Nullable(Type.String({ maxLength: 100 })),
    category: Nullable(ComplaintCategorySchema),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
  },
  { title: 'ComplaintAuthority' },
);
export type ComplaintAuthority = Static<typeof ComplaintAuthoritySchema>;
