import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as passwords from '../auth/passwords';
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  LOCK_MS,
  REGISTRATION_CODE_MAX_FAILURES,
} from '../config';
import { issueCaptcha } from '../core/captchaStore';
import { assignRegistrationCode, registrationCodeDigest, sealLegacyCodes } from '../core/registrationCodes';
import { SMS_RESEND_MS } from '../core/sms';
import { migrate } from '../db/database';
import { DEMO_ACCOUNTS, isDemoDatabase, seedFirstStartIfEmpty } from '../seed';
import { startTestServer, TEST_NOW, TEST_SMS_CODE, type TestServer } from '../testing/harness';

// Spied on (not replaced): the sign-in must hash exactly once, known user or not.
vi.mock('../auth/passwords', async (original) => {
  const actual = await original<typeof import('../auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let server: TestServer;
afterEach(async () => {
  await server.close();
  vi.mocked(passwords.verifyPassword).mockClear();
});

const signIn = (username: string, password: string, extra: { code?: string; uuid?: string } = {}) =>
  server.call('POST', '/auth/login', {
    body: { username, password, code: extra.code ?? '', uuid: extra.uuid ?? '' },
  });

describe('password sign-in limits (issue 14)', () => {
  it('locks an account after 5 failures with the time it opens again, then opens it after 15 minutes', async () => {
    server = await startTestServer();
    for (let attempt = 1; attempt < ACCOUNT_MAX_FAILURES; attempt += 1) {
      expect((await signIn('admin', 'Wrong@12345')).body.msg).toBe('用户名或密码错误');
    }
    // TEST_NOW is 10:00 in China: locked until 10:15.
    const locked = await signIn('admin', 'Wrong@12345');
    expect(locked.body).toMatchObject({ code: 423, msg: '密码错误次数过多，账号已锁定至 10:15' });
    // Even the right password is refused while locked, and nothing is opened.
    const sessions = server.count('auth_session');
    expect((await signIn('admin', 'Admin@12345')).body.msg).toBe('密码错误次数过多，账号已锁定至 10:15');
    expect(server.count('auth_session')).toBe(sessions);
    server.clock.now += LOCK_MS;
    expect((await signIn('admin', 'Admin@12345')).body.code).toBe(0);
  });

  it('locks an unknown login name exactly like a known one (no account enumeration)', async () => {
    server = await startTestServer();
    const answers: string[] = [];
    for (let attempt = 0; attempt < ACCOUNT_MAX_FAILURES + 1; attempt += 1) {
      answers.push((await signIn('nobody_here', 'Wrong@12345')).body.msg);
    }
    expect(answers.slice(0, ACCOUNT_MAX_FAILURES - 1)).toEqual(
      Array(ACCOUNT_MAX_FAILURES - 1).fill('用户名或密码错误'),
    );
    expect(answers.slice(ACCOUNT_MAX_FAILURES - 1)).toEqual([
      '密码错误次数过多，账号已锁定至 10:15',
      '密码错误次数过多，账号已锁定至 10:15',
    ]);
  });

  it('checks an unknown user against a password hash too, one scrypt per attempt either way', async () => {
    // The project runs its files with isolate: false, so another file of this worker may have loaded
    // the server before the spy above existed: load it afresh, so sign-in calls the spied function.
    vi.resetModules();
    const fresh = await import('../testing/harness');
    const { verifyPassword } = await import('../auth/passwords');
    server = await fresh.startTestServer();
    const verify = vi.mocked(verifyPassword);
    await signIn('nobody_here', 'Wrong@12345');
    expect(verify).toHaveBeenCalledTimes(1);
    const [, unknownHash] = verify.mock.calls[0] ?? [];
    expect(unknownHash).toMatch(/^scrypt\$16384\$/);
    verify.mockClear();
    await signIn('admin', 'Wrong@12345');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$16384\$/);
    expect(verify.mock.calls[0]?.[1]).not.toBe(unknownHash);
  });

  it('locks a client address after 20 failures over many accounts', async () => {
    server = await startTestServer({ authRateLimit: 1000 });
    for (let attempt = 1; attempt < ADDRESS_MAX_FAILURES; attempt += 1) {
      expect((await signIn(`guess${attempt}`, 'Wrong@12345')).body.msg).toBe('用户名或密码错误');
    }
    expect((await signIn('guess_last', 'Wrong@12345')).body).toMatchObject({
      code: 429,
      msg: '登录失败次数过多，请于 10:15 后再试',
    });
    expect((await signIn('admin', 'Admin@12345')).body.msg).toBe('登录失败次数过多，请于 10:15 后再试');
  });

  it('answers HTTP 429 in the envelope past the per-address rate of sign-in calls', async () => {
    server = await startTestServer({ authRateLimit: 3 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn('admin', 'Admin@12345')).status).toBe(200);
    }
    const refused = await signIn('admin', 'Admin@12345');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429 });
    expect(refused.body.msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
  });

  it('draws the captcha as paths (no <text> a regex could read) and accepts each captcha once', async () => {
    server = await startTestServer({ captcha: 'on' });
    const picture = await server.app.inject({ method: 'GET', url: '/api/code' });
    expect(picture.body).toContain('<path');
    expect(picture.body).not.toMatch(/<text/i);
    const { uuid, text } = issueCaptcha(server.db, server.clock.now);
    expect((await signIn('admin', 'Admin@12345', { code: text, uuid })).body.code).toBe(0);
    expect((await signIn('admin', 'Admin@12345', { code: text, uuid })).body.msg).toBe(
      '验证码已失效，请刷新后重试',
    );
  });
});

describe('SMS sign-in limits (issue 14)', () => {
  it('locks a phone after 5 wrong codes, even for the right code, until the window ends', async () => {
    server = await startTestServer();
    const phonenumber = '13800000001';
    const sms = (smsCode: string) =>
      server.call('POST', '/auth/byPhonenumLogin', { body: { phonenumber, smsCode } });
    await server.call('POST', '/account/sms', { body: { phonenumber } });
    for (let attempt = 1; attempt < ACCOUNT_MAX_FAILURES; attempt += 1) {
      expect((await sms('000000')).body.msg).toBe('验证码错误');
    }
    expect((await sms('000000')).body.msg).toBe('验证码错误次数过多，账号已锁定至 10:15');
    server.clock.now += SMS_RESEND_MS;
    await server.call('POST', '/account/sms', { body: { phonenumber } });
    expect((await sms(TEST_SMS_CODE)).body.msg).toBe('验证码错误次数过多，账号已锁定至 10:15');
    server.clock.now += LOCK_MS;
    await server.call('POST', '/account/sms', { body: { phonenumber } });
    expect((await sms(TEST_SMS_CODE)).body.code).toBe(0);
  });
});

describe('registration codes (issue 14)', () => {
  it('are random: 10 base32 characters per enterprise, none derived from the id, stored as digests only', async () => {
    server = await startTestServer();
    const codes = Array.from({ length: 40 }, (_, index) => assignRegistrationCode(server.db, index + 1));
    for (const code of codes) expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.some((code) => code.startsWith('OS'))).toBe(false);
    // D56: no column holds a code; the digest is keyed (not a plain hash of the code).
    const rows = server.db
      .prepare('SELECT code_digest, legacy_code, code_tail FROM ent_registration_code WHERE standing = 1')
      .all() as { code_digest: string; legacy_code: string | null; code_tail: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const stored = JSON.stringify(server.db.prepare('SELECT * FROM ent_registration_code').all());
    for (const code of codes) expect(stored).not.toContain(code);
    for (const row of rows) {
      expect(row.code_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(row.legacy_code).toBeNull();
    }
    expect(rows).toContainEqual(
      expect.objectContaining({ code_digest: registrationCodeDigest(server.db, codes[0] ?? '') }),
    );
  });

  it('the migration replaces the old OS + id codes of an existing database with random ones', () => {
    const all = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
    const before = mkdtempSync(path.join(tmpdir(), 'onsite-migrations-'));
    for (const file of readdirSync(all).filter((name) => name < '0005')) {
      copyFileSync(path.join(all, file), path.join(before, file));
    }
    const db = new Database(':memory:');
    migrate(db, before);
    db.prepare(
      "INSERT INTO enterprise_registration_code (code, enterprise_id) VALUES ('OS0001', 1), ('OS0002', 2)",
    ).run();
    // Migration 0029 (D56) moves them, as the enterprises' standing codes, into ent_registration_code.
    db.prepare(
      "INSERT INTO ent_enterprise (enterprise_id, enterprise_name, enterprise_sys_name, types) VALUES (1, '甲', '甲', 0), (2, '乙', '乙', 0)",
    ).run();
    migrate(db, all);
    const legacy = db
      .prepare('SELECT legacy_code FROM ent_registration_code WHERE standing = 1 ORDER BY enterprise_id')
      .all() as { legacy_code: string }[];
    expect(legacy).toHaveLength(2);
    for (const { legacy_code: code } of legacy) expect(code).toMatch(/^[0-9A-F]{12}$/);
    // The server seals them into digests; each still finds its enterprise.
    sealLegacyCodes(db);
    const sealed = db
      .prepare(
        'SELECT enterprise_id, code_digest, legacy_code FROM ent_registration_code ORDER BY enterprise_id',
      )
      .all() as { enterprise_id: number; code_digest: string; legacy_code: string | null }[];
    expect(sealed.map((row) => row.legacy_code)).toEqual([null, null]);
    expect(sealed[0]?.code_digest).toBe(registrationCodeDigest(db, legacy[0]?.legacy_code ?? ''));
    db.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('locks look-ups from an address after 10 wrong codes, the right code included', async () => {
    server = await startTestServer({ authRateLimit: 1000 });
    const code = assignRegistrationCode(server.db, 1);
    const look = (registrationCode: string) =>
      server.call('POST', '/auth/registrationCode', { body: { registrationCode } });
    for (let attempt = 1; attempt < REGISTRATION_CODE_MAX_FAILURES; attempt += 1) {
      expect((await look(`OS${String(attempt).padStart(4, '0')}`)).body.msg).toBe('注册码无效');
    }
    expect((await look('OS0010')).body.msg).toBe('注册码错误次数过多，请于 10:15 后再试');
    expect((await look(code)).body.msg).toBe('注册码错误次数过多，请于 10:15 后再试');
    server.clock.now += LOCK_MS;
    expect((await look(code)).body.data).toMatchObject({ enterpriseId: 1 });
  });

  it('are read (masked, D56) and rotated by the enterprise administrator only; the old code stops working', async () => {
    server = await startTestServer();
    const old = assignRegistrationCode(server.db, 1);
    const admin = await server.login('enterprise');
    const own = await server.call('GET', '/enterprise/registrationCode', { token: admin });
    expect((own.body.data as { registrationCode: string }).registrationCode).toBe(`******${old.slice(-4)}`);
    const rotated = await server.call('POST', '/enterprise/registrationCode/rotate', { token: admin });
    const fresh = (rotated.body.data as { registrationCode: string }).registrationCode;
    expect(fresh).toMatch(/^[0-9A-Z]{10}$/);
    expect(fresh).not.toBe(old);
    const lookUp = (registrationCode: string) =>
      server.call('POST', '/auth/registrationCode', { body: { registrationCode } });
    expect((await lookUp(old)).body.msg).toBe('注册码无效');
    expect((await lookUp(fresh)).body.data).toMatchObject({ enterpriseId: 1 });
    for (const other of ['admin', 'viewer']) {
      const token = await server.login(other);
      const refused = await server.call('POST', '/enterprise/registrationCode/rotate', { token });
      expect(refused.status).toBe(403);
    }
    expect((await lookUp(fresh)).body.data).toMatchObject({ enterpriseId: 1 });
    expect((await server.call('GET', '/enterprise/registrationCode')).status).toBe(401);
  });

  it('says 该手机号已注册 only after the SMS code was checked', async () => {
    server = await startTestServer();
    const body = {
      registrationCode: assignRegistrationCode(server.db, 1),
      userName: '冒名者',
      phonenumber: '13800000002',
      smsCode: '999999',
      password: 'Secret#123',
    };
    // No code was sent to this (registered) phone: the answer is about the code, not the phone.
    const noCode = await server.call('POST', '/auth/addEmployee', { body });
    expect(noCode.body.msg).toBe('验证码已过期，请重新获取');
    await server.call('POST', '/auth/weChat/sendRegisterCode', { body: { phonenumber: body.phonenumber } });
    const wrong = await server.call('POST', '/auth/addEmployee', { body });
    expect(wrong.body.msg).toBe('验证码错误');
    const enterprise = await server.call('POST', '/auth/addEnterprise', {
      body: {
        ...body,
        enterpriseName: '某公司',
        enterpriseSysName: '某',
        types: 0,
        registrationCode: undefined,
      },
    });
    expect(enterprise.body.msg).toBe('验证码错误');
    const right = await server.call('POST', '/auth/addEmployee', {
      body: { ...body, smsCode: TEST_SMS_CODE },
    });
    expect(right.body.msg).toBe('该手机号已注册');
  });
});

describe('passwords chosen by someone else (issue 14)', () => {
  it('a user added by an administrator gets a one-time password and may only change it first', async () => {
    server = await startTestServer();
    const admin = await server.login('admin');
    const added = await server.call('POST', '/system/user/add', {
      token: admin,
      body: {
        loginName: 'new_staff',
        userName: '新同事',
        deptId: 105,
        roleIds: [34],
        userType: '01',
        phonenumber: '',
        email: '',
        sex: '0',
        status: '0',
        remark: '',
      },
    });
    expect(added.body.code).toBe(0);
    const { initialPassword } = added.body.data as { userId: number; initialPassword: string };
    expect(initialPassword).toMatch(/^\S{14}$/);
    const signedIn = await signIn('new_staff', initialPassword);
    expect(signedIn.body.data).toMatchObject({ passwordChangeRequired: true });
    const token = (signedIn.body.data as { token: string }).token;
    for (const url of ['/system/user/info', '/system/menu/user']) {
      const refused = await server.call('GET', url, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 4031, msg: '请先修改初始密码，再进行其他操作' });
    }
    const changed = await server.call('POST', '/system/user/resetpwd', {
      token,
      body: { oldPwd: initialPassword, newPwd: 'Mine#2026x' },
    });
    expect(changed.body.code).toBe(0);
    const again = await signIn('new_staff', 'Mine#2026x');
    expect(again.body.data).not.toHaveProperty('passwordChangeRequired');
    const info = await server.call('GET', '/system/user/info', {
      token: (again.body.data as { token: string }).token,
    });
    expect(info.body.code).toBe(0);
  });
});

describe('no default credentials outside the demo (issue 14)', () => {
  it('a non-demo first start has one administrator, no demo account, and the password must be changed', async () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db);
    const first = await seedFirstStartIfEmpty(db, { now: TEST_NOW });
    expect(first.seeded).toBe(true);
    expect(first.oneTimePassword).toMatch(/^\S{14}$/);
    expect(isDemoDatabase(db)).toBe(false);
    expect(db.prepare('SELECT login_name FROM sys_user').all()).toEqual([{ login_name: 'admin' }]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM ent_enterprise').get()).toEqual({ n: 0 });
    // A second start seeds nothing and prints no password again.
    expect(await seedFirstStartIfEmpty(db, { now: TEST_NOW })).toEqual({
      seeded: false,
      oneTimePassword: null,
    });
    server = await startTestServer({ db, demo: false });
    for (const account of DEMO_ACCOUNTS) {
      expect((await signIn(account.loginName, account.password)).body.msg).toBe('用户名或密码错误');
    }
    const admin = await signIn('admin', first.oneTimePassword ?? '');
    expect(admin.body.data).toMatchObject({ passwordChangeRequired: true });
    db.close();
  });

  it('takes the first administrator password from ONSITE_ADMIN_PASSWORD when given', async () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(await seedFirstStartIfEmpty(db, { now: TEST_NOW, adminPassword: 'Chosen#2026x' })).toEqual({
      seeded: true,
      oneTimePassword: null,
    });
    server = await startTestServer({ db, demo: false });
    expect((await signIn('admin', 'Chosen#2026x')).body.data).toMatchObject({ passwordChangeRequired: true });
    db.close();
  });

  it('writes SMS codes to the log in the demo only', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      server = await startTestServer({ demo: false, fixedSmsCode: null });
      await server.call('POST', '/account/sms', { body: { phonenumber: '13800000001' } });
      expect(info).not.toHaveBeenCalled();
      await server.close();
      server = await startTestServer({ demo: true, fixedSmsCode: null });
      await server.call('POST', '/account/sms', { body: { phonenumber: '13800000001' } });
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[sms\] 13800000001: \d{6}/));
    } finally {
      info.mockRestore();
    }
  });
});
