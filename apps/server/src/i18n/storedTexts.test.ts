import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

const CJK = /[\u4e00-\u9fff]/;

/**
 * D30, issue 16 item 6: texts the server stored in zh-CN (an order's course, the sign-in log) are
 * messages read back in the caller's language; the stored rows and names stay as written.
 */
describe('stored zh-CN texts answered in the caller’s language', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.login('admin');
  });
  afterAll(() => server.close());

  async function get<T>(url: string, language?: string): Promise<T> {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { 'access-token': adminToken, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  }

  type Course = { operateType: string; operateContent: string; operateBy: string }[];
  const courseOf = async (orderId: number, language?: string) =>
    (await get<{ data: { course: Course } }>(`/order/order/get/${orderId}`, language)).data.course;

  it('names the course’s events and the system’s notes in English, names as written', async () => {
    const zh = await courseOf(1);
    const en = await courseOf(1, 'en-US');
    expect(zh[0]?.operateType).toBe('创建');
    expect(en.map((step) => step.operateType)).not.toContainEqual(expect.stringMatching(CJK));
    expect(en[0]?.operateType).toBe('Created');
    for (const [index, step] of en.entries()) {
      const stored = zh[index];
      // The master's name in a dispatch note is data: it stays as written.
      if (stored?.operateContent.startsWith('派给')) {
        expect(step.operateContent).toBe(`Assigned to ${stored.operateContent.slice(2)}`);
      } else expect(step.operateContent).not.toMatch(CJK);
    }
    const pt = await courseOf(1, 'pt-BR');
    expect(pt[0]?.operateType).toBe('Criado');
  });

  it('answers the sign-in log’s message and location in the caller’s language, zh-CN by default', async () => {
    type Log = { rows: { msg: string; loginLocation: string; loginName: string }[] };
    const zh = await get<Log>('/system/logininfor/list?pageNum=1&pageSize=50');
    const en = await get<Log>('/system/logininfor/list?pageNum=1&pageSize=50', 'en-US');
    expect(zh.rows.map((row) => row.msg)).toContain('登录成功');
    expect(zh.rows.map((row) => row.loginLocation)).toContain('内网IP');
    expect(en.rows.length).toBe(zh.rows.length);
    expect(en.rows.map((row) => row.msg)).toContain('Signed in');
    expect(en.rows.map((row) => row.loginLocation)).toContain('Internal network');
    expect(en.rows.filter((row) => CJK.test(`${row.msg}${row.loginLocation}`))).toEqual([]);
  });

  it('answers the operation log’s module names in the caller’s language, zh-CN by default', async () => {
    // An operation the log records: a work status change lands under 工作状态.
    const dispatcher = await server.login('dispatcher');
    await server.call('POST', '/stuff/stuff/stuffworkstatus', {
      token: dispatcher,
      body: { workStatus: 'WORK_NE' },
    });
    type Log = { rows: { title: string }[] };
    const zh = await get<Log>('/system/operlog/list?pageNum=1&pageSize=50');
    const en = await get<Log>('/system/operlog/list?pageNum=1&pageSize=50', 'en-US');
    expect(zh.rows.map((row) => row.title)).toContain('工作状态');
    expect(en.rows.map((row) => row.title)).toContain('Work status');
    expect(en.rows.filter((row) => CJK.test(row.title))).toEqual([]);
  });
});
