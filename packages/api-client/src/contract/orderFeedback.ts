import { FEEDBACK_COMMENT_MAX, FeedbackStarsSchema, OrderFeedbackSchema } from '@onsite/domain';
import { Type } from 'typebox';
import { defineCall } from './define';
import { Envelope, PageEnvelope } from './envelope';
import { optionalId, optionalText, optionalTime, paged, XLSX_MIME } from './fields';

/** The ratings' filters: a master, an enterprise, the stars, an order number; beginTime/endTime bound the time recorded. */
const feedbackFilters = {
  masterId: optionalId(),
  enterpriseId: optionalId(),
  stars: Type.Optional(FeedbackStarsSchema),
  orderNo: optionalText(64),
};

/**
 * D50: 订单反馈 (our own calls, `/order/feedback/*`): the customers' ratings of finished orders, recorded
 * by staff, one per order; staff only (`order:feedback:list`, `order:feedback:add`, `order:feedback:export`).
 */
export const orderFeedback = {
  feedback: {
    list: defineCall({
      method: 'GET',
      path: '/order/feedback/list',
      query: paged(feedbackFilters),
      response: PageEnvelope(OrderFeedbackSchema),
      doc: {
        summary:
          'Customer ratings of finished orders, newest first; beginTime/endTime bound the time recorded',
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    add: defineCall({
      method: 'POST',
      path: '/order/feedback/add',
      body: Type.Object({
        orderNo: Type.String({ minLength: 1, maxLength: 64 }),
        stars: FeedbackStarsSchema,
        /** Required (not blank) for two stars or fewer. */
        comment: Type.String({ maxLength: FEEDBACK_COMMENT_MAX }),
      }),
      response: Envelope(OrderFeedbackSchema),
      doc: {
        summary:
          "Record a customer's rating of a completed order (one per order); the master's score is recomputed at once",
        path: 'chosen',
        payload: 'chosen',
      },
    }),
    export: defineCall({
      method: 'GET',
      path: '/order/feedback/export',
      kind: 'blob',
      query: Type.Object({ ...feedbackFilters, beginTime: optionalTime(), endTime: optionalTime() }),
      produces: XLSX_MIME,
      fileName: 'order-feedback.xlsx',
      doc: { summary: 'Excel export of the filtered ratings', path: 'chosen', payload: 'chosen' },
    }),
  },
};
