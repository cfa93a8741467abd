import {
  IdSchema,
  MONEY_REVIEW_REASON_MAX,
  MoneyReviewSchema,
  MoneyReviewStateSchema,
  OrderStatusSchema,
  ThirdOrderDetailsSchema,
  ThirdOrderImportResultSchema,
  ThirdOrderSchema,
} from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Done, Envelope, PageEnvelope } from './envelope';
import { DownloadFileNameField, optionalId, optionalText, optionalTime, paged, XLSX_MIME } from './fields';

/** Largest third-party order file (D58). */
export const THIRD_ORDER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * D58: 第三方订单 (our own calls, `/order/third/*`): orders received from a third-party channel as an
 * .xlsx file, all or nothing (the model import's way, D40); each row becomes an order to dispatch
 * (created as `/order/order/add` creates one) linked to its third-party record. Staff and enterprise
 * users (their own enterprise only) holding `order:third:list` / `order:third:import`.
 */
export const thirdOrder = {
  third: {
    list: defineCall({
      method: 'GET',
      path: '/order/third/list',
      query: paged({
        channel: optionalText(50),
        channelOrderNo: optionalText(64),
        orderNo: optionalText(64),
        batchNo: optionalText(50),
        enterpriseId: optionalId(),
        orderStatus: Type.Optional(OrderStatusSchema),
        beginTime: optionalTime(),
        endTime: optionalTime(),
      }),
      response: PageEnvelope(ThirdOrderSchema),
      doc: {
        summary:
          'Imported third-party orders, newest first; beginTime/endTime bound the import time; an enterprise user sees their own',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    get: defineCall({
      method: 'GET',
      path: '/order/third/get/:thirdOrderId',
      params: Type.Object({ thirdOrderId: IdSchema }),
      response: Envelope(ThirdOrderDetailsSchema),
      doc: {
        summary: 'One third-party order with the state and course of the order it became',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    import: defineCall({
      method: 'POST',
      path: '/order/third/import',
      kind: 'upload',
      /** The enterprise the orders are for; ignored for an enterprise user (their own). */
      query: Type.Object({ enterpriseId: IdSchema }),
      file: { extensions: ['xlsx'], maxBytes: THIRD_ORDER_IMPORT_MAX_BYTES },
      response: Envelope(ThirdOrderImportResultSchema),
      doc: {
        summary:
          'Import third-party orders from an .xlsx: all or nothing, a channel order number once; bad rows give an error workbook',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    downloadError: defineCall({
      method: 'GET',
      path: '/order/third/downloadError',
      kind: 'blob',
      query: Type.Object({ fileName: DownloadFileNameField }),
      produces: XLSX_MIME,
      fileName: 'third-order-import-errors.xlsx',
      doc: { summary: 'Excel of the rows a third-party import rejected', path: 'chosen', payload: 'chosen' },
    }),
  },
  /**
   * D58: 费用审核: finance reviews a verified order's amount before settlement; settlement of a charge
   * reaching the parameter `order.moneyReviewYuan` waits for an approval of the present amount.
   */
  moneyReview: {
    list: defineCall({
      method: 'GET',
      path: '/order/moneyReview/list',
      query: paged({
        orderNo: optionalText(64),
        enterpriseId: optionalId(),
        reviewState: Type.Optional(MoneyReviewStateSchema),
        /** True: only the orders whose settlement waits for the review. */
        reviewRequired: Type.Optional(Type.Boolean()),
      }),
      response: PageEnvelope(MoneyReviewSchema),
      doc: {
        summary: 'Verified orders with their amounts and money review state, the oldest verified first',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    approve: defineCall({
      method: 'POST',
      path: '/order/moneyReview/approve',
      body: Type.Object({ orderId: IdSchema }),
      response: Done,
      doc: { summary: "Approve a verified order's present amount", path: 'chosen', payload: 'chosen' },
    }),
    back: defineCall({
      method: 'POST',
      path: '/order/moneyReview/back',
      body: Type.Object({
        orderId: IdSchema,
        reason: Type.String({ minLength: 1, maxLength: MONEY_REVIEW_REASON_MAX }),
      }),
      response: Done,
      doc: {
        summary: "Send a verified order's amount back with a reason (settlement waits)",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
  },
};
