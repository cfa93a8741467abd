import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, Nullable, ShortTextSchema } from './common';
import { DayTextSchema } from './dashboard';

/**
 * D51 (issue 17, its "D17 Approvals"): the approval model. Every type of request that needs a decision
 * has a definition the routes read: the roles that decide it (editable by the administrator, each
 * change a new version kept in its history) and the steps every request of the type goes through.
 * The types of now are D34's fee increase (`increase`) and extra parts (`accessories`), a master's
 * days off (`leave`), (D57) a master's deposit return (`marginReturn`) and (D59) a master's exam result
 * (`examResult`); (D63) a deduction against an enterprise's wallet (`chargeback`).
 */
export const ApprovalModelTypeSchema = Type.Union([
  Type.Literal('increase'),
  Type.Literal('accessories'),
  Type.Literal('leave'),
  Type.Literal('marginReturn'),
  Type.Literal('examResult'),
  Type.Literal('chargeback'),
]);
export type ApprovalModelType = Static<typeof ApprovalModelTypeSchema>;
export const APPROVAL_MODEL_TYPES = [
  'increase',
  'accessories',
  'leave',
  'marginReturn',
  'examResult',
  'chargeback',
] as const satisfies readonly ApprovalModelType[];

/**
 * D63: the types that concern enterprises (流程模型, 流程实例): a fee increase and extra parts raise the charge of
 * the enterprise's order, a deduction (`chargeback`, 退款管理) debits its wallet. The other types are the masters'.
 */
export const ENTERPRISE_APPROVAL_MODEL_TYPES = [
  'increase',
  'accessories',
  'chargeback',
] as const satisfies readonly ApprovalModelType[];
export type EnterpriseApprovalModelType = (typeof ENTERPRISE_APPROVAL_MODEL_TYPES)[number];
/** D63: the scope a model list may be narrowed to (流程模型 asks for the enterprise types only). */
export const ApprovalModelScopeSchema = Type.Literal('enterprise');

/**
 * D51: the steps of every definition: asked (申请), decided once by one of the approver roles (审批:
 * approved, or refused with a remark) and what an approval does (生效: added to the order's settlement;
 * for leave, out of dispatch on those days). Not a process engine: the steps are the same for every
 * type, only who decides is configured.
 */
export const ApprovalStepSchema = Type.Union([
  Type.Literal('apply'),
  Type.Literal('decide'),
  Type.Literal('effect'),
]);
export type ApprovalStep = Static<typeof ApprovalStepSchema>;
export const APPROVAL_STEPS = ['apply', 'decide', 'effect'] as const satisfies readonly ApprovalStep[];

/** Most approver roles of one type. */
export const APPROVAL_MODEL_MAX_ROLES = 10;
/** Longest remark of a change of the approver roles. */
export const APPROVAL_MODEL_REMARK_MAX = 200;

/** A role named in a definition (its id and its name now). */
export const ApprovalRoleSchema = Type.Object(
  { roleId: IdSchema, roleName: ShortTextSchema },
  { title: 'ApprovalRole' },
);
export type ApprovalRole = Static<typeof ApprovalRoleSchema>;

/** D51: one approval type's definition as 模型列表 lists it. */
export const ApprovalModelSchema = Type.Object(
  {
    approvalType: ApprovalModelTypeSchema,
    /** The code that opens the type's list and its decision calls (a role must hold it to be an approver). */
    approverCode: Type.String({ maxLength: 100 }),
    /** The roles whose users decide the type's requests (the super administrator, user 1, always may). */
    approverRoles: Type.Array(ApprovalRoleSchema, { maxItems: APPROVAL_MODEL_MAX_ROLES }),
    stepCount: Type.Integer({ minimum: 1 }),
    /** Requests of the type waiting for a decision, and all of them. */
    pending: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
    /** 1 as seeded, one more with each change of the approver roles. */
    version: Type.Integer({ minimum: 1 }),
    updateBy: Nullable(ShortTextSchema),
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'ApprovalModel' },
);
export type ApprovalModel = Static<typeof ApprovalModelSchema>;

/** D51: one change of a type's approver roles (the names as they were then). */
export const ApprovalModelChangeSchema = Type.Object(
  {
    changeId: IdSchema,
    approvalType: ApprovalModelTypeSchema,
    /** The version the change made. */
    version: Type.Integer({ minimum: 2 }),
    rolesBefore: Type.String({ maxLength: 1000 }),
    rolesAfter: Type.String({ maxLength: 1000 }),
    remark: Type.String({ maxLength: APPROVAL_MODEL_REMARK_MAX }),
    changeBy: ShortTextSchema,
    changeTime: DateTimeTextSchema,
  },
  { title: 'ApprovalModelChange' },
);
export type ApprovalModelChange = Static<typeof ApprovalModelChangeSchema>;

/** D51: 流程定义: a type's definition, the roles it may name, and its changes (newest first). */
export const ApprovalDefinitionSchema = Type.Object(
  {
    model: ApprovalModelSchema,
    steps: Type.Array(ApprovalStepSchema, { maxItems: 10 }),
    /** The enabled roles holding the approver code: what the approver roles may be. */
    roleOptions: Type.Array(ApprovalRoleSchema),
    changes: Type.Array(ApprovalModelChangeSchema),
  },
  { title: 'ApprovalDefinition' },
);
export type ApprovalDefinition = Static<typeof ApprovalDefinitionSchema>;

/**
 * D51: a leave request's state: pending until decided once (approved, or refused with a remark);
 * withdrawn (`cancelled`) by its master or applicant while pending, or while approved and not over.
 */
export const LeaveStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
  Type.Literal('cancelled'),
]);
export type LeaveState = Static<typeof LeaveStateSchema>;
export const LEAVE_STATES = [
  'pending',
  'approved',
  'refused',
  'cancelled',
] as const satisfies readonly LeaveState[];

/** Longest leave (days, both ends included). */
export const LEAVE_MAX_DAYS = 30;
/** Longest reason and decision remark of a leave request. */
export const LEAVE_TEXT_MAX = 200;

/** Whether a `YYYY-MM-DD` text is a real calendar day (2024-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The days of a leave from `start` to `end`, both included (two calendar days, `start` ≤ `end`). */
export function leaveDays(start: string, end: string): number {
  const ms = (text: string) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((ms(end) - ms(start)) / 86_400_000) + 1;
}

/** D51: a master's days off, requested by them or by staff for them, decided like every approval. */
export const LeaveRequestSchema = Type.Object(
  {
    leaveId: IdSchema,
    masterId: IdSchema,
    masterName: ShortTextSchema,
    teamName: Nullable(ShortTextSchema),
    /** The first and the last day off (both included). */
    startDate: DayTextSchema,
    endDate: DayTextSchema,
    days: Type.Integer({ minimum: 1, maximum: LEAVE_MAX_DAYS }),
    reason: Type.String({ maxLength: LEAVE_TEXT_MAX }),
    state: LeaveStateSchema,
    /** Who asked: the master themselves or a staff member for them. */
    applyBy: ShortTextSchema,
    applyTime: DateTimeTextSchema,
    /** The decider's remark (required to refuse). */
    remark: Nullable(Type.String({ maxLength: LEAVE_TEXT_MAX })),
    decidedBy: Nullable(ShortTextSchema),
    decideTime: Nullable(DateTimeTextSchema),
  },
  { title: 'LeaveRequest' },
);
export type LeaveRequest = Static<typeof LeaveRequestSchema>;
