import { expect } from 'vitest';
import type { masterScore } from '../../contract/masterScore';
import type { orderFeedback } from '../../contract/orderFeedback';
import type { ContractTarget } from '../contractTarget';
import { AS_INPUT, type CasesOf } from '../runCases';

/**
 * A completed order with no rating yet: the first of the completed orders that no rating names (the
 * seed leaves some; the fixtures' order 4 is one).
 */
async function unratedOrderNo(target: ContractTarget): Promise<string> {
  const [completed, ratings] = await Promise.all([
    target.client.order.order.list({ orderStatus: 'completed', pageNum: 1, pageSize: 100 }),
    target.client.order.feedback.list({ pageNum: 1, pageSize: 500 }),
  ]);
  const rated = new Set(ratings.rows.map((row) => row.orderNo));
  const order = completed.rows.find((row) => row.orderNo !== null && !rated.has(row.orderNo));
  return order?.orderNo ?? 'GD202406004';
}

/** D50: customers' ratings of finished orders (as staff holding the feedback codes). */
export const orderFeedbackCases: CasesOf<typeof orderFeedback> = {
  feedback: {
    list: {
      input: { stars: 5, masterId: 1, pageNum: 1, pageSize: 10 },
      sends: 'GET /order/feedback/list?stars=5&masterId=1&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.stars === 5 && row.masterId === 1)).toBe(true);
      },
    },
    add: {
      input: { orderNo: 'GD202406004', stars: 4, comment: '安装整洁，客户满意' },
      prepare: async (target) => {
        const orderNo = await unratedOrderNo(target);
        return { input: { orderNo, stars: 4, comment: '安装整洁，客户满意' } };
      },
      sends: 'POST /order/feedback/add',
      body: AS_INPUT,
      check: (rating) => expect(rating).toMatchObject({ stars: 4, comment: '安装整洁，客户满意' }),
    },
    export: {
      input: { stars: 5 },
      sends: 'GET /order/feedback/export?stars=5',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
};

/** D50: the masters' scores and the dispatchers' master search (ids both the fixtures and the seed hold). */
export const masterScoreCases: CasesOf<typeof masterScore> = {
  score: {
    list: {
      input: { minScore: 3, pageNum: 1, pageSize: 10 },
      sends: 'GET /master/score/list?minScore=3&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.score !== null && row.score >= 3 && row.ratingCount > 0)).toBe(
          true,
        );
      },
    },
    detail: {
      input: { masterId: 1 },
      sends: 'GET /master/score/detail?masterId=1',
      check: (detail) => {
        expect(detail.masterId).toBe(1);
        expect(detail.ratings.length).toBeGreaterThan(0);
        expect(detail.ratings.every((row) => row.masterId === 1)).toBe(true);
        expect(detail.score).not.toBeNull();
      },
    },
  },
  query: {
    list: {
      input: { state: 'active', skill: '1', pageNum: 1, pageSize: 10 },
      sends: 'GET /master/query/list?state=active&skill=1&pageNum=1&pageSize=10',
      check: (page) => {
        expect(page.rows.length).toBeGreaterThan(0);
        expect(page.rows.every((row) => row.state === 'active' && row.skills.includes('1'))).toBe(true);
        expect(page.rows[0]).not.toHaveProperty('idCardNo');
      },
    },
  },
};
