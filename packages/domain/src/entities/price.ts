import { type Static, Type } from 'typebox';
import {
  DateTimeTextSchema,
  DictValueSchema,
  IdSchema,
  MoneySchema,
  Nullable,
  PercentSchema,
  RemarkTextSchema,
  ShortTextSchema,
  ZeroOneSchema,
} from './common';

/** How a price row is applied: 0 a fixed amount, 1 a proportion (percent). */
export const PriceTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** A stored enterprise price record (spec 000 §3 Enterprise price record). */
export const EnterprisePriceRecordSchema = Type.Object(
  {
    enterprisePriceId: IdSchema,
    enterpriseId: IdSchema,
    installationType: DictValueSchema,
    priceType: PriceTypeSchema,
    price: MoneySchema,
    application: ShortTextSchema,
    proportion: PercentSchema,
    priceRemark: RemarkTextSchema,
    status: ZeroOneSchema,
    delStatus: ZeroOneSchema,
    createUser: ShortTextSchema,
    createTime: Nullable(DateTimeTextSchema),
    updateUser: ShortTextSchema,
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'EnterprisePriceRecord' },
);
export type EnterprisePriceRecord = Static<typeof EnterprisePriceRecordSchema>;

/** A price row of the amount tab (spec 001 §3 Enterprise price row); an empty price is sent as 0. */
export const EnterprisePriceRowSchema = Type.Object(
  {
    enterprisePriceId: IdSchema,
    installationTypeCode: DictValueSchema,
    /** Label of the install type. */
    installType: ShortTextSchema,
    priceType: PriceTypeSchema,
    price: MoneySchema,
    /** Order type id the price applies to. */
    orderType: IdSchema,
    /** Percent. */
    proportion: PercentSchema,
    priceRemark: RemarkTextSchema,
  },
  { title: 'EnterprisePriceRow' },
);
export type EnterprisePriceRow = Static<typeof EnterprisePriceRowSchema>;

/** The price rows of one install type, as `/enterprise/price/list` groups them. */
export const EnterprisePriceGroupSchema = Type.Object(
  {
    installType: DictValueSchema,
    installTypeName: ShortTextSchema,
    prices: Type.Array(EnterprisePriceRowSchema),
  },
  { title: 'EnterprisePriceGroup' },
);
export type EnterprisePriceGroup = Static<typeof EnterprisePriceGroupSchema>;

/** An accessory price row (spec 001 §3). */
export const AccessoryPriceRowSchema = Type.Object(
  {
    enterpriseAccessoryId: IdSchema,
    accessoryType: DictValueSchema,
    accessoryName: ShortTextSchema,
    accessoryCategory: ShortTextSchema,
    accessorySpecification: ShortTextSchema,
    brandName: ShortTextSchema,
    modelName: ShortTextSchema,
    accessoryPrice: MoneySchema,
    accessoryPriceThreshold: MoneySchema,
    remark: RemarkTextSchema,
  },
  { title: 'AccessoryPriceRow' },
);
export type AccessoryPriceRow = Static<typeof AccessoryPriceRowSchema>;

/** The accessory rows of one accessory type, as `/enterprise/price/accessory/list` groups them. */
export const AccessoryPriceGroupSchema = Type.Object(
  {
    accessoryType: DictValueSchema,
    accessoryTypeName: ShortTextSchema,
    rows: Type.Array(AccessoryPriceRowSchema),
  },
  { title: 'AccessoryPriceGroup' },
);
export type AccessoryPriceGroup = Static<typeof AccessoryPriceGroupSchema>;

/** A platform base price of an order type (`/basicdata/basicPrice/list`). */
export const BasicPriceSchema = Type.Object(
  {
    basicPriceId: IdSchema,
    installType: DictValueSchema,
    orderTypeId: IdSchema,
    typeName: ShortTextSchema,
    price: MoneySchema,
  },
  { title: 'BasicPrice' },
);
export type BasicPrice = Static<typeof BasicPriceSchema>;
