import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_SMS_CODE, type TestServer } from '../testing/harness';
import { WECHAT_STATE_TTL_MS } from './binding';

/** D64: 账号绑定 — WeChat through the sandbox gateway, the phone by SMS; every refusal changes nothing. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, token: string, body?: unknown) =>
  server.call('POST', url, { token, ...(body === undefined ? {} : { body }) });
const status = async (token: string) =>
  (await server.call('GET', '/auth/weChat/binding', { token })).body.data as {
    phonenumber: string | null;
    weChat: { nickname: string } | null;
    hasPassword: boolean;
  };
/** Starts an authorisation and, unless told not to, confirms it at the sandbox gateway's page. */
async function authorised(token: string, confirm = true): Promise<string> {
  const { url, state } = (await post('/auth/weChat/authorize', token)).body.data as {
    url: string;
    state: string;
  };
  const page = await server.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('同意授权');
  if (confirm) {
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/sandbox/weChat/authorize/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state }).toString(),
    });
    expect(confirmed.statusCode).toBe(200);
  }
  return state;
}
const sendCode = (phonenumber: string) =>
  server.call('POST', '/auth/weChat/sendRegisterCode', { body: { phonenumber } });

describe('WeChat binding (D64)', () => {
  it('binds the account the sandbox authorised, shows it, and unbinds it', async () => {
    const token = await server.login('dispatcher');
    expect((await status(token)).weChat).toBeNull();
    const bound = await post('/auth/weChat/bind', token, { state: await authorised(token) });
    expect(bound.body).toMatchObject({ code: 0, msg: '微信绑定成功' });
    expect((await status(token)).weChat?.nickname).toMatch(/^微信用户/);
    expect((await post('/auth/weChat/unbind', token)).body).toMatchObject({ code: 0, msg: '微信已解绑' });
    expect((await status(token)).weChat).toBeNull();
  });

  it('refuses an unconfirmed, unknown, expired or foreign state, a second binding, and unbinding nothing', async () => {
    const token = await server.login('market');
    const other = await server.login('finance');
    const before = server.count('sys_user_wechat');
    const unconfirmed = await post('/auth/weChat/bind', token, { state: await authorised(token, false) });
    expect(unconfirmed.body).toMatchObject({ code: 500, msg: '请先在微信授权页面确认授权' });
    const unknown = await post('/auth/weChat/bind', token, { state: 'ab'.repeat(16) });
    expect(unknown.body.msg).toBe('授权已失效，请重新绑定微信');
    const foreign = await post('/auth/weChat/bind', other, { state: await authorised(token) });
    expect(foreign.body.msg).toBe('授权已失效，请重新绑定微信');
    const late = await authorised(token);
    server.clock.now += WECHAT_STATE_TTL_MS + 1;
    expect((await post('/auth/weChat/bind', token, { state: late })).body.msg).toBe(
      '授权已失效，请重新绑定微信',
    );
    expect((await post('/auth/weChat/unbind', token)).body).toMatchObject({ code: 500, msg: '尚未绑定微信' });
    expect(server.count('sys_user_wechat')).toBe(before);
    // Bound once: a second binding is refused until unbound.
    await post('/auth/weChat/bind', token, { state: await authorised(token) });
    const second = await post('/auth/weChat/bind', token, { state: await authorised(token) });
    expect(second.body.msg).toBe('已绑定微信，请先解绑');
    expect(server.count('sys_user_wechat')).toBe(before + 1);
  });

  it('refuses a WeChat account bound to another user', async () => {
    const token = await server.login('dispatcher2');
    const state = await authorised(token);
    // The sandbox account of this user is already someone else's.
    const { open_id: openId } = server.db
      .prepare('SELECT open_id FROM auth_wechat_state WHERE state = ?')
      .get(state) as {
      open_id: string;
    };
    server.db
      .prepare(
        "INSERT INTO sys_user_wechat (user_id, open_id, nickname, bind_time) VALUES (1, ?, 'x', '2024-06-01 00:00:00')",
      )
      .run(openId);
    expect((await post('/auth/weChat/bind', token, { state })).body.msg).toBe('该微信已绑定其他账号');
    server.db.prepare('DELETE FROM sys_user_wechat WHERE user_id = 1').run();
  });

  it('refuses the sandbox pages of an unknown state', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/sandbox/weChat/authorize?state=nope' });
    expect(page.statusCode).toBe(404);
  });
});

describe('phone binding (D64)', () => {
  it('changes the phone after its SMS code, shows it masked, and unbinds it', async () => {
    const token = await server.login('viewer');
    expect((await sendCode('13700000041')).body.code).toBe(0);
    const bound = await post('/auth/weChat/bindPhone', token, {
      phonenumber: '13700000041',
      smsCode: TEST_SMS_CODE,
    });
    expect(bound.body).toMatchObject({ code: 0, msg: '手机号绑定成功' });
    expect((await status(token)).phonenumber).toBe('137****0041');
    expect((await post('/auth/weChat/unbindPhone', token)).body).toMatchObject({
      code: 0,
      msg: '手机号已解绑',
    });
    expect((await status(token)).phonenumber).toBeNull();
    expect((await post('/auth/weChat/unbindPhone', token)).body.msg).toBe('尚未绑定手机号');
  });

  it('refuses a wrong code, the same phone, and a phone another account holds, changing nothing', async () => {
    const token = await server.login('tech1');
    const phoneOf = () =>
      (
        server.db.prepare("SELECT phonenumber FROM sys_user WHERE login_name = 'tech1'").get() as {
          phonenumber: string | null;
        }
      ).phonenumber;
    const mine = phoneOf();
    await sendCode('13700000042');
    const wrong = await post('/auth/weChat/bindPhone', token, {
      phonenumber: '13700000042',
      smsCode: '000000',
    });
    expect(wrong.body).toMatchObject({ code: 500, msg: '验证码错误' });
    if (mine !== null) {
      const same = await post('/auth/weChat/bindPhone', token, { phonenumber: mine, smsCode: TEST_SMS_CODE });
      expect(same.body.msg).toBe('该手机号已是当前绑定的手机号');
    }
    await server.call('POST', '/auth/weChat/sendRegisterCode', { body: { phonenumber: '13800000003' } });
    const taken = await post('/auth/weChat/bindPhone', token, {
      phonenumber: '13800000003',
      smsCode: TEST_SMS_CODE,
    });
    expect(taken.body.msg).toBe('该手机号已被其他账号绑定');
    expect(phoneOf()).toBe(mine);
    const bad = await post('/auth/weChat/bindPhone', token, { phonenumber: '123', smsCode: TEST_SMS_CODE });
    expect(bad.body.code).not.toBe(0);
    expect(bad.status).toBeLessThan(500);
  });

  it('refuses unbinding the phone of an account without a password: its only way to sign in', async () => {
    const token = await server.login('tech2');
    server.db.prepare("UPDATE sys_user SET password_hash = '' WHERE login_name = 'tech2'").run();
    expect((await status(token)).hasPassword).toBe(false);
    const refused = await post('/auth/weChat/unbindPhone', token);
    expect(refused.body).toMatchObject({ code: 500, msg: '手机号是该账号唯一的登录方式，不能解绑' });
    expect(
      (
        server.db.prepare("SELECT phonenumber FROM sys_user WHERE login_name = 'tech2'").get() as {
          phonenumber: string;
        }
      ).phonenumber,
    ).not.toBeNull();
  });

  it('refuses every binding call without a session', async () => {
    expect((await server.call('GET', '/auth/weChat/binding')).status).toBe(401);
    for (const url of ['/auth/weChat/authorize', '/auth/weChat/unbind', '/auth/weChat/unbindPhone'])
      expect((await server.call('POST', url)).status).toBe(401);
  });
});
