import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MoneySchema, Nullable, ShortTextSchema } from './common';

/**
 * D57: 保证金退还 — a master asks for (part of) their deposit (D42) back; the request is an approval of the type
 * `marginReturn` (D51's model names the roles that decide it). Approved, the deposit balance and a 退还 movement
 * change in one transaction. Refused when the amount exceeds the balance or the master has open orders.
 */
export const MarginReturnStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
]);
export type MarginReturnState = Static<typeof MarginReturnStateSchema>;
export const MARGIN_RETURN_STATES = [
  'pending',
  'approved',
  'refused',
] as const satisfies readonly MarginReturnState[];

/** D57: the longest reason of a return request and the longest remark of its decision. */
export const MARGIN_RETURN_TEXT_MAX = 200;

/** D57: one deposit return request as 保证金退还 lists it. */
export const MarginReturnSchema = Type.Object(
  {
    returnId: IdSchema,
    masterId: IdSchema,
    masterName: ShortTextSchema,
    /** The amount asked for, in yuan. */
    amount: MoneySchema,
    /** The master's deposit balance now, in yuan. */
    balance: MoneySchema,
    /** The master's open orders now (dispatched, accepted, in service, completed, customer service). */
    openOrders: Type.Integer({ minimum: 0 }),
    reason: Type.String({ maxLength: MARGIN_RETURN_TEXT_MAX }),
    state: MarginReturnStateSchema,
    applyBy: ShortTextSchema,
    applyTime: DateTimeTextSchema,
    /** The decider's remark (required to refuse). */
    remark: Nullable(Type.String({ maxLength: MARGIN_RETURN_TEXT_MAX })),
    decidedBy: Nullable(ShortTextSchema),
    decideTime: Nullable(DateTimeTextSchema),
  },
  { title: 'MarginReturn' },
);
export type MarginReturn = Static<typeof MarginReturnSchema>;
