import { type Static, Type } from 'typebox';
import {
  DateTimeTextSchema,
  IdSchema,
  MoneySchema,
  Nullable,
  RemarkTextSchema,
  ShortTextSchema,
  ZeroOneSchema,
} from './common';

/**
 * D61: an enterprise's parts — its accessory catalogue (配件管理: the rows tab 2 of the enterprise
 * dialog prices), its commodities (商品管理), the parts stock per warehouse (库存配件), every stock move
 * (入库记录) and parts orders (配件订单). Every row belongs to one enterprise; a stock quantity changes
 * only through a move, never below zero.
 */

/** Longest accessory / commodity name, category, specification, brand, model or warehouse name. */
export const PARTS_TEXT_MAX = 50;
/** Largest quantity of one move, one order or one stock line. */
export const PARTS_QUANTITY_MAX = 99_999;

/** The accessory types of tab 2 (锁体配件, 电子配件, 安装辅材). */
export const ACCESSORY_TYPE_VALUES = ['1', '2', '3'] as const;
export const AccessoryTypeSchema = Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]);
export type AccessoryType = Static<typeof AccessoryTypeSchema>;

/** A required text of a parts form: 1–50 characters (blank after trimming is the server's refusal). */
export const PartsNameSchema = Type.String({ minLength: 1, maxLength: PARTS_TEXT_MAX });
/** An optional text of a parts form. */
export const PartsTextSchema = Type.String({ maxLength: PARTS_TEXT_MAX });
/** A quantity: a whole number 1–99 999. */
export const PartsQuantitySchema = Type.Integer({ minimum: 1, maximum: PARTS_QUANTITY_MAX });

const owner = {
  enterpriseId: IdSchema,
  enterpriseName: ShortTextSchema,
};

/** An accessory of the catalogue: what tab 2 prices (its threshold and remark are edited there too). */
export const AccessoryRowSchema = Type.Object(
  {
    enterpriseAccessoryId: IdSchema,
    ...owner,
    accessoryType: AccessoryTypeSchema,
    accessoryName: ShortTextSchema,
    accessoryCategory: ShortTextSchema,
    accessorySpecification: ShortTextSchema,
    brandName: ShortTextSchema,
    modelName: ShortTextSchema,
    accessoryPrice: MoneySchema,
    accessoryPriceThreshold: MoneySchema,
    /** Units on hand over every warehouse. */
    stockQuantity: Type.Integer({ minimum: 0 }),
    /** 1 = disabled: tab 2 and new stock lines and orders no longer offer it. */
    forbiddenStatus: ZeroOneSchema,
    remark: RemarkTextSchema,
    createTime: Nullable(DateTimeTextSchema),
  },
  { title: 'AccessoryRow' },
);
export type AccessoryRow = Static<typeof AccessoryRowSchema>;

/** A commodity (商品) the enterprise sells or supplies; its code is unique in the enterprise. */
export const CommodityRowSchema = Type.Object(
  {
    commodityId: IdSchema,
    ...owner,
    commodityCode: ShortTextSchema,
    commodityName: ShortTextSchema,
    brandName: ShortTextSchema,
    modelName: ShortTextSchema,
    unit: ShortTextSchema,
    price: MoneySchema,
    /** The supplier (D53) it comes from, if any. */
    supplierId: Nullable(IdSchema),
    supplierName: Nullable(ShortTextSchema),
    forbiddenStatus: ZeroOneSchema,
    remark: RemarkTextSchema,
    createTime: Nullable(DateTimeTextSchema),
  },
  { title: 'CommodityRow' },
);
export type CommodityRow = Static<typeof CommodityRowSchema>;

/** One stock line: an accessory in a warehouse (or with a master), its quantity on hand. */
export const StockPartRowSchema = Type.Object(
  {
    stockId: IdSchema,
    ...owner,
    enterpriseAccessoryId: IdSchema,
    accessoryName: ShortTextSchema,
    accessorySpecification: ShortTextSchema,
    warehouse: ShortTextSchema,
    /** The master holding the parts, if the line is a master's. */
    masterId: Nullable(IdSchema),
    masterName: Nullable(ShortTextSchema),
    quantity: Type.Integer({ minimum: 0 }),
    /** At or below this quantity the line is shown as low (0: no warning). */
    warnQuantity: Type.Integer({ minimum: 0 }),
    updateTime: Nullable(DateTimeTextSchema),
  },
  { title: 'StockPartRow' },
);
export type StockPartRow = Static<typeof StockPartRowSchema>;

/** Why stock moved: in (采购入库, 退回入库, 配件订单收货) or out (订单领用, 报损出库). */
export const MOVE_REASONS = {
  in: ['purchase', 'return', 'partsOrder'],
  out: ['order', 'loss'],
} as const;
export const MoveDirectionSchema = Type.Union([Type.Literal('in'), Type.Literal('out')]);
export type MoveDirection = Static<typeof MoveDirectionSchema>;
export const MoveReasonSchema = Type.Union([
  Type.Literal('purchase'),
  Type.Literal('return'),
  Type.Literal('partsOrder'),
  Type.Literal('order'),
  Type.Literal('loss'),
]);
export type MoveReason = Static<typeof MoveReasonSchema>;

/** One stock move (入库记录): kept for ever; a wrong move is corrected by a move the other way. */
export const StorageRecordRowSchema = Type.Object(
  {
    recordId: IdSchema,
    ...owner,
    stockId: IdSchema,
    accessoryName: ShortTextSchema,
    warehouse: ShortTextSchema,
    masterName: Nullable(ShortTextSchema),
    direction: MoveDirectionSchema,
    reason: MoveReasonSchema,
    quantity: Type.Integer({ minimum: 1 }),
    /** The line's quantity after the move. */
    balance: Type.Integer({ minimum: 0 }),
    supplierName: Nullable(ShortTextSchema),
    orderNo: Nullable(ShortTextSchema),
    partsOrderNo: Nullable(ShortTextSchema),
    remark: RemarkTextSchema,
    operateBy: ShortTextSchema,
    operateTime: DateTimeTextSchema,
  },
  { title: 'StorageRecordRow' },
);
export type StorageRecordRow = Static<typeof StorageRecordRowSchema>;

/** A parts order's state: 0 pending (待发货), 1 shipped (已发货), 2 received (已收货), 3 cancelled (已取消). */
export const PARTS_ORDER_STATUS = { pending: 0, shipped: 1, received: 2, cancelled: 3 } as const;
export const PartsOrderStatusSchema = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
]);
export type PartsOrderStatus = Static<typeof PartsOrderStatusSchema>;
/** What a parts order is for: an order's parts (订单用料) or restocking a warehouse (补货). */
export const PartsPurposeSchema = Type.Union([Type.Literal('order'), Type.Literal('restock')]);
export type PartsPurpose = Static<typeof PartsPurposeSchema>;

/** A parts order (配件订单): parts asked for an order or to restock, shipped, then received into stock. */
export const PartsOrderRowSchema = Type.Object(
  {
    partsOrderId: IdSchema,
    partsOrderNo: ShortTextSchema,
    ...owner,
    enterpriseAccessoryId: IdSchema,
    accessoryName: ShortTextSchema,
    quantity: Type.Integer({ minimum: 1 }),
    purpose: PartsPurposeSchema,
    /** The work order the parts are for (purpose `order`). */
    orderId: Nullable(IdSchema),
    orderNo: Nullable(ShortTextSchema),
    /** Where the parts go when received. */
    warehouse: ShortTextSchema,
    supplierId: Nullable(IdSchema),
    supplierName: Nullable(ShortTextSchema),
    status: PartsOrderStatusSchema,
    expressNo: ShortTextSchema,
    cancelReason: RemarkTextSchema,
    remark: RemarkTextSchema,
    createBy: ShortTextSchema,
    createTime: DateTimeTextSchema,
    shipTime: Nullable(DateTimeTextSchema),
    receiveTime: Nullable(DateTimeTextSchema),
  },
  { title: 'PartsOrderRow' },
);
export type PartsOrderRow = Static<typeof PartsOrderRowSchema>;
