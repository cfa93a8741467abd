import type { RegistrationCodeRow } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SMS_RESEND_MS } from '../../core/sms';
import { startTestServer, TEST_SMS_CODE, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
beforeEach(async () => {
  server = await startTestServer({ authRateLimit: 1000 });
  admin = await server.login('admin');
});
afterEach(async () => {
  await server.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** TEST_NOW is 2025-03-15 10:00 in UTC+8. */
const IN_A_MONTH = '2025-04-15 23:59:59';

const list = async (query: Record<string, unknown> = {}, token = admin) => {
  const answer = await server.call('GET', '/enterprise/registrationCodes/list', {
    token,
    query: { pageSize: 100, ...query },
  });
  return answer.body as { code: number; msg: string; rows: RegistrationCodeRow[]; total: number };
};

const issue = async (body: Record<string, unknown> = {}, token = admin) =>
  server.call('POST', '/enterprise/registrationCodes/add', {
    token,
    body: { enterpriseId: 1, expireTime: IN_A_MONTH, maxUses: 3, ...body },
  });

const issued = async (body: Record<string, unknown> = {}) => {
  const answer = await issue(body);
  expect(answer.body.code).toBe(0);
  return answer.body.data as { codeId: number; registrationCode: string };
};

let phoneSerial = 0;
/** Registers a new employee with `registrationCode` (an SMS code sent to a fresh phone first). */
async function register(
  registrationCode: string,
  phonenumber = `1366666${String(++phoneSerial).padStart(4, '0')}`,
) {
  await server.call('POST', '/auth/weChat/sendRegisterCode', { body: { phonenumber } });
  return server.call('POST', '/auth/addEmployee', {
    body: {
      registrationCode,
      userName: '新员工',
      phonenumber,
      smsCode: TEST_SMS_CODE,
      password: 'Join@12345',
    },
  });
}

const useCount = (codeId: number) =>
  (
    server.db.prepare('SELECT use_count FROM ent_registration_code WHERE code_id = ?').get(codeId) as {
      use_count: number;
    }
  ).use_count;

describe('registration codes (D56)', () => {
  it('lists every enterprise’s codes masked, with state, uses, expiry and creator; never the code', async () => {
    const page = await list();
    expect(page.code).toBe(0);
    const states = new Set(page.rows.map((row) => row.state));
    for (const state of ['enabled', 'disabled', 'expired', 'usedUp']) expect(states).toContain(state);
    for (const row of page.rows) expect(row.maskedCode).toMatch(/^\*{6}[0-9A-Z]{4}$/);
    const usedUp = page.rows.find((row) => row.state === 'usedUp');
    expect(usedUp).toMatchObject({
      enterpriseId: 6,
      useCount: 1,
      maxUses: 1,
      createBy: '李市场',
      standing: 0,
    });
    // The seeded joined accounts are real: each counted use is an account that joined with the code.
    const joined = server.count('sys_user', `registration_code_id = ${usedUp?.codeId ?? 0}`);
    expect(joined).toBe(1);
    const standing = page.rows.find((row) => row.standing === 1);
    expect(standing).toMatchObject({ maxUses: null, expireTime: null, state: 'enabled' });
    // Filters.
    const disabled = await list({ status: '1' });
    expect(disabled.rows.length).toBeGreaterThan(0);
    expect(disabled.rows.every((row) => row.status === '1' && row.state === 'disabled')).toBe(true);
    const ofOne = await list({ enterpriseId: 5 });
    expect(ofOne.rows.every((row) => row.enterpriseId === 5)).toBe(true);
  });

  it('is staff’s: the market role may, the viewer and an enterprise user may not', async () => {
    const market = await server.login('market');
    expect((await list({}, market)).code).toBe(0);
    expect((await issue({}, market)).body.code).toBe(0);
    const viewer = await server.login('viewer');
    const refused = await server.call('GET', '/enterprise/registrationCodes/list', { token: viewer });
    expect(refused.status).toBe(403);
    const enterprise = await server.login('enterprise');
    const codes = server.count('ent_registration_code');
    for (const [method, url, body] of [
      ['GET', '/enterprise/registrationCodes/list', undefined],
      ['POST', '/enterprise/registrationCodes/add', { enterpriseId: 1, expireTime: IN_A_MONTH, maxUses: 1 }],
      ['POST', '/enterprise/registrationCodes/rotate', { codeId: 1 }],
      ['POST', '/enterprise/registrationCodes/disable', { codeId: 1 }],
    ] as const) {
      const answer = await server.call(method, url, { token: enterprise, ...(body ? { body } : {}) });
      expect(answer.status).toBe(403);
    }
    expect(server.count('ent_registration_code')).toBe(codes);
    expect((await server.call('GET', '/enterprise/registrationCodes/list')).status).toBe(401);
  });

  it('issues a code once, in full; the list shows it masked; a person registers with it and a use is counted', async () => {
    const { codeId, registrationCode } = await issued({ maxUses: 2 });
    expect(registrationCode).toMatch(/^[0-9A-Z]{10}$/);
    const row = (await list({ enterpriseId: 1 })).rows.find((candidate) => candidate.codeId === codeId);
    expect(row).toMatchObject({
      maskedCode: `******${registrationCode.slice(-4)}`,
      state: 'enabled',
      useCount: 0,
      maxUses: 2,
      expireTime: IN_A_MONTH,
      createBy: '系统管理员',
    });
    expect(JSON.stringify(await list())).not.toContain(registrationCode);
    // Lower case and spaces around are the same code.
    const check = await server.call('POST', '/auth/registrationCode', {
      body: { registrationCode: registrationCode.toLowerCase() },
    });
    expect(check.body.data).toMatchObject({ enterpriseId: 1 });
    expect((await register(registrationCode)).body.code).toBe(0);
    expect(useCount(codeId)).toBe(1);
    expect(server.count('sys_user', `registration_code_id = ${codeId} AND enterprise_id = 1`)).toBe(1);
  });

  it('refuses a bad expiry, an unknown enterprise and a bad limit, writing nothing', async () => {
    const codes = server.count('ent_registration_code');
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ expireTime: '2025-03-15 09:59:59' }, 400, '有效期须晚于当前时间'],
      [{ expireTime: '2026-03-20' }, 400, '有效期最长 366 天'],
      [{ expireTime: '2025-02-30 12:00:00' }, 400, '有效期格式不正确'],
      [{ enterpriseId: 999 }, 404, '企业 999 不存在'],
    ];
    for (const [body, status, msg] of refusals) {
      const answer = await issue(body);
      expect(answer.status).toBe(status);
      expect(answer.body.msg).toBe(msg);
    }
    for (const maxUses of [0, 1001, 1.5]) expect((await issue({ maxUses })).status).toBe(400);
    expect(server.count('ent_registration_code')).toBe(codes);
    // A bare day lasts through its 23:59:59.
    const { codeId } = await issued({ expireTime: '2025-03-16' });
    const row = (await list({ enterpriseId: 1 })).rows.find((candidate) => candidate.codeId === codeId);
    expect(row?.expireTime).toBe('2025-03-16 23:59:59');
  });

  it('refuses a wrong code, and creates no account', async () => {
    const users = server.count('sys_user');
    expect((await register('ZZZZ9999ZZ')).body.msg).toBe('注册码无效');
    expect(
      (await server.call('POST', '/auth/registrationCode', { body: { registrationCode: 'ZZZZ9999ZZ' } })).body
        .msg,
    ).toBe('注册码无效');
    expect(server.count('sys_user')).toBe(users);
  });

  it('refuses a disabled code until it is enabled again', async () => {
    const { codeId, registrationCode } = await issued();
    const disabled = await server.call('POST', '/enterprise/registrationCodes/disable', {
      token: admin,
      body: { codeId },
    });
    expect(disabled.body).toMatchObject({ code: 0, msg: '禁用成功' });
    const twice = await server.call('POST', '/enterprise/registrationCodes/disable', {
      token: admin,
      body: { codeId },
    });
    expect(twice.body.msg).toBe('注册码已停用');
    const users = server.count('sys_user');
    expect((await register(registrationCode)).body.msg).toBe('注册码已停用');
    expect(
      (await server.call('POST', '/auth/registrationCode', { body: { registrationCode } })).body.msg,
    ).toBe('注册码已停用');
    expect(server.count('sys_user')).toBe(users);
    expect(useCount(codeId)).toBe(0);
    const row = (await list({ status: '1' })).rows.find((candidate) => candidate.codeId === codeId);
    expect(row).toMatchObject({ state: 'disabled', updateBy: '系统管理员' });
    await server.call('POST', '/enterprise/registrationCodes/enable', { token: admin, body: { codeId } });
    expect((await register(registrationCode)).body.code).toBe(0);
  });

  it('refuses an expired code', async () => {
    const { codeId, registrationCode } = await issued({ expireTime: '2025-03-16 10:00:00' });
    server.clock.now += DAY_MS;
    const users = server.count('sys_user');
    expect((await register(registrationCode)).body.msg).toBe('注册码已过期');
    expect(server.count('sys_user')).toBe(users);
    expect(useCount(codeId)).toBe(0);
    // A day later the session has ended too (12 hours).
    admin = await server.login('admin');
    const row = (await list({ enterpriseId: 1 })).rows.find((candidate) => candidate.codeId === codeId);
    expect(row?.state).toBe('expired');
  });

  it('refuses a used-up code: its last use goes to exactly one account', async () => {
    const { codeId, registrationCode } = await issued({ maxUses: 1 });
    expect((await register(registrationCode)).body.code).toBe(0);
    const users = server.count('sys_user');
    expect((await register(registrationCode)).body.msg).toBe('注册码使用次数已用完');
    expect(server.count('sys_user')).toBe(users);
    expect(useCount(codeId)).toBe(1);
    const row = (await list({ enterpriseId: 1 })).rows.find((candidate) => candidate.codeId === codeId);
    expect(row).toMatchObject({ state: 'usedUp', useCount: 1, maxUses: 1 });
  });

  it('counts a use only with the account: a registration refused later (phone taken) counts none', async () => {
    const { codeId, registrationCode } = await issued({ maxUses: 1 });
    // 13800000002 is the dispatcher's phone: refused after the SMS check, in the account's transaction.
    const taken = await register(registrationCode, '13800000002');
    expect(taken.body.msg).toBe('该手机号已注册');
    expect(useCount(codeId)).toBe(0);
    server.clock.now += SMS_RESEND_MS;
    expect((await register(registrationCode)).body.code).toBe(0);
    expect(useCount(codeId)).toBe(1);
  });

  it('rotating gives a new code and the old one stops at once; uses and limit stay', async () => {
    const { codeId, registrationCode: old } = await issued({ maxUses: 3 });
    expect((await register(old)).body.code).toBe(0);
    const rotated = await server.call('POST', '/enterprise/registrationCodes/rotate', {
      token: admin,
      body: { codeId },
    });
    expect(rotated.body.msg).toBe('注册码已更换，旧注册码已失效');
    const fresh = (rotated.body.data as { codeId: number; registrationCode: string }).registrationCode;
    expect(fresh).toMatch(/^[0-9A-Z]{10}$/);
    expect(fresh).not.toBe(old);
    const users = server.count('sys_user');
    expect((await register(old)).body.msg).toBe('注册码无效');
    expect(server.count('sys_user')).toBe(users);
    expect((await register(fresh)).body.code).toBe(0);
    const row = (await list({ enterpriseId: 1 })).rows.find((candidate) => candidate.codeId === codeId);
    expect(row).toMatchObject({ maskedCode: `******${fresh.slice(-4)}`, useCount: 2, maxUses: 3 });
    // An unknown code id.
    const unknown = await server.call('POST', '/enterprise/registrationCodes/rotate', {
      token: admin,
      body: { codeId: 9999 },
    });
    expect(unknown.body).toMatchObject({ code: 404, msg: '注册码 9999 不存在' });
  });

  it('a disabled standing code refuses too; a removed enterprise’s codes are no codes', async () => {
    const enterpriseAdmin = await server.login('enterprise');
    const rotated = await server.call('POST', '/enterprise/registrationCode/rotate', {
      token: enterpriseAdmin,
    });
    const standing = (rotated.body.data as { registrationCode: string }).registrationCode;
    const row = (await list({ enterpriseId: 1 })).rows.find((candidate) => candidate.standing === 1);
    expect(row?.maskedCode).toBe(`******${standing.slice(-4)}`);
    await server.call('POST', '/enterprise/registrationCodes/disable', {
      token: admin,
      body: { codeId: row?.codeId },
    });
    expect((await register(standing)).body.msg).toBe('注册码已停用');
    const { registrationCode } = await issued({ enterpriseId: 7 });
    server.db.prepare('UPDATE ent_enterprise SET del_status = 1 WHERE enterprise_id = 7').run();
    expect((await register(registrationCode)).body.msg).toBe('注册码无效');
  });
});
