import { type Static, Type } from 'typebox';
import { BUTTON_CODES, type ButtonCode } from '../permissions';
import { DateTimeTextSchema, IdSchema, MoneySchema, Nullable, ShortTextSchema } from './common';

/**
 * D34, approvals: one model for every request that needs a decision. The types of now are a fee
 * increase (加价, `increase`) and extra parts (新增配件, `accessories`), both requested by the master
 * of an accepted or in-service order and decided by staff holding the type's code, and (D52) a team
 * head's request to disband their team (解散团队, `disband`), about a team rather than an order.
 */
export const ApprovalTypeSchema = Type.Union([
  Type.Literal('increase'),
  Type.Literal('accessories'),
  Type.Literal('disband'),
]);
export type ApprovalType = Static<typeof ApprovalTypeSchema>;
export const APPROVAL_TYPES = [
  'increase',
  'accessories',
  'disband',
] as const satisfies readonly ApprovalType[];
/** D52: the types about an order (the others are about a team). */
export const ORDER_APPROVAL_TYPES = ['increase', 'accessories'] as const satisfies readonly ApprovalType[];

/** A request is pending until decided once: approved, or refused with a remark. */
export const ApprovalStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
]);
export type ApprovalState = Static<typeof ApprovalStateSchema>;
export const APPROVAL_STATES = ['pending', 'approved', 'refused'] as const satisfies readonly ApprovalState[];

/** The code a decider of each type needs (the approver permission of the type, D34). */
export const APPROVAL_CODES = {
  increase: BUTTON_CODES.approvalIncrease,
  accessories: BUTTON_CODES.approvalAccessories,
  disband: BUTTON_CODES.teamDisband,
} as const satisfies Record<ApprovalType, ButtonCode>;

/** The order statuses a master may ask for an approval in (D34): accepted or in service. */
export const APPROVAL_ORDER_STATUSES = ['accepted', 'inService'] as const;

/** Whether an order in `status` (not held) takes a new request (D34). */
export function canRequestApproval(order: { orderStatus: string; held?: boolean }): boolean {
  return order.held !== true && (APPROVAL_ORDER_STATUSES as readonly string[]).includes(order.orderStatus);
}

/** Largest fee increase or part price a master may ask for, in yuan. */
export const APPROVAL_MAX_AMOUNT = 100_000;
/** Most parts of one extra-parts request. */
export const APPROVAL_MAX_QUANTITY = 99;
/** Longest reason and decision remark. */
export const APPROVAL_TEXT_MAX = 200;

/** What a request adds to the settlement, in yuan: the increase, or the part's price × quantity. */
export function approvalTotal(request: {
  approvalType: ApprovalType;
  amount: number;
  quantity: number | null;
}): number {
  if (request.approvalType === 'disband') return 0;
  if (request.approvalType === 'increase') return request.amount;
  return Math.round(request.amount * (request.quantity ?? 0) * 100) / 100;
}

/** A request and its decision (D34). */
export const ApprovalSchema = Type.Object(
  {
    approvalId: IdSchema,
    approvalType: ApprovalTypeSchema,
    /** The order a request is about; null for a team's request (D52: disband). */
    orderId: Nullable(IdSchema),
    orderNo: Nullable(Type.String({ maxLength: 64 })),
    customerName: Nullable(ShortTextSchema),
    enterpriseName: Nullable(Type.String({ maxLength: 100 })),
    /** D52: the team a disband request is about; null for an order's request. */
    teamId: Nullable(IdSchema),
    teamName: Nullable(ShortTextSchema),
    /** The applicant: the master of the order when they asked (D52: the team's head). */
    masterId: IdSchema,
    masterName: ShortTextSchema,
    applyTime: DateTimeTextSchema,
    /** A fee increase: the amount asked; extra parts: the unit price of the part; 0 for a disband request. */
    amount: MoneySchema,
    /** Extra parts: the part's name and how many; null for a fee increase. */
    partName: Nullable(Type.String({ maxLength: 50 })),
    quantity: Nullable(Type.Integer({ minimum: 1, maximum: APPROVAL_MAX_QUANTITY })),
    /** What the request adds to the settlement when approved (yuan). */
    total: MoneySchema,
    reason: Type.String({ maxLength: APPROVAL_TEXT_MAX }),
    state: ApprovalStateSchema,
    /** The decider's remark (required to refuse); null while pending. */
    remark: Nullable(Type.String({ maxLength: APPROVAL_TEXT_MAX })),
    decidedBy: Nullable(ShortTextSchema),
    decideTime: Nullable(DateTimeTextSchema),
  },
  { title: 'Approval' },
);
export type Approval = Static<typeof ApprovalSchema>;
