import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MoneySchema, Nullable, ShortTextSchema } from './common';
import { MonthTextSchema } from './masterFinance';
import { OrderStatusSchema } from './order';

/**
 * D55 (issue 18, `customerExpense`, `customerList`, `acceptanceList`, `agreementConfirm`): what the
 * enterprise customers spend, their finance overview, their acceptance of finished orders and of the
 * service agreement. Every figure is the server's, read from its tables.
 */

/** A signed amount in yuan (a balance may be below zero after a correction). */
const SignedMoney = Type.Number({ multipleOf: 0.01 });

/**
 * 客户费用: an enterprise's spending of a month — its work-order charge lines (bill lines of oper type 1,
 * `enterprise_detailed`) counted and summed; `amount` is positive.
 */
export const CustomerExpenseSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    month: MonthTextSchema,
    chargeCount: Type.Integer({ minimum: 0 }),
    amount: MoneySchema,
    /** The time of the month's last charge. */
    lastChargeTime: DateTimeTextSchema,
  },
  { title: 'CustomerExpense' },
);
export type CustomerExpense = Static<typeof CustomerExpenseSchema>;

/**
 * One charge behind a customer expense: the bill line (number, time, amount, who, remark) with the work
 * order it names when the number is one of the orders (customer, order type, status), null fields otherwise.
 */
export const CustomerExpenseLineSchema = Type.Object(
  {
    lineId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    orderNo: Type.String({ maxLength: 64 }),
    chargeTime: DateTimeTextSchema,
    amount: MoneySchema,
    createBy: ShortTextSchema,
    remark: Type.String({ maxLength: 500 }),
    orderId: Nullable(IdSchema),
    customerName: Nullable(ShortTextSchema),
    orderTypeName: Nullable(ShortTextSchema),
    orderStatus: Nullable(OrderStatusSchema),
  },
  { title: 'CustomerExpenseLine' },
);
export type CustomerExpenseLine = Static<typeof CustomerExpenseLineSchema>;

/**
 * 客户列表: an enterprise customer's finance overview: how it pays (dictionary values of `pay_type` and
 * `settle_cycle`), its wallet balance, this month's charges, finished orders not yet charged (completed
 * or verified), top-ups not yet paid (status 2) and the agreement version it accepted last.
 */
export const CustomerAccountSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    payType: Nullable(Type.String({ maxLength: 32 })),
    settlementType: Nullable(Type.String({ maxLength: 32 })),
    financePrincipal: ShortTextSchema,
    financePrincipalPhone: ShortTextSchema,
    balance: SignedMoney,
    monthCharges: MoneySchema,
    monthChargeCount: Type.Integer({ minimum: 0 }),
    unchargedOrders: Type.Integer({ minimum: 0 }),
    unpaidTopUps: Type.Integer({ minimum: 0 }),
    unpaidTopUpAmount: MoneySchema,
    lastTopUpTime: Nullable(DateTimeTextSchema),
    agreementVersion: Nullable(Type.Integer({ minimum: 1 })),
  },
  { title: 'CustomerAccount' },
);
export type CustomerAccount = Static<typeof CustomerAccountSchema>;

/**
 * The enterprise's acceptance of a finished order (D55): `pending` until one of its users decides,
 * `accepted`, or `disputed` with a reason (the order is then not settled until the enterprise accepts it).
 */
export const ACCEPTANCE_STATES = ['pending', 'accepted', 'disputed'] as const;
export const AcceptanceStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('disputed'),
]);
export type AcceptanceState = Static<typeof AcceptanceStateSchema>;

/** The longest dispute reason. */
export const DISPUTE_REASON_MAX = 200;

export const OrderAcceptanceSchema = Type.Object(
  {
    orderId: IdSchema,
    orderNo: Type.String({ maxLength: 64 }),
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    customerName: ShortTextSchema,
    orderTypeName: ShortTextSchema,
    masterName: Nullable(ShortTextSchema),
    orderStatus: OrderStatusSchema,
    finishTime: Nullable(DateTimeTextSchema),
    verifyTime: Nullable(DateTimeTextSchema),
    state: AcceptanceStateSchema,
    reason: Nullable(Type.String({ maxLength: DISPUTE_REASON_MAX })),
    decideBy: Nullable(ShortTextSchema),
    decideTime: Nullable(DateTimeTextSchema),
  },
  { title: 'OrderAcceptance' },
);
export type OrderAcceptance = Static<typeof OrderAcceptanceSchema>;

/** The longest agreement text and title. */
export const AGREEMENT_CONTENT_MAX = 20_000;
export const AGREEMENT_TITLE_MAX = 50;

/** A version of the service agreement (服务协议), stored as published; a newer version asks every enterprise again. */
export const ServiceAgreementSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Type.String({ maxLength: AGREEMENT_TITLE_MAX }),
    content: Type.String({ maxLength: AGREEMENT_CONTENT_MAX }),
    publishBy: ShortTextSchema,
    publishTime: DateTimeTextSchema,
  },
  { title: 'ServiceAgreement' },
);
export type ServiceAgreement = Static<typeof ServiceAgreementSchema>;

/** One enterprise's acceptance of a version: when and by which of its users. */
export const AgreementAcceptanceSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    version: Type.Integer({ minimum: 1 }),
    acceptBy: ShortTextSchema,
    acceptUserId: IdSchema,
    acceptTime: DateTimeTextSchema,
  },
  { title: 'AgreementAcceptance' },
);
export type AgreementAcceptance = Static<typeof AgreementAcceptanceSchema>;

/**
 * An enterprise's state towards the current agreement (the staff's list): the last version it accepted
 * (null: never), with when and by whom; `current` whether that is the current version.
 */
export const AgreementStatusSchema = Type.Object(
  {
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    acceptedVersion: Nullable(Type.Integer({ minimum: 1 })),
    acceptBy: Nullable(ShortTextSchema),
    acceptTime: Nullable(DateTimeTextSchema),
    current: Type.Boolean(),
  },
  { title: 'AgreementStatus' },
);
export type AgreementStatus = Static<typeof AgreementStatusSchema>;

/** What the agreement screen reads: the current version (null before the first is published) and the caller's enterprise's acceptance of it. */
export const AgreementCurrentSchema = Type.Object(
  {
    agreement: Nullable(ServiceAgreementSchema),
    /** An enterprise user's own enterprise's acceptance of the current version; null for staff or not yet accepted. */
    accepted: Nullable(AgreementAcceptanceSchema),
    /** The version the caller's enterprise accepted last (an older one means it is asked again). */
    lastAcceptedVersion: Nullable(Type.Integer({ minimum: 1 })),
  },
  { title: 'AgreementCurrent' },
);
export type AgreementCurrent = Static<typeof AgreementCurrentSchema>;
