import { FEEDBACK_LOW_STARS, type MasterQueryRow, type MasterScore } from '@onsite/domain';
import type { masterScore } from '../../contract/masterScore';
import type { orderFeedback } from '../../contract/orderFeedback';
import { masterQueryRows, masterScoreDetailOf, masterScores, orderFeedbacks } from '../fixtures/feedback';
import { orders } from '../fixtures/orders';
import type { AnswersOf } from './types';
import { AnswerFailure, FAKE_XLSX, filterRows, found } from './util';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The order states in which a rating may be recorded (D50). */
const RATABLE = new Set(['completed', 'verified', 'settled']);

interface RatingFilters {
  masterId?: number | undefined;
  enterpriseId?: number | undefined;
  stars?: number | undefined;
  orderNo?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

const ratingsBy = (query: RatingFilters) =>
  filterRows(orderFeedbacks, {
    masterId: query.masterId,
    enterpriseId: query.enterpriseId,
    stars: query.stars,
    orderNo: query.orderNo,
  }).filter(
    (row) =>
      (query.beginTime === undefined || row.createTime >= query.beginTime) &&
      (query.endTime === undefined || row.createTime.slice(0, 10) <= query.endTime.slice(0, 10)),
  );

/** A score range as the server applies it (either bound leaves the unrated out). */
function inRange<T extends Pick<MasterScore | MasterQueryRow, 'score'>>(
  rows: readonly T[],
  { minScore, maxScore }: { minScore?: number | undefined; maxScore?: number | undefined },
): T[] {
  if (minScore !== undefined && maxScore !== undefined && minScore > maxScore)
    throw new AnswerFailure('最低评分不能高于最高评分', 400);
  return rows.filter(
    (row) =>
      (minScore === undefined || (row.score !== null && row.score >= minScore)) &&
      (maxScore === undefined || (row.score !== null && row.score <= maxScore)),
  );
}

/** D50: the answers of the customers' ratings (the server's refusals of a rating alike; the fixtures do not change). */
export const orderFeedbackAnswers: AnswersOf<typeof orderFeedback> = {
  feedback: {
    list: (query) => ratingsBy(query),
    add: ({ orderNo, stars, comment }) => {
      const number = orderNo.trim();
      if (number === '') throw new AnswerFailure('请输入订单号');
      if (stars <= FEEDBACK_LOW_STARS && comment.trim() === '')
        throw new AnswerFailure('两星及以下的评价请填写评价内容');
      const order = found(
        orders.find((row) => row.orderNo === number),
        `订单 ${number} `,
      );
      if (!RATABLE.has(order.orderStatus) || order.masterId === null)
        throw new AnswerFailure(`订单 ${number} 尚未完工，不能评价（师傅完工后才能记录客户评价）`);
      if (orderFeedbacks.some((row) => row.orderNo === number))
        throw new AnswerFailure(`订单 ${number} 已有评价，每个订单只能评价一次`);
      return {
        feedbackId: 99,
        orderId: order.orderId,
        orderNo: number,
        enterpriseId: order.enterpriseId,
        enterpriseName: order.enterpriseName,
        customerName: order.customerName,
        masterId: order.masterId,
        masterName: order.masterName ?? '',
        stars,
        comment: comment.trim(),
        finishTime: order.finishTime,
        createTime: '2024-06-15 10:00:00',
        createBy: '郑客服',
      };
    },
    export: () => ({ body: FAKE_XLSX, contentType: XLSX, fileName: '订单反馈.xlsx' }),
  },
};

/** D50: the answers of the masters' scores and the dispatchers' master search. */
export const masterScoreAnswers: AnswersOf<typeof masterScore> = {
  score: {
    list: (query) =>
      inRange(
        filterRows(masterScores, {
          masterName: query.masterName,
          phonenumber: query.phonenumber,
          state: query.state,
        }),
        query,
      ).sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || b.ratingCount - a.ratingCount),
    detail: ({ masterId }) => found(masterScoreDetailOf(masterId), `师傅 ${masterId} `),
  },
  query: {
    list: (query) =>
      inRange(
        filterRows(masterQueryRows, {
          masterName: query.masterName,
          phonenumber: query.phonenumber,
          state: query.state,
        }),
        query,
      ).filter(
        (row) =>
          (query.skill === undefined || row.skills.includes(query.skill)) &&
          (query.provinceCode === undefined ||
            row.regions.some((region) => region.provinceCode === query.provinceCode)),
      ),
  },
};
