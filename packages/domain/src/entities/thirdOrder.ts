import { type Static, Type } from 'typebox';
import { DateTimeTextSchema, IdSchema, MoneySchema, Nullable, ShortTextSchema } from './common';
import { OrderCourseSchema, OrderStatusSchema } from './order';

/** D58: most data rows one third-party order import reads (`/order/third/import`). */
export const THIRD_ORDER_IMPORT_MAX_ROWS = 200;

/**
 * D58: the columns of a third-party order import, in order (the first row of the workbook is this
 * header). The region is named by its province, city and district names (the district tree); the
 * install type by its label; the order type by its name within the install type.
 */
export const THIRD_ORDER_IMPORT_COLUMNS = [
  '渠道名称',
  '渠道订单号',
  '客户姓名',
  '联系电话',
  '省',
  '市',
  '区',
  '详细地址',
  '安装类型',
  '订单类型',
  '数量',
  '备注',
] as const;

/** D58: a third-party order: a row of an imported channel file and the order it became. */
export const ThirdOrderSchema = Type.Object(
  {
    thirdOrderId: IdSchema,
    /** The channel the order came from (e.g. 京东, 天猫), as the file names it. */
    channel: ShortTextSchema,
    /** The channel's own order number: one per channel (a second import of it is refused). */
    channelOrderNo: ShortTextSchema,
    orderId: IdSchema,
    orderNo: ShortTextSchema,
    /** The linked order's state now. */
    orderStatus: OrderStatusSchema,
    enterpriseId: IdSchema,
    enterpriseName: ShortTextSchema,
    customerName: ShortTextSchema,
    customerMobile: ShortTextSchema,
    /** Province, city, district and street as the file named them. */
    address: Type.String({ maxLength: 400 }),
    installTypeName: ShortTextSchema,
    orderTypeName: ShortTextSchema,
    number: Type.Integer({ minimum: 1 }),
    remark: Type.String({ maxLength: 500 }),
    /** The import the row came with (one batch number per imported file). */
    batchNo: ShortTextSchema,
    importBy: ShortTextSchema,
    importTime: DateTimeTextSchema,
  },
  { title: 'ThirdOrder' },
);
export type ThirdOrder = Static<typeof ThirdOrderSchema>;

/** D58: one third-party order with the course of the order it became. */
export const ThirdOrderDetailsSchema = Type.Object(
  {
    thirdOrder: ThirdOrderSchema,
    /** The file row it was read from (row 1 is the header). */
    fileLine: Type.Integer({ minimum: 2 }),
    fileName: Type.String({ maxLength: 255 }),
    course: Type.Array(OrderCourseSchema),
  },
  { title: 'ThirdOrderDetails' },
);
export type ThirdOrderDetails = Static<typeof ThirdOrderDetailsSchema>;

/**
 * What a third-party order import did (D58): all or nothing, as the model import (D40). With a bad
 * row nothing is imported and `errorFile` names the workbook of every bad row with its reasons.
 */
export const ThirdOrderImportResultSchema = Type.Object(
  {
    importedCount: Type.Integer({ minimum: 0 }),
    errorCount: Type.Integer({ minimum: 0 }),
    errorFile: Nullable(Type.String({ maxLength: 255 })),
    /** The batch number of the imported rows, null when nothing was imported. */
    batchNo: Nullable(ShortTextSchema),
  },
  { title: 'ThirdOrderImportResult' },
);
export type ThirdOrderImportResult = Static<typeof ThirdOrderImportResultSchema>;

/** D58: where an order's money review stands: not reviewed (for its present amount), approved, sent back. */
export const MONEY_REVIEW_STATES = ['pending', 'approved', 'returned'] as const;
export const MoneyReviewStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('returned'),
]);
export type MoneyReviewState = Static<typeof MoneyReviewStateSchema>;

/** D58: the longest reason a reviewer gives for sending an amount back. */
export const MONEY_REVIEW_REASON_MAX = 200;

/**
 * D58: a verified order's amounts as finance reviews them before settlement (费用审核): the fee of
 * the order type × number, the parts fitted, the approved fee increases and extra parts (D34).
 */
export const MoneyReviewSchema = Type.Object(
  {
    orderId: IdSchema,
    orderNo: ShortTextSchema,
    enterpriseName: ShortTextSchema,
    customerName: ShortTextSchema,
    masterName: Nullable(ShortTextSchema),
    orderTypeName: ShortTextSchema,
    number: Type.Integer({ minimum: 1 }),
    verifyTime: Nullable(DateTimeTextSchema),
    /** The enterprise's fee of the order type × number (yuan). */
    feeAmount: MoneySchema,
    /** Parts fitted at completion (yuan). */
    partsAmount: MoneySchema,
    /** Approved fee increases and extra parts of the order's master (D34, yuan). */
    approvedAmount: MoneySchema,
    /** What the settlement will charge the enterprise (yuan). */
    enterpriseAmount: MoneySchema,
    /** What the settlement will pay the master (yuan). */
    masterAmount: MoneySchema,
    /** True when the charge reaches the configured amount: settlement waits for an approval. */
    reviewRequired: Type.Boolean(),
    reviewState: MoneyReviewStateSchema,
    /** The reason of the latest sending back (null otherwise). */
    reviewReason: Nullable(Type.String({ maxLength: MONEY_REVIEW_REASON_MAX })),
    reviewBy: Nullable(ShortTextSchema),
    reviewTime: Nullable(DateTimeTextSchema),
  },
  { title: 'MoneyReview' },
);
export type MoneyReview = Static<typeof MoneyReviewSchema>;
