import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MoneySchema, Nullable, ShortTextSchema } from './common';
import { RegionCodeSchema } from './system';

/**
 * D63: 区域价格 — an enterprise's price of one order type in a region: a province, a city of it or an area of that
 * city. At settlement the most specific region of the order wins (area, then city, then province), over the
 * enterprise's tab 2 price, over the base price.
 */
export const DISTRICT_PRICE_REMARK_MAX = 200;

export const DistrictPriceSchema = Type.Object(
  {
    districtPriceId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    orderTypeId: IdSchema,
    orderTypeName: ShortTextSchema,
    /** The install type (dictionary value) of the order type. */
    installType: ShortTextSchema,
    provinceCode: RegionCodeSchema,
    cityCode: Nullable(RegionCodeSchema),
    areaCode: Nullable(RegionCodeSchema),
    /** The region's names joined (广东省 / 深圳市 / 南山区). */
    regionName: Type.String({ maxLength: 100 }),
    /** The price in yuan. */
    price: MoneySchema,
    /** Tab 2's price of the order type now (null: the enterprise has none), for comparison. */
    basePrice: Nullable(MoneySchema),
    remark: Type.String({ maxLength: DISTRICT_PRICE_REMARK_MAX }),
    updateBy: ShortTextSchema,
    updateTime: DateTimeTextSchema,
  },
  { title: 'DistrictPrice' },
);
export type DistrictPrice = Static<typeof DistrictPriceSchema>;

/** D63: what a district price is made of (add and edit). */
export const DistrictPriceInputSchema = Type.Object({
  enterpriseId: IdSchema,
  orderTypeId: IdSchema,
  provinceCode: RegionCodeSchema,
  cityCode: Type.Optional(RegionCodeSchema),
  areaCode: Type.Optional(RegionCodeSchema),
  price: MoneySchema,
  remark: Type.String({ maxLength: DISTRICT_PRICE_REMARK_MAX }),
});
export type DistrictPriceInput = Static<typeof DistrictPriceInputSchema>;

/**
 * D63: 退款管理 — a deduction against an enterprise's wallet, asked for by staff and decided once by the approver
 * roles of the approval type `chargeback` (D51). Approved, the wallet and a bill line move in one transaction;
 * an amount above the balance is refused on asking and on approving.
 */
export const ChargebackStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
]);
export type ChargebackState = Static<typeof ChargebackStateSchema>;
export const CHARGEBACK_STATES = [
  'pending',
  'approved',
  'refused',
] as const satisfies readonly ChargebackState[];

/** D63: the longest reason of a deduction and the longest remark of its decision. */
export const CHARGEBACK_TEXT_MAX = 200;

export const ChargebackSchema = Type.Object(
  {
    chargebackId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    /** The amount to deduct, in yuan. */
    amount: MoneySchema,
    /** The enterprise's wallet balance now, in yuan (may be negative after other charges). */
    balance: Type.Number(),
    reason: Type.String({ maxLength: CHARGEBACK_TEXT_MAX }),
    state: ChargebackStateSchema,
    applyBy: ShortTextSchema,
    applyTime: DateTimeTextSchema,
    remark: Nullable(Type.String({ maxLength: CHARGEBACK_TEXT_MAX })),
    decidedBy: Nullable(ShortTextSchema),
    decideTime: Nullable(DateTimeTextSchema),
  },
  { title: 'Chargeback' },
);
export type Chargeback = Static<typeof ChargebackSchema>;

/**
 * D63: 流程实例 — one enterprise request of the approval model (a fee increase or extra parts on one of its orders,
 * a deduction against its wallet) with its history: asked, then decided once.
 */
export const EnterpriseProcessTypeSchema = Type.Union([
  Type.Literal('increase'),
  Type.Literal('accessories'),
  Type.Literal('chargeback'),
]);
export type EnterpriseProcessType = Static<typeof EnterpriseProcessTypeSchema>;

export const EnterpriseProcessSchema = Type.Object(
  {
    /** `<type>-<id>`: unique across the types. */
    processKey: Type.String({ maxLength: 40 }),
    approvalType: EnterpriseProcessTypeSchema,
    requestId: IdSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    /** The order a fee increase or extra parts are about (null for a deduction). */
    orderNo: Nullable(ShortTextSchema),
    /** What it adds to the order's charge, or deducts, in yuan. */
    amount: MoneySchema,
    reason: Type.String({ maxLength: 200 }),
    state: ChargebackStateSchema,
    applyBy: ShortTextSchema,
    applyTime: DateTimeTextSchema,
    remark: Nullable(Type.String({ maxLength: 200 })),
    decidedBy: Nullable(ShortTextSchema),
    decideTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterpriseProcess' },
);
export type EnterpriseProcess = Static<typeof EnterpriseProcessSchema>;
