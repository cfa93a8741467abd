import { MASTER_SCORE_WINDOW, masterScoreOf, type OrderFeedback } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let dispatcher: string;
beforeEach(async () => {
  server = await startTestServer();
  dispatcher = await server.login('dispatcher');
});
afterEach(async () => server.close());

interface Answer<T> {
  status: number;
  body: { code: number; msg: string; data?: T; rows?: T[]; total?: number };
}

const list = (token: string, query: Record<string, string | number | undefined> = {}) =>
  server.call('GET', '/order/feedback/list', { token, query }) as Promise<Answer<OrderFeedback>>;
const add = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/order/feedback/add', { token, body }) as Promise<Answer<OrderFeedback>>;

/** Everything recording a rating may change. */
const snapshot = () => ({
  ratings: server.db.prepare('SELECT * FROM order_feedback ORDER BY feedback_id').all(),
  scores: server.db.prepare('SELECT master_id, score FROM master ORDER BY master_id').all(),
});

async function refusedUnchanged(action: () => Promise<Answer<unknown>>, msg: string | RegExp) {
  const before = snapshot();
  const answer = await action();
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
  return answer;
}

/** An order of the seed in a status, rated or not. */
function orderIn(status: string, rated: boolean): { order_no: string; master_id: number | null } {
  return server.db
    .prepare(
      `SELECT o.order_no, o.master_id FROM work_order o WHERE o.order_status = ?
         AND ${rated ? '' : 'NOT '}EXISTS (SELECT 1 FROM order_feedback f WHERE f.order_id = o.order_id)
       ORDER BY o.order_id LIMIT 1`,
    )
    .get(status) as { order_no: string; master_id: number | null };
}

const storedScore = (masterId: number) =>
  (
    server.db.prepare('SELECT score FROM master WHERE master_id = ?').get(masterId) as {
      score: number | null;
    }
  ).score;

/** The score from the master's newest ratings in the database, as D50 defines it. */
const expectedScore = (masterId: number) =>
  masterScoreOf(
    (
      server.db
        .prepare(
          'SELECT stars FROM order_feedback WHERE master_id = ? ORDER BY create_time DESC, feedback_id DESC LIMIT ?',
        )
        .all(masterId, MASTER_SCORE_WINDOW) as { stars: number }[]
    ).map((row) => row.stars),
  );

describe('order feedback (D50)', () => {
  it('lists the seeded ratings newest first, with the order, its enterprise and the master', async () => {
    const { body } = await list(dispatcher, { pageSize: 50 });
    expect(body.code).toBe(0);
    expect(body.total).toBe(server.count('order_feedback'));
    expect(body.total).toBeGreaterThan(50);
    const times = body.rows?.map((row) => row.createTime) ?? [];
    expect(times).toEqual([...times].sort().reverse());
    const first = body.rows?.[0] as OrderFeedback;
    expect(first.orderNo).toMatch(/\S/);
    expect(first.enterpriseName).toMatch(/\S/);
    expect(first.masterName).toMatch(/师傅$/);
    // Two stars or fewer always come with a comment.
    expect(body.rows?.filter((row) => row.stars <= 2).every((row) => row.comment !== '')).toBe(true);
  });

  it('filters by master, enterprise, stars and days', async () => {
    const { body: all } = await list(dispatcher);
    const one = all.rows?.[0] as OrderFeedback;
    const day = one.createTime.slice(0, 10);
    const { body } = await list(dispatcher, {
      masterId: one.masterId,
      enterpriseId: one.enterpriseId,
      stars: one.stars,
      beginTime: day,
      endTime: day,
      pageSize: 100,
    });
    expect(body.rows?.map((row) => row.feedbackId)).toContain(one.feedbackId);
    expect(
      body.rows?.every(
        (row) =>
          row.masterId === one.masterId &&
          row.enterpriseId === one.enterpriseId &&
          row.stars === one.stars &&
          row.createTime.startsWith(day),
      ),
    ).toBe(true);
    const { body: range } = await list(dispatcher, { beginTime: '2025-03-10', endTime: '2025-03-01' });
    expect(range).toMatchObject({ code: 400, msg: '开始时间不能晚于结束时间' });
  });

  it('records a rating on a completed order and recomputes the master score at once', async () => {
    const order = orderIn('completed', false);
    const masterId = order.master_id as number;
    const { body } = await add(dispatcher, { orderNo: order.order_no, stars: 1, comment: '  爽约未上门  ' });
    expect(body).toMatchObject({ code: 0, msg: '评价已记录' });
    expect(body.data).toMatchObject({
      orderNo: order.order_no,
      masterId,
      stars: 1,
      comment: '爽约未上门',
      createBy: '王派单',
      createTime: '2025-03-15 10:00:00',
    });
    expect(storedScore(masterId)).toBe(expectedScore(masterId));
    expect(server.count('order_feedback', `master_id = ${masterId} AND stars = 1`)).toBeGreaterThan(0);
  });

  it('refuses an unknown, unfinished or rated order, a low rating without a comment and bad input, changing nothing', async () => {
    await refusedUnchanged(
      () => add(dispatcher, { orderNo: 'GD-NONE', stars: 5, comment: '' }),
      '订单 GD-NONE 不存在',
    );
    for (const status of ['toDispatch', 'dispatched', 'inService', 'cancelled']) {
      const { order_no } = orderIn(status, false);
      await refusedUnchanged(
        () => add(dispatcher, { orderNo: order_no, stars: 5, comment: '' }),
        `订单 ${order_no} 尚未完工，不能评价（师傅完工后才能记录客户评价）`,
      );
    }
    const rated = orderIn('completed', true);
    await refusedUnchanged(
      () => add(dispatcher, { orderNo: rated.order_no, stars: 5, comment: '' }),
      `订单 ${rated.order_no} 已有评价，每个订单只能评价一次`,
    );
    const open = orderIn('verified', false) ?? orderIn('completed', false);
    await refusedUnchanged(
      () => add(dispatcher, { orderNo: open.order_no, stars: 2, comment: '   ' }),
      '两星及以下的评价请填写评价内容',
    );
    await refusedUnchanged(() => add(dispatcher, { orderNo: '   ', stars: 5, comment: '' }), '请输入订单号');
    const zero = await refusedUnchanged(
      () => add(dispatcher, { orderNo: open.order_no, stars: 0, comment: '' }),
      /评分星级/,
    );
    expect(zero.status).toBe(400);
    await refusedUnchanged(
      () => add(dispatcher, { orderNo: open.order_no, stars: 6, comment: '' }),
      /评分星级/,
    );
    await refusedUnchanged(
      () => add(dispatcher, { orderNo: open.order_no, stars: 4.5, comment: '' }),
      /评分星级/,
    );
    await refusedUnchanged(
      () => add(dispatcher, { orderNo: open.order_no, stars: 5, comment: '好'.repeat(501) }),
      /评价内容/,
    );
  });

  it('refuses enterprise users and masters even with the codes, and staff without them', async () => {
    const order = orderIn('completed', false);
    server.db
      .prepare(
        `INSERT OR IGNORE INTO sys_role_button (role_id, button)
         SELECT r.role_id, c.code FROM sys_role r, (SELECT 'order:feedback:list' AS code UNION ALL SELECT 'order:feedback:add') c
         WHERE r.role_key IN ('enterprise', 'master')`,
      )
      .run();
    for (const login of ['enterprise', 'master']) {
      const token = await server.login(login);
      const listed = await list(token);
      expect(listed.status, login).toBe(403);
      const added = await refusedUnchanged(
        () => add(token, { orderNo: order.order_no, stars: 5, comment: '' }),
        /订单反馈/,
      );
      expect(added.status, login).toBe(403);
    }
    const viewer = await server.login('viewer');
    expect((await list(viewer)).status).toBe(403);
    await refusedUnchanged(() => add(viewer, { orderNo: order.order_no, stars: 5, comment: '' }), /没有权限/);
  });

  it('exports the filtered ratings to staff holding the export code only', async () => {
    const exported = await server.call('GET', '/order/feedback/export', {
      token: dispatcher,
      query: { stars: 5 },
    });
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-type'])).toContain('spreadsheetml');
    expect(exported.raw.subarray(0, 2).toString()).toBe('PK');
    // Customer service records and reads ratings but does not export them.
    const service = await server.login('service', 'Onsite@2024');
    expect((await list(service)).body.code).toBe(0);
    const refused = await server.call('GET', '/order/feedback/export', { token: service, query: {} });
    expect(refused.status).toBe(403);
  });
});
