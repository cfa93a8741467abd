import { contract } from '@onsite/api-client';
import { type MoneyReview, THIRD_ORDER_IMPORT_COLUMNS, type ThirdOrder } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { storeSetting } from '../../core/settings';
import { readFirstSheet } from '../../enterprise/xlsxRead';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let dispatcher: string;
beforeEach(async () => {
  server = await startTestServer();
  dispatcher = await server.login('dispatcher');
});
afterEach(async () => server.close());

interface ImportAnswer {
  importedCount: number;
  errorCount: number;
  errorFile: string | null;
  batchNo: string | null;
}

const HEADER = [...THIRD_ORDER_IMPORT_COLUMNS];
const row = (no: string, overrides: Record<number, string> = {}) => {
  const cells = [
    '京东',
    no,
    '黄先生',
    '13912345678',
    '广东省',
    '深圳市',
    '南山区',
    '科技园1栋',
    '安装',
    '智能锁安装',
    '2',
    '周末',
  ];
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value;
  return cells;
};
const workbook = async (rows: string[][], header: string[] = HEADER) =>
  (await writeXlsxFile([header, ...rows], { sheet: 'orders' }).toBuffer()) as Buffer;

async function upload(token: string, data: Buffer, enterpriseId: number | string = 1, language = 'zh-CN') {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/order/third/import?enterpriseId=${enterpriseId}`,
    headers: {
      'access-token': token,
      'accept-language': language,
      'content-type': 'multipart/form-data; boundary=b0',
    },
    payload: Buffer.concat([
      Buffer.from(
        '--b0\r\nContent-Disposition: form-data; name="file"; filename="jd.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n--b0--\r\n'),
    ]),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: ImportAnswer },
  };
}

const snapshot = () => ({
  third: server.db.prepare('SELECT * FROM third_order ORDER BY third_order_id').all(),
  orders: server.count('work_order'),
  course: server.count('work_order_course'),
});

async function refusedUnchanged(
  action: () => Promise<{ body: { code: number; msg: string } }>,
  msg: string | RegExp,
) {
  const before = snapshot();
  const answer = await action();
  expect(answer.body.code).not.toBe(0);
  expect(answer.body.msg).toMatch(msg);
  expect(snapshot()).toEqual(before);
  return answer;
}

describe('third-party orders (D58)', () => {
  it('lists the seeded imports, newest first, with the linked order', async () => {
    const page = await server.call('GET', '/order/third/list', {
      token: dispatcher,
      query: { pageSize: 10 },
    });
    expect(page.body.code).toBe(0);
    const rows = page.body.rows as ThirdOrder[];
    expect(rows.length).toBe(server.count('third_order'));
    expect(rows[0]?.channel).toBe('天猫');
    expect(rows.every((r) => r.orderNo.startsWith('GD') && r.orderStatus === 'toDispatch')).toBe(true);
    const byChannel = await server.call('GET', '/order/third/list', {
      token: dispatcher,
      query: { channel: '京东' },
    });
    expect((byChannel.body.rows as ThirdOrder[]).every((r) => r.channel === '京东')).toBe(true);
  });

  it('imports every row as an order to dispatch (the creation of /order/order/add), linked and listed under one batch', async () => {
    const before = server.count('work_order');
    const answer = await upload(dispatcher, await workbook([row('JD-1'), row('JD-2', { 2: '郑女士' })]));
    expect(answer.body).toMatchObject({
      code: 0,
      data: { importedCount: 2, errorCount: 0, errorFile: null },
    });
    expect(answer.body.msg).toMatch(/成功导入 2 个第三方订单/);
    expect(server.count('work_order')).toBe(before + 2);
    const batchNo = answer.body.data.batchNo ?? '';
    const page = await server.call('GET', '/order/third/list', { token: dispatcher, query: { batchNo } });
    const rows = page.body.rows as ThirdOrder[];
    expect(rows.map((r) => r.channelOrderNo).sort()).toEqual(['JD-1', 'JD-2']);
    const order = server.db
      .prepare(
        'SELECT order_status, enterprise_id, number, area_code, principal_id FROM work_order WHERE order_id = ?',
      )
      .get(rows[0]?.orderId);
    expect(order).toMatchObject({
      order_status: 'toDispatch',
      enterprise_id: 1,
      number: 2,
      area_code: '440305',
    });
    const details = await server.call('GET', `/order/third/get/${rows[0]?.thirdOrderId}`, {
      token: dispatcher,
    });
    expect(details.body.code).toBe(0);
    const data = details.body.data as { course: { operateContent: string }[]; fileLine: number };
    expect(data.course[0]?.operateContent).toMatch(/^第三方导入：京东 JD-/);
    expect(data.fileLine).toBeGreaterThanOrEqual(2);
  });

  it('imports nothing when a row is bad and answers an error workbook naming every bad row in the caller language', async () => {
    const before = snapshot();
    const bad = await upload(
      dispatcher,
      await workbook([
        row('JD-9'),
        row('JD-10', { 3: '123', 6: '不存在区' }),
        row('JD-9'),
        row('JD-11', { 8: '不存在的类型', 10: '0' }),
        row('', { 9: '' }),
      ]),
      1,
      'en-US',
    );
    expect(bad.body.code).toBe(0);
    expect(bad.body.data).toMatchObject({ importedCount: 0, errorCount: 4, batchNo: null });
    expect(snapshot()).toEqual(before);
    const file = await server.call('GET', '/order/third/downloadError', {
      token: dispatcher,
      query: { fileName: bad.body.data.errorFile ?? '' },
    });
    const rows = readFirstSheet(file.raw).map((r) => r.cells);
    expect(rows[0]?.[0]).toBe('Row');
    const reasons = rows.slice(1).map((r) => r[r.length - 1]);
    expect(reasons[0]).toMatch(/not a valid mobile number.*do not exist or do not match/);
    expect(reasons[1]).toMatch(/Repeats the channel order number of row 2/);
    expect(reasons[2]).toMatch(/Install type “不存在的类型” does not exist.*quantity must be a whole number/);
    expect(reasons[3]).toMatch(/channel order number cannot be empty.*order type cannot be empty/);
  });

  it('refuses a channel order number imported before (idempotent), a wrong header, an empty or oversized file, changing nothing', async () => {
    await upload(dispatcher, await workbook([row('JD-DUP')]));
    const again = await upload(dispatcher, await workbook([row('JD-DUP')]));
    expect(again.body.data).toMatchObject({ importedCount: 0, errorCount: 1 });
    await refusedUnchanged(() => upload(dispatcher, Buffer.from('not a zip')), '不是有效的 .xlsx 文件');
    await refusedUnchanged(
      async () => upload(dispatcher, await workbook([row('JD-H')], ['渠道', '订单号'])),
      /^导入文件的第一行应为表头：渠道名称、渠道订单号/,
    );
    await refusedUnchanged(async () => upload(dispatcher, await workbook([])), '导入文件中没有订单数据');
    const many = Array.from({ length: 201 }, (_, index) => row(`M-${index}`));
    await refusedUnchanged(async () => upload(dispatcher, await workbook(many)), '一次最多导入 200 行订单');
    await refusedUnchanged(
      async () => upload(dispatcher, await workbook([row('JD-E')]), 9999),
      '企业 9999 不存在',
    );
  });

  it('keeps an enterprise user to their own enterprise and refuses callers without the codes', async () => {
    const enterprise = await server.login('enterprise');
    const own = await upload(enterprise, await workbook([row('ENT-1')]), 2);
    expect(own.body.code).toBe(0);
    const id = server.db
      .prepare("SELECT enterprise_id FROM third_order WHERE channel_order_no = 'ENT-1'")
      .get() as { enterprise_id: number };
    expect(id.enterprise_id).toBe(1);
    const listed = await server.call('GET', '/order/third/list', {
      token: enterprise,
      query: { enterpriseId: 2 },
    });
    expect((listed.body.rows as ThirdOrder[]).every((r) => r.enterpriseId === 1)).toBe(true);
    // Another enterprise's third-party order does not exist for them.
    await upload(dispatcher, await workbook([row('OTHER-1')]), 2);
    const other = server.db
      .prepare("SELECT third_order_id FROM third_order WHERE channel_order_no = 'OTHER-1'")
      .get() as { third_order_id: number };
    const refused = await server.call('GET', `/order/third/get/${other.third_order_id}`, {
      token: enterprise,
    });
    expect(refused.body).toMatchObject({ code: 500, msg: `第三方订单 ${other.third_order_id} 不存在` });
    const finance = await server.login('finance');
    await refusedUnchanged(() => upload(finance, Buffer.from('x')), /没有权限/);
    const viewer = await server.login('viewer');
    expect((await server.call('GET', '/order/third/list', { token: viewer })).status).toBe(403);
    const wrongFile = await server.call('GET', '/order/third/downloadError', {
      token: dispatcher,
      query: { fileName: 'exports/model-import-errors-x.xlsx' },
    });
    expect(wrongFile.body.msg).toBe('只能下载第三方订单导入的错误文件');
  });

  it('answers the contract shape of its calls', () => {
    expect(contract.order.third.import.path).toBe('/order/third/import');
  });
});

describe('money review before settlement (D58)', () => {
  const reviews = async (token: string, query: Record<string, unknown> = {}) =>
    (await server.call('GET', '/order/moneyReview/list', { token, query: { pageSize: 100, ...query } })).body
      .rows as MoneyReview[];
  const post = (path: string, token: string, body: unknown) =>
    server.call('POST', `/order/moneyReview/${path}`, { token, body });
  const reviewRows = () => server.db.prepare('SELECT * FROM order_money_review ORDER BY review_id').all();
  const verified = () =>
    server.db
      .prepare(
        `SELECT order_id, order_no FROM work_order o WHERE order_status = 'verified' AND held = 0
           AND NOT EXISTS (SELECT 1 FROM order_money_review r WHERE r.order_id = o.order_id)
           AND NOT EXISTS (SELECT 1 FROM order_acceptance a WHERE a.order_id = o.order_id AND a.state = 'disputed')
         ORDER BY order_id LIMIT 1`,
      )
      .get() as { order_id: number; order_no: string };
  const settle = (token: string, orderId: number) =>
    server.call('POST', '/order/order/settle', { token, body: { orderId, remark: '' } });

  it('lists every verified order with its amounts and review state; the seeded approval shows', async () => {
    const finance = await server.login('finance');
    const rows = await reviews(finance);
    expect(rows.length).toBe(server.count('work_order', "order_status = 'verified'"));
    expect(rows.some((r) => r.reviewState === 'approved' && r.reviewBy === '钱财务')).toBe(true);
    for (const r of rows) {
      expect(r.enterpriseAmount).toBeCloseTo(r.feeAmount + r.partsAmount + r.approvedAmount, 2);
      expect(r.reviewRequired).toBe(r.enterpriseAmount >= 1000);
    }
    expect(
      (await reviews(finance, { reviewState: 'approved' })).every((r) => r.reviewState === 'approved'),
    ).toBe(true);
  });

  it('settles a charge from the configured amount only after an approval of the present amounts', async () => {
    const finance = await server.login('finance');
    const order = verified();
    storeSetting(server.db, 'order.moneyReviewYuan', 0, 'admin', Date.now());
    const waiting = await settle(finance, order.order_id);
    expect(waiting.body.msg).toMatch(
      new RegExp(`^订单 ${order.order_no} 应扣 .* 元，达到费用审核金额 0.00 元，财务费用审核通过后才能结算$`),
    );
    expect(server.count('work_order', `order_id = ${order.order_id} AND order_status = 'verified'`)).toBe(1);

    // Sent back: refused with the reason, and a second sending back is refused.
    expect((await post('back', finance, { orderId: order.order_id, reason: '  ' })).body.msg).toBe(
      '请填写退回原因',
    );
    const back = await post('back', finance, { orderId: order.order_id, reason: '数量不符' });
    expect(back.body).toMatchObject({ code: 0, msg: '费用审核已退回' });
    const before = reviewRows();
    expect((await post('back', finance, { orderId: order.order_id, reason: '再退' })).body.msg).toMatch(
      /已退回/,
    );
    expect(reviewRows()).toEqual(before);
    expect((await settle(finance, order.order_id)).body.msg).toBe(
      `订单 ${order.order_no} 的费用审核已退回（数量不符），审核通过后才能结算`,
    );

    // Approved: settled; a second approval is refused.
    expect((await post('approve', finance, { orderId: order.order_id })).body).toMatchObject({ code: 0 });
    expect((await post('approve', finance, { orderId: order.order_id })).body.msg).toMatch(/已审核通过/);
    const course = server.db
      .prepare(
        "SELECT operate_content FROM work_order_course WHERE order_id = ? AND operate_type = '费用审核'",
      )
      .all(order.order_id) as { operate_content: string }[];
    expect(course.map((c) => c.operate_content)).toEqual([
      '费用审核退回：数量不符',
      expect.stringMatching(/^费用审核通过：企业应付 .* 元，师傅应得 .* 元$/),
    ]);
    expect((await settle(finance, order.order_id)).body).toMatchObject({ code: 0, msg: '结算成功' });
    // Settled: no longer reviewable.
    expect((await post('back', finance, { orderId: order.order_id, reason: 'x' })).body.msg).toBe(
      '只有已验收、未结算的订单可以审核费用',
    );
  });

  it('asks for a new review when the amounts change after an approval', async () => {
    const finance = await server.login('finance');
    const order = verified();
    storeSetting(server.db, 'order.moneyReviewYuan', 0, 'admin', Date.now());
    await post('approve', finance, { orderId: order.order_id });
    server.db
      .prepare('UPDATE order_money_review SET enterprise_cents = enterprise_cents + 1 WHERE order_id = ?')
      .run(order.order_id);
    const row = (await reviews(finance, { orderNo: order.order_no }))[0];
    expect(row?.reviewState).toBe('pending');
    expect((await settle(finance, order.order_id)).body.msg).toMatch(/财务费用审核通过后才能结算/);
  });

  it('leaves charges under the amount to settle unreviewed (the default 1000 yuan)', async () => {
    const order = verified();
    const answer = await settle(dispatcher, order.order_id);
    expect(answer.body).toMatchObject({ code: 0, msg: '结算成功' });
  });

  it('refuses an order not verified, one out of reach, and callers without the codes, changing nothing', async () => {
    const finance = await server.login('finance');
    const toDispatch = server.db
      .prepare("SELECT order_id FROM work_order WHERE order_status = 'toDispatch' LIMIT 1")
      .get() as { order_id: number };
    const before = reviewRows();
    expect((await post('approve', finance, { orderId: toDispatch.order_id })).body.msg).toBe(
      '只有已验收、未结算的订单可以审核费用',
    );
    expect((await post('approve', finance, { orderId: 999999 })).body.msg).toBe('订单 999999 不存在');
    // The dispatcher reads the review but does not decide it.
    expect((await reviews(dispatcher)).length).toBeGreaterThan(0);
    expect((await post('approve', dispatcher, { orderId: verified().order_id })).status).toBe(403);
    const viewer = await server.login('viewer');
    expect((await server.call('GET', '/order/moneyReview/list', { token: viewer })).status).toBe(403);
    expect(reviewRows()).toEqual(before);
  });
});
