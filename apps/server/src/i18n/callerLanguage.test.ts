import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

/** D30: `msg` in the language the caller's Accept-Language names; zh-CN without one. */
describe('server messages in the caller’s language (issue 16 item 6)', () => {
  let server: TestServer;
  let adminToken: string;
  let viewerToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.login('admin');
    viewerToken = await server.login('viewer');
  });
  afterAll(() => server.close());

  async function send(
    method: 'GET' | 'POST',
    url: string,
    options: { language?: string; token?: string; body?: object } = {},
  ) {
    const response = await server.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...(options.token ? { 'access-token': options.token } : {}),
      },
      ...(options.body ? { payload: options.body } : {}),
    });
    return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
  }

  // Each attempt names another account, so that no account reaches its lock (5 failures).
  const wrongPassword = (index: number) => ({
    username: index % 2 === 0 ? 'dispatcher' : `nobody${index}`,
    password: 'wrong-password',
    code: '',
    uuid: '',
  });

  it('answers a wrong password in each of the four languages, zh-CN by default', async () => {
    const expected: [string | undefined, string][] = [
      [undefined, '用户名或密码错误'],
      ['zh-CN', '用户名或密码错误'],
      ['zh-TW', '使用者名稱或密碼錯誤'],
      ['en-US', 'Incorrect username or password'],
      ['pt-BR,pt;q=0.9,en;q=0.8', 'Usuário ou senha incorretos'],
      ['fr-FR', '用户名或密码错误'],
    ];
    for (const [index, [language, msg]] of expected.entries()) {
      const { status, body } = await send('POST', '/auth/login', {
        body: wrongPassword(index),
        ...(language ? { language } : {}),
      });
      expect(status).toBe(200);
      expect(body, String(language)).toEqual({ code: 500, msg });
    }
  });

  it('answers a validation failure with the field named in English', async () => {
    const { status, body } = await send('POST', '/auth/login', {
      language: 'en-US',
      body: { password: 'x', code: '', uuid: '' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: 'Request body Account (username): cannot be empty' });
    const zh = await send('POST', '/auth/login', { body: { password: 'x', code: '', uuid: '' } });
    expect(zh.body).toEqual({ code: 400, msg: '请求体 账号（username） 不能为空' });
  });

  it('answers 401, 403 and 404 in the caller’s language', async () => {
    const expired = await send('GET', '/system/user/info', { language: 'en-US', token: 'expired-token' });
    expect(expired).toEqual({
      status: 401,
      body: { code: 401, msg: 'Your session has expired, please sign in again' },
    });
    const refused = await send('POST', '/basicdata/orderType/del', {
      language: 'pt-BR',
      token: viewerToken,
      body: { orderTypeId: 1 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      'Você não tem permissão para executar esta operação (POST /basicdata/orderType/del). Peça acesso a um administrador',
    );
    const missing = await send('GET', '/enterprise/management/get/99999', {
      language: 'zh-TW',
      token: adminToken,
    });
    expect(missing).toEqual({ status: 404, body: { code: 404, msg: '企業 99999 不存在' } });
    const noRoute = await send('GET', '/no/such/call', { language: 'en-US' });
    expect(noRoute).toEqual({ status: 404, body: { code: 404, msg: 'No such API: GET /api/no/such/call' } });
  });

  it('answers a success msg in the caller’s language', async () => {
    const { body } = await send('POST', '/auth/login', {
      language: 'en-US',
      body: { username: 'viewer', password: 'Viewer@1234', code: '', uuid: '' },
    });
    expect(body).toMatchObject({ code: 0, msg: 'Signed in' });
  });
});
