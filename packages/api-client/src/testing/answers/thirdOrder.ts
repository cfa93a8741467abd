import type { thirdOrder } from '../../contract/thirdOrder';
import { moneyReviews, thirdOrderDetailsOf, thirdOrders } from '../fixtures/thirdOrders';
import type { AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, filterRows, found } from './util';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** D58: the answers of third-party orders and the money review (the server's refusals alike; the fixtures do not change). */
export const thirdOrderAnswers: AnswersOf<typeof thirdOrder> = {
  third: {
    list: (query) =>
      filterRows(thirdOrders, {
        channel: query.channel,
        channelOrderNo: query.channelOrderNo,
        orderNo: query.orderNo,
        batchNo: query.batchNo,
        enterpriseId: query.enterpriseId,
        orderStatus: query.orderStatus,
      }),
    get: ({ thirdOrderId }) => found(thirdOrderDetailsOf(thirdOrderId), `第三方订单 ${thirdOrderId} `),
    import: () => ({ importedCount: 2, errorCount: 0, errorFile: null, batchNo: 'TP2024061710000000004' }),
    downloadError: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '第三方订单导入错误.xlsx' }),
  },
  moneyReview: {
    list: (query) =>
      filterRows(moneyReviews, {
        orderNo: query.orderNo,
        reviewState: query.reviewState,
        reviewRequired: query.reviewRequired,
      }),
    approve: ({ orderId }) => {
      const row = found(
        moneyReviews.find((review) => review.orderId === orderId),
        `订单 ${orderId} `,
      );
      if (row.reviewState === 'approved') throw new AnswerFailure(`订单 ${row.orderNo} 的费用已审核通过`);
      return null;
    },
    back: ({ orderId, reason }) => {
      if (reason.trim() === '') throw new AnswerFailure('请填写退回原因');
      const row = found(
        moneyReviews.find((review) => review.orderId === orderId),
        `订单 ${orderId} `,
      );
      if (row.reviewState === 'returned')
        throw new AnswerFailure(`订单 ${row.orderNo} 的费用已退回，金额变更或审核通过前无需再次退回`);
      return null;
    },
  },
};
