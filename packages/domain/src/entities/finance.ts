import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MoneySchema, Nullable, ShortTextSchema } from './common';

/** Recharge status: 1 paid, 2 unpaid, 3 cancelled (spec 000 §4.3). */
export const RechargeStatusSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/** Pay type: 1 offline bank transfer, 2 online payment service (spec 000 §4.3). */
export const PayTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** A top-up record (spec 000 §3 Recharge record). */
export const RechargeRecordSchema = Type.Object(
  {
    enterpriseRechargeId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    orderNo: Type.String({ maxLength: 64 }),
    rechargeMoney: MoneySchema,
    status: RechargeStatusSchema,
    createBy: ShortTextSchema,
    rechargeTime: DateTimeTextSchema,
    payType: PayTypeSchema,
  },
  { title: 'RechargeRecord' },
);
export type RechargeRecord = Static<typeof RechargeRecordSchema>;

/**
 * Bill operation type: 0 top-up, 1 work order, 2 recycle bin, 3 modify, 4 transfer, 5 recycle
 * restore (also labelled transfer restore, D6).
 */
export const BillOperationTypeSchema = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
]);

/** A bill line of an enterprise (spec 000 §3 Bill line; StartTime/EndTime are its query's range). */
export const BillLineSchema = Type.Object(
  {
    enterpriseDetailedId: IdSchema,
    operType: BillOperationTypeSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    orderNo: Type.String({ maxLength: 64 }),
    /** Signed change of the balance in yuan. */
    changeMoney: Type.Number(),
    /** Balance after the change. */
    balance: Type.Number(),
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
    /** Name of the enterprise's market principal. */
    marketPrincipal: ShortTextSchema,
    phonenumber: ShortTextSchema,
    remark: Type.String({ maxLength: 500 }),
  },
  { title: 'BillLine' },
);
export type BillLine = Static<typeof BillLineSchema>;

/** One entry of `/finance/detailed/list`: rows[0].enterpriseDetailed feeds the bill list. */
export const EnterpriseDetailedSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    totalBalance: Type.Number(),
    enterpriseDetailed: Type.Array(BillLineSchema),
  },
  { title: 'EnterpriseDetailed' },
);
export type EnterpriseDetailed = Static<typeof EnterpriseDetailedSchema>;

/** Wallet of an enterprise (spec 000 §3 Enterprise account). */
export const EnterpriseAccountSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: Type.String({ maxLength: 100 }),
    totalBalance: Type.Number(),
  },
  { title: 'EnterpriseAccount' },
);
export type EnterpriseAccount = Static<typeof EnterpriseAccountSchema>;

/** The state of a top-up order after the payment page (`/finance/pay/delayed`). */
export const PaymentStateSchema = Type.Object(
  {
    orderNo: Type.String({ maxLength: 64 }),
    status: RechargeStatusSchema,
    payTime: Nullable(DateTimeTextSchema),
  },
  { title: 'PaymentState' },
);
export type PaymentState = Static<typeof PaymentStateSchema>;

/**
 * The review state of an offline bank transfer (D35), read from its recharge status: `unpaid`
 * (status 2, awaiting staff), `confirmed` (status 1, the money arrived) or `rejected` (status 3).
 */
export const OfflineTopupStateSchema = Type.Union([
  Type.Literal('unpaid'),
  Type.Literal('confirmed'),
  Type.Literal('rejected'),
]);
export type OfflineTopupState = Static<typeof OfflineTopupStateSchema>;

/** An offline top-up (pay type 1) with its bank slip and its review (D35). */
export const OfflineTopupSchema = Type.Object(
  {
    ...RechargeRecordSchema.properties,
    offlineState: OfflineTopupStateSchema,
    /** The stored path of the bank slip picture (shown through `/dfs/download`), null until uploaded. */
    slipPath: Nullable(Type.String({ maxLength: 255 })),
    slipTime: Nullable(DateTimeTextSchema),
    /** Who confirmed or rejected it, and when. */
    reviewBy: Nullable(ShortTextSchema),
    reviewTime: Nullable(DateTimeTextSchema),
    rejectReason: Nullable(Type.String({ maxLength: 200 })),
  },
  { title: 'OfflineTopup' },
);
export type OfflineTopup = Static<typeof OfflineTopupSchema>;
