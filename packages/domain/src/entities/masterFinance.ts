import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MoneySchema, ShortTextSchema } from './common';
import { OrderStatusSchema } from './order';

/**
 * D42: a master's bill line (师傅账单): what the settlement of one order pays its master (master_bill,
 * D32), with the approved fee increases and extra parts in it (D34). `state` is its order's status
 * (settled, or an after-sales state the order moved to since).
 */
export const MasterBillLineSchema = Type.Object(
  {
    masterBillId: IdSchema,
    masterId: IdSchema,
    masterName: ShortTextSchema,
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    /** What the master earns for the order, approved requests included (yuan). */
    amount: MoneySchema,
    /** The approved fee increases and extra parts within `amount` (yuan). */
    increase: MoneySchema,
    createTime: DateTimeTextSchema,
    createBy: ShortTextSchema,
    state: OrderStatusSchema,
    remark: Type.String({ maxLength: 500 }),
  },
  { title: 'MasterBillLine' },
);
export type MasterBillLine = Static<typeof MasterBillLineSchema>;

/** A month, `YYYY-MM`. */
export const MonthTextSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7 });

/**
 * D42: a master's monthly statement (师傅对账单), computed by the server from the bill lines of the
 * month; `deductions` are the deposit deductions of the month (taken from the deposit, shown beside).
 */
export const MasterStatementSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    month: MonthTextSchema,
    orderCount: Type.Integer({ minimum: 0 }),
    total: MoneySchema,
    increase: MoneySchema,
    deductions: MoneySchema,
  },
  { title: 'MasterStatement' },
);
export type MasterStatement = Static<typeof MasterStatementSchema>;

/** D42: a movement of a deposit: pay in (缴纳), deduct with a reason (扣除), refund (退还). */
export const DepositMoveTypeSchema = Type.Union([
  Type.Literal('payIn'),
  Type.Literal('deduct'),
  Type.Literal('refund'),
]);
export type DepositMoveType = Static<typeof DepositMoveTypeSchema>;
export const DEPOSIT_MOVE_TYPES: readonly DepositMoveType[] = ['payIn', 'deduct', 'refund'];

/** Largest reason of a deposit movement. */
export const DEPOSIT_REASON_MAX = 200;

/** D42: a master's deposit (保证金) and its balance. */
export const MasterDepositSchema = Type.Object(
  {
    masterId: IdSchema,
    masterName: ShortTextSchema,
    phonenumber: ShortTextSchema,
    balance: MoneySchema,
    /** The time of the last movement, null when none. */
    updateTime: Type.Union([DateTimeTextSchema, Type.Null()]),
  },
  { title: 'MasterDeposit' },
);
export type MasterDeposit = Static<typeof MasterDepositSchema>;

/** D42: one movement of a deposit, with the balance after it. */
export const DepositMovementSchema = Type.Object(
  {
    movementId: IdSchema,
    masterId: IdSchema,
    moveType: DepositMoveTypeSchema,
    amount: MoneySchema,
    balance: MoneySchema,
    reason: Type.String({ maxLength: DEPOSIT_REASON_MAX }),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
  },
  { title: 'DepositMovement' },
);
export type DepositMovement = Static<typeof DepositMovementSchema>;
