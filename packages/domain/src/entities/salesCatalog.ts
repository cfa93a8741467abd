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
 * D53: an enterprise's sales catalogue — its shops (门店管理), suppliers (供应商), sales channels
 * (渠道管理) and order sources (来源管理). Every row belongs to one enterprise; names (and codes) are
 * unique within it; `forbiddenStatus` 1 = disabled (kept, but offered nowhere new).
 */

/** Longest name of a shop, supplier, channel or source. */
export const CATALOG_NAME_MAX = 50;
/** Longest code of a channel or a source. */
export const CATALOG_CODE_MAX = 30;
/** Longest contact name. */
export const CATALOG_CONTACT_MAX = 30;
/** Longest address text (a shop's detailed address, a supplier's address). */
export const CATALOG_ADDRESS_MAX = 100;

/** A name as a form sends it: 1–50 characters (blank after trimming is the server's refusal). */
export const CatalogNameSchema = Type.String({ minLength: 1, maxLength: CATALOG_NAME_MAX });
/** A code: letters, digits, `_` and `-`, 1–30 characters (e.g. `TMALL`, `hall-01`). */
export const CatalogCodeSchema = Type.String({
  minLength: 1,
  maxLength: CATALOG_CODE_MAX,
  pattern: '^[A-Za-z0-9_-]+$',
});
/** A contact person's name. */
export const CatalogContactSchema = Type.String({ minLength: 1, maxLength: CATALOG_CONTACT_MAX });
/** A phone: a mobile, a landline with its area code or a 400 number (digits and `-`, 7–20 characters). */
export const CatalogPhoneSchema = Type.String({
  minLength: 7,
  maxLength: 20,
  pattern: '^[0-9][0-9-]{6,19}$',
});
/** A region code of the district tree (province, city or area). */
export const RegionCodeTextSchema = Type.String({ minLength: 1, maxLength: 12, pattern: '^[0-9A-Za-z]+$' });

/** What every catalogue row carries besides its own fields. */
const commonRow = {
  enterpriseId: IdSchema,
  enterpriseName: ShortTextSchema,
  /** 1 = disabled. */
  forbiddenStatus: ZeroOneSchema,
  remark: RemarkTextSchema,
  createTime: Nullable(DateTimeTextSchema),
};

/** A shop (门店) of an enterprise: where its customers buy; an order may name it. */
export const ShopRowSchema = Type.Object(
  {
    shopId: IdSchema,
    shopName: ShortTextSchema,
    /** The sales channel the shop belongs to, if any. */
    channelId: Nullable(IdSchema),
    channelName: Nullable(ShortTextSchema),
    contactName: Type.String({ maxLength: CATALOG_CONTACT_MAX }),
    phone: Type.String({ maxLength: 20 }),
    provinceCode: Type.String({ maxLength: 12 }),
    cityCode: Type.String({ maxLength: 12 }),
    areaCode: Type.String({ maxLength: 12 }),
    /** Province, city and area names, e.g. `广东省 深圳市 南山区`. */
    regionName: Type.String({ maxLength: 100 }),
    detailedAddress: Type.String({ maxLength: CATALOG_ADDRESS_MAX }),
    /** Orders naming the shop: a shop with orders cannot be deleted. */
    orderCount: Type.Integer({ minimum: 0 }),
    ...commonRow,
  },
  { title: 'ShopRow' },
);
export type ShopRow = Static<typeof ShopRowSchema>;

/** A supplier (供应商) of an enterprise's parts and goods. */
export const SupplierRowSchema = Type.Object(
  {
    supplierId: IdSchema,
    supplierName: ShortTextSchema,
    contactName: Type.String({ maxLength: CATALOG_CONTACT_MAX }),
    phone: Type.String({ maxLength: 20 }),
    address: Type.String({ maxLength: CATALOG_ADDRESS_MAX }),
    ...commonRow,
  },
  { title: 'SupplierRow' },
);
export type SupplierRow = Static<typeof SupplierRowSchema>;

/** A sales channel (渠道) of an enterprise: online store, retail, telecom business hall, …. */
export const ChannelRowSchema = Type.Object(
  {
    channelId: IdSchema,
    channelCode: Type.String({ maxLength: CATALOG_CODE_MAX }),
    channelName: ShortTextSchema,
    /** Shops in the channel: a channel with shops cannot be deleted. */
    shopCount: Type.Integer({ minimum: 0 }),
    ...commonRow,
  },
  { title: 'ChannelRow' },
);
export type ChannelRow = Static<typeof ChannelRowSchema>;

/** An order source (订单来源) of an enterprise: where an order comes from (Tmall, hotline, a shop's counter, …). */
export const OrderSourceRowSchema = Type.Object(
  {
    sourceId: IdSchema,
    sourceCode: Type.String({ maxLength: CATALOG_CODE_MAX }),
    sourceName: ShortTextSchema,
    /** Orders naming the source: a source with orders cannot be deleted. */
    orderCount: Type.Integer({ minimum: 0 }),
    ...commonRow,
  },
  { title: 'OrderSourceRow' },
);
export type OrderSourceRow = Static<typeof OrderSourceRowSchema>;

/** An enabled catalogue entry of one enterprise, as a picker offers it. */
export const CatalogOptionSchema = Type.Object(
  { id: IdSchema, name: ShortTextSchema },
  { title: 'CatalogOption' },
);
export type CatalogOption = Static<typeof CatalogOptionSchema>;
