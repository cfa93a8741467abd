import {
  AccessoryRowSchema,
  AccessoryTypeSchema,
  CatalogOptionSchema,
  CommodityRowSchema,
  IdSchema,
  MoneySchema,
  MoveDirectionSchema,
  MoveReasonSchema,
  Nullable,
  PARTS_QUANTITY_MAX,
  PARTS_TEXT_MAX,
  PartsNameSchema,
  PartsOrderRowSchema,
  PartsOrderStatusSchema,
  PartsPurposeSchema,
  PartsQuantitySchema,
  PartsTextSchema,
  RemarkTextSchema,
  StockPartRowSchema,
  StorageRecordRowSchema,
  ZeroOneSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from '../define';
import { Done, Envelope, PageEnvelope } from '../envelope';
import { optionalId, optionalText, optionalTime, paged, XLSX_MIME } from '../fields';

const chosen = { path: 'chosen', payload: 'chosen' } as const;
const remark = { remark: RemarkTextSchema };

const accessoryFields = {
  accessoryType: AccessoryTypeSchema,
  accessoryName: PartsNameSchema,
  accessoryCategory: PartsTextSchema,
  accessorySpecification: PartsTextSchema,
  brandName: PartsTextSchema,
  modelName: PartsTextSchema,
  accessoryPrice: MoneySchema,
  accessoryPriceThreshold: MoneySchema,
  ...remark,
};
const accessoryFilters = {
  enterpriseId: optionalId(),
  accessoryName: optionalText(PARTS_TEXT_MAX),
  accessoryType: Type.Optional(AccessoryTypeSchema),
  forbiddenStatus: Type.Optional(ZeroOneSchema),
};
const AccessoryId = Type.Object({ enterpriseAccessoryId: IdSchema });

/** 配件管理 (D61): the accessory catalogue, the rows tab 2 of the enterprise dialog prices. */
export const accessories = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/accessories/list',
    query: paged(accessoryFilters),
    response: PageEnvelope(AccessoryRowSchema),
    doc: { summary: "Paged accessories of the caller's enterprises (D61)", ...chosen },
  }),
  options: defineCall({
    method: 'GET',
    path: '/enterprise/accessories/options',
    query: Type.Object({ enterpriseId: IdSchema }),
    response: Envelope(Type.Array(CatalogOptionSchema)),
    doc: { summary: 'Enabled accessories of one enterprise, for pickers (D61)', ...chosen },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/accessories/add',
    body: Type.Object({ enterpriseId: IdSchema, ...accessoryFields }),
    response: Envelope(IdSchema),
    doc: { summary: 'Add an accessory to an enterprise; tab 2 prices it at once (D61)', ...chosen },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/accessories/update',
    body: Type.Object({ enterpriseAccessoryId: IdSchema, ...accessoryFields }),
    response: Done,
    doc: { summary: 'Edit an accessory (D61)', ...chosen },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/accessories/disable',
    body: AccessoryId,
    response: Done,
    doc: { summary: 'Disable an accessory: tab 2 and new stock no longer offer it (D61)', ...chosen },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/accessories/enable',
    body: AccessoryId,
    response: Done,
    doc: { summary: 'Enable an accessory (D61)', ...chosen },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/accessories/remove',
    body: AccessoryId,
    response: Done,
    doc: { summary: 'Delete an accessory no stock line nor parts order names (D61)', ...chosen },
  }),
  export: defineCall({
    method: 'GET',
    path: '/enterprise/accessories/export',
    kind: 'blob',
    query: Type.Object(accessoryFilters),
    produces: XLSX_MIME,
    fileName: 'accessories.xlsx',
    doc: { summary: 'Excel export of the filtered accessories (D61)', ...chosen },
  }),
};

const commodityFields = {
  commodityCode: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9_-]+$' }),
  commodityName: PartsNameSchema,
  brandName: PartsTextSchema,
  modelName: PartsTextSchema,
  unit: Type.String({ minLength: 1, maxLength: 10 }),
  price: MoneySchema,
  supplierId: Nullable(IdSchema),
  ...remark,
};
const commodityFilters = {
  enterpriseId: optionalId(),
  commodityName: optionalText(PARTS_TEXT_MAX),
  supplierId: optionalId(),
  forbiddenStatus: Type.Optional(ZeroOneSchema),
};
const CommodityId = Type.Object({ commodityId: IdSchema });

/** 商品管理 (D61): the goods an enterprise sells or supplies, each from one of its suppliers (D53) or none. */
export const commodity = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/commodity/list',
    query: paged(commodityFilters),
    response: PageEnvelope(CommodityRowSchema),
    doc: { summary: "Paged commodities of the caller's enterprises (D61)", ...chosen },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/commodity/add',
    body: Type.Object({ enterpriseId: IdSchema, ...commodityFields }),
    response: Envelope(IdSchema),
    doc: { summary: 'Add a commodity to an enterprise (D61)', ...chosen },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/commodity/update',
    body: Type.Object({ commodityId: IdSchema, ...commodityFields }),
    response: Done,
    doc: { summary: 'Edit a commodity (D61)', ...chosen },
  }),
  disable: defineCall({
    method: 'POST',
    path: '/enterprise/commodity/disable',
    body: CommodityId,
    response: Done,
    doc: { summary: 'Disable a commodity (D61)', ...chosen },
  }),
  enable: defineCall({
    method: 'POST',
    path: '/enterprise/commodity/enable',
    body: CommodityId,
    response: Done,
    doc: { summary: 'Enable a commodity (D61)', ...chosen },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/commodity/remove',
    body: CommodityId,
    response: Done,
    doc: { summary: 'Delete a commodity (D61)', ...chosen },
  }),
  export: defineCall({
    method: 'GET',
    path: '/enterprise/commodity/export',
    kind: 'blob',
    query: Type.Object(commodityFilters),
    produces: XLSX_MIME,
    fileName: 'commodities.xlsx',
    doc: { summary: 'Excel export of the filtered commodities (D61)', ...chosen },
  }),
};

const stockFilters = {
  enterpriseId: optionalId(),
  accessoryName: optionalText(PARTS_TEXT_MAX),
  warehouse: optionalText(PARTS_TEXT_MAX),
  /** 1: only lines at or below their warning quantity. */
  low: Type.Optional(ZeroOneSchema),
};
const WarnQuantity = Type.Integer({ minimum: 0, maximum: PARTS_QUANTITY_MAX });

/** 库存配件 (D61): stock lines (an accessory in a warehouse or with a master) and the moves that change them. */
export const stockParts = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/stockParts/list',
    query: paged(stockFilters),
    response: PageEnvelope(StockPartRowSchema),
    doc: { summary: "Paged stock lines of the caller's enterprises (D61)", ...chosen },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/stockParts/add',
    body: Type.Object({
      enterpriseId: IdSchema,
      enterpriseAccessoryId: IdSchema,
      warehouse: PartsNameSchema,
      masterId: Nullable(IdSchema),
      warnQuantity: WarnQuantity,
    }),
    response: Envelope(IdSchema),
    doc: { summary: 'Open a stock line at quantity 0; stock comes in by a move (D61)', ...chosen },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/stockParts/update',
    body: Type.Object({ stockId: IdSchema, warehouse: PartsNameSchema, warnQuantity: WarnQuantity }),
    response: Done,
    doc: { summary: "Rename a stock line's warehouse or change its warning quantity (D61)", ...chosen },
  }),
  remove: defineCall({
    method: 'POST',
    path: '/enterprise/stockParts/remove',
    body: Type.Object({ stockId: IdSchema }),
    response: Done,
    doc: { summary: 'Delete a stock line that never moved (D61)', ...chosen },
  }),
  move: defineCall({
    method: 'POST',
    path: '/enterprise/stockParts/move',
    body: Type.Object({
      stockId: IdSchema,
      direction: MoveDirectionSchema,
      reason: MoveReasonSchema,
      quantity: PartsQuantitySchema,
      /** The supplier of a purchase (D53). */
      supplierId: Nullable(IdSchema),
      /** The work order parts were taken for (reason `order`). */
      orderNo: Type.String({ maxLength: 40 }),
      ...remark,
    }),
    response: Envelope(Type.Integer({ minimum: 0 })),
    doc: {
      summary: 'Move stock in or out in one transaction; answers the new quantity, never below 0 (D61)',
      ...chosen,
    },
  }),
  export: defineCall({
    method: 'GET',
    path: '/enterprise/stockParts/export',
    kind: 'blob',
    query: Type.Object(stockFilters),
    produces: XLSX_MIME,
    fileName: 'stock-parts.xlsx',
    doc: { summary: 'Excel export of the filtered stock lines (D61)', ...chosen },
  }),
};

const recordFilters = {
  enterpriseId: optionalId(),
  accessoryName: optionalText(PARTS_TEXT_MAX),
  direction: Type.Optional(MoveDirectionSchema),
  reason: Type.Optional(MoveReasonSchema),
  startTime: optionalTime(),
  endTime: optionalTime(),
};

/** 入库记录 (D61): every stock move, newest first; moves are never edited nor deleted. */
export const storageRecord = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/storageRecord/list',
    query: paged(recordFilters),
    response: PageEnvelope(StorageRecordRowSchema),
    doc: { summary: "Paged stock moves of the caller's enterprises (D61)", ...chosen },
  }),
  export: defineCall({
    method: 'GET',
    path: '/enterprise/storageRecord/export',
    kind: 'blob',
    query: Type.Object(recordFilters),
    produces: XLSX_MIME,
    fileName: 'storage-records.xlsx',
    doc: { summary: 'Excel export of the filtered stock moves (D61)', ...chosen },
  }),
};

const partsOrderFields = {
  enterpriseAccessoryId: IdSchema,
  quantity: PartsQuantitySchema,
  purpose: PartsPurposeSchema,
  /** The work order's number (purpose `order`; empty for a restock). */
  orderNo: Type.String({ maxLength: 40 }),
  warehouse: PartsNameSchema,
  supplierId: Nullable(IdSchema),
  ...remark,
};
const PartsOrderId = Type.Object({ partsOrderId: IdSchema });

/** 配件订单 (D61): pending → shipped → received (into stock, one transaction) or cancelled. */
export const partsOrder = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/partsOrder/list',
    query: paged({
      enterpriseId: optionalId(),
      partsOrderNo: optionalText(40),
      status: Type.Optional(PartsOrderStatusSchema),
      purpose: Type.Optional(PartsPurposeSchema),
    }),
    response: PageEnvelope(PartsOrderRowSchema),
    doc: { summary: "Paged parts orders of the caller's enterprises (D61)", ...chosen },
  }),
  add: defineCall({
    method: 'POST',
    path: '/enterprise/partsOrder/add',
    body: Type.Object({ enterpriseId: IdSchema, ...partsOrderFields }),
    response: Envelope(IdSchema),
    doc: { summary: 'Ask for parts (pending) (D61)', ...chosen },
  }),
  update: defineCall({
    method: 'POST',
    path: '/enterprise/partsOrder/update',
    body: Type.Object({ partsOrderId: IdSchema, ...partsOrderFields }),
    response: Done,
    doc: { summary: 'Edit a pending parts order (D61)', ...chosen },
  }),
  ship: defineCall({
    method: 'POST',
    path: '/enterprise/partsOrder/ship',
    body: Type.Object({ partsOrderId: IdSchema, expressNo: Type.String({ maxLength: 40 }) }),
    response: Done,
    doc: { summary: 'Mark a pending parts order shipped (D61)', ...chosen },
  }),
  receive: defineCall({
    method: 'POST',
    path: '/enterprise/partsOrder/receive',
    body: PartsOrderId,
    response: Done,
    doc: {
      summary: 'Receive a shipped parts order: the stock move and the quantity in one transaction (D61)',
      ...chosen,
    },
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/enterprise/partsOrder/cancel',
    body: Type.Object({
      partsOrderId: IdSchema,
      cancelReason: Type.String({ minLength: 1, maxLength: 500 }),
    }),
    response: Done,
    doc: { summary: 'Cancel a parts order not yet received (D61)', ...chosen },
  }),
};

/** D61: the parts groups of the enterprise family. */
export const parts = { accessories, commodity, stockParts, storageRecord, partsOrder };
