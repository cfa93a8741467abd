import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

/** D64: 客服记录 — customer service's contacts about an order; every refusal changes nothing. */
let server: TestServer;
let admin: string;
let viewer: string;
let orderNo: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  viewer = await server.login('viewer');
  orderNo = (
    server.db.prepare('SELECT order_no FROM work_order ORDER BY order_id LIMIT 1').get() as {
      order_no: string;
    }
  ).order_no;
});
afterAll(() => server.close());

const post = (url: string, body: unknown, token = admin) => server.call('POST', url, { token, body });
const fields = () => ({
  orderNo,
  customerName: '陈先生',
  customerMobile: '13912345678',
  channel: 'phone',
  contactTime: '2024-06-03 11:00',
  summary: '客户来电确认安装时间',
  followState: 'pending',
  followNote: '',
});
type Page = {
  rows: { recordId: number; orderNo: string; channel: string; followState: string; handlerName: string }[];
  total: number;
};
const list = async (query: Record<string, unknown>, token = admin) =>
  (await server.call('GET', '/system/csRecord/list', { token, query })).body as unknown as Page & {
    code: number;
  };

describe('customer-service records (D64)', () => {
  it('lists the seeded records newest first, filtered by channel and follow-up state', async () => {
    const all = await list({ pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(8);
    const closed = await list({ followState: 'closed' });
    expect(closed.rows.length).toBeGreaterThan(0);
    expect(closed.rows.every((row) => row.followState === 'closed')).toBe(true);
    const chats = await list({ channel: 'chat' });
    expect(chats.rows.every((row) => row.channel === 'chat')).toBe(true);
  });

  it('records a contact with its handler, changes its follow-up, and deletes it', async () => {
    const added = await post('/system/csRecord/add', fields());
    expect(added.body).toMatchObject({ code: 0, msg: '新增成功' });
    const recordId = added.body.data as number;
    const mine = (await list({ orderNo })).rows.find((row) => row.recordId === recordId);
    expect(mine).toMatchObject({ orderNo, handlerName: '系统管理员', followState: 'pending' });
    const edited = await post('/system/csRecord/edit', {
      recordId,
      ...fields(),
      followState: 'closed',
      followNote: '已改约',
    });
    expect(edited.body).toMatchObject({ code: 0, msg: '修改成功' });
    expect(
      server.db.prepare('SELECT follow_state, contact_time FROM cs_record WHERE record_id = ?').get(recordId),
    ).toEqual({
      follow_state: 'closed',
      contact_time: '2024-06-03 11:00:00',
    });
    expect((await post('/system/csRecord/remove', { recordId })).body).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    expect(server.count('cs_record', `record_id = ${recordId}`)).toBe(0);
  });

  it('refuses an unknown order, empty texts, a future time, closing without a result, an unknown record', async () => {
    const before = server.count('cs_record');
    const cases: [Record<string, unknown>, string][] = [
      [{ orderNo: 'NOPE0001' }, '订单 NOPE0001 不存在'],
      [{ contactTime: '2999-01-01 08:00:00' }, '联系时间不能晚于当前时间'],
      [{ followState: 'closed', followNote: ' ' }, '结束跟进时请填写跟进结果'],
    ];
    for (const [change, msg] of cases)
      expect((await post('/system/csRecord/add', { ...fields(), ...change })).body).toMatchObject({
        code: 500,
        msg,
      });
    // Blank texts (the schema trims them), a wrong channel, mobile or time.
    for (const change of [
      { customerName: '  ' },
      { summary: '  ' },
      { channel: 'fax' },
      { customerMobile: '123' },
      { contactTime: 'yesterday' },
    ]) {
      const answer = await post('/system/csRecord/add', { ...fields(), ...change });
      expect(answer.body.code).not.toBe(0);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await post('/system/csRecord/edit', { recordId: 999_999, ...fields() })).body.msg).toBe(
      '客服记录 999999 不存在',
    );
    expect((await post('/system/csRecord/remove', { recordId: 999_999 })).body.msg).toBe(
      '客服记录 999999 不存在',
    );
    expect(server.count('cs_record')).toBe(before);
  });

  it('refuses a caller without the codes', async () => {
    const before = server.count('cs_record');
    expect((await server.call('GET', '/system/csRecord/list', { token: viewer })).status).toBe(403);
    expect((await post('/system/csRecord/add', fields(), viewer)).status).toBe(403);
    expect((await post('/system/csRecord/edit', { recordId: 1, ...fields() }, viewer)).status).toBe(403);
    expect((await post('/system/csRecord/remove', { recordId: 1 }, viewer)).status).toBe(403);
    expect(server.count('cs_record')).toBe(before);
  });
});
