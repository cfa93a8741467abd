import type { EnterpriseSignInAccount } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let admin: string;
let market: string;
let enterprise: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, market, enterprise, viewer] = await Promise.all([
    server.login('admin'),
    server.login('market'),
    server.login('enterprise'),
    server.login('viewer'),
  ]);
  // A member of enterprise 1 (no platform role: not its administrator), as 企业用户 (D49) adds them.
  server.db
    .prepare(
      `INSERT INTO sys_user (login_name, user_name, password_hash, user_type, enterprise_id, phonenumber, create_time)
       VALUES ('d62member', '账号测试员', ?, '22', 1, '13655509999', '2024-03-01 09:00:00')`,
    )
    .run(await hashPassword('Member@12345'));
});
afterAll(async () => server.close());

const get = (path: string, token: string, query: Record<string, unknown> = {}) =>
  server.call('GET', path, { token, query });
const post = (path: string, token: string, body: unknown) => server.call('POST', path, { token, body });

const accounts = async (token: string, query: Record<string, unknown> = {}) => {
  const answer = await get('/enterprise/account/list', token, { pageSize: 500, ...query });
  expect(answer.body.code).toBe(0);
  return answer.body.rows as EnterpriseSignInAccount[];
};

/** The member of enterprise 1 added above. */
const member = async () => {
  const row = (await accounts(admin, { loginName: 'd62member' }))[0];
  if (!row) throw new Error('the member was added');
  return row;
};

const snapshot = () => ({
  users: server.db.prepare('SELECT user_id, status, password_hash FROM sys_user ORDER BY user_id').all(),
  failures: server.db.prepare('SELECT * FROM auth_failure ORDER BY key').all(),
});

const wrongSignIn = (loginName: string) =>
  server.call('POST', '/auth/login', {
    body: { username: loginName, password: 'Wrong@12345', code: '', uuid: '' },
  });

describe('enterprise accounts (D62)', () => {
  it("lists every enterprise's sign-in accounts for staff, filtered by enterprise and state", async () => {
    const all = await accounts(admin);
    expect(new Set(all.map((row) => row.enterpriseId)).size).toBeGreaterThan(1);
    expect(all.find((row) => row.loginName === 'enterprise')).toMatchObject({ admin: true, enterpriseId: 1 });
    const first = await accounts(market, { enterpriseId: 1 });
    expect(first.every((row) => row.enterpriseId === 1)).toBe(true);
    expect(all.find((row) => row.loginName === 'd62member')).toMatchObject({
      admin: false,
      lockedUntil: null,
    });
  });

  it('disables (ending its sessions) and enables an account, resets its password', async () => {
    const account = await member();
    const disabled = await post('/enterprise/account/changeStatus', market, {
      userId: account.userId,
      status: '1',
    });
    expect(disabled.body).toMatchObject({ code: 0, msg: '停用成功' });
    expect((await accounts(admin, { loginName: account.loginName }))[0]?.status).toBe('1');
    expect(
      (await post('/enterprise/account/changeStatus', market, { userId: account.userId, status: '0' })).body
        .code,
    ).toBe(0);
    const reset = await post('/enterprise/account/resetPwd', admin, {
      userId: account.userId,
      password: 'Reset@2024x',
    });
    expect(reset.body.msg).toBe('重置成功');
    const row = server.db
      .prepare('SELECT password_change_required FROM sys_user WHERE user_id = ?')
      .get(account.userId) as { password_change_required: number };
    expect(row.password_change_required).toBe(1);
    // The new password signs in.
    const signIn = await server.call('POST', '/auth/login', {
      body: { username: account.loginName, password: 'Reset@2024x', code: '', uuid: '' },
    });
    expect(signIn.body.code).toBe(0);
  });

  it('shows an account locked by wrong passwords and unlocks it', async () => {
    const account = await member();
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongSignIn(account.loginName);
    const locked = (await accounts(admin, { loginName: account.loginName }))[0];
    expect(locked?.lockedUntil).not.toBeNull();
    expect((await post('/enterprise/account/unlock', admin, { userId: account.userId })).body.msg).toBe(
      '解锁成功',
    );
    expect((await accounts(admin, { loginName: account.loginName }))[0]?.lockedUntil).toBeNull();
  });

  it('refuses enterprise users, missing codes, unknown accounts and repeated states, changing nothing', async () => {
    const account = await member();
    const before = snapshot();
    // 企业账号 is staff's: an enterprise administrator manages their own users on 企业用户 (D49).
    expect((await get('/enterprise/account/list', enterprise)).status).toBe(403);
    expect((await post('/enterprise/account/unlock', enterprise, { userId: account.userId })).status).toBe(
      403,
    );
    expect((await get('/enterprise/account/list', viewer)).status).toBe(403);
    expect(
      (await post('/enterprise/account/changeStatus', viewer, { userId: account.userId, status: '1' }))
        .status,
    ).toBe(403);
    expect(
      (
        await post('/enterprise/account/resetPwd', viewer, {
          userId: account.userId,
          password: 'Reset@2024x',
        })
      ).status,
    ).toBe(403);
    // A staff user (the dispatcher, id 2) and an unknown id are no enterprise accounts.
    expect((await post('/enterprise/account/changeStatus', admin, { userId: 2, status: '1' })).status).toBe(
      404,
    );
    expect((await post('/enterprise/account/unlock', admin, { userId: 99999 })).status).toBe(404);
    // A weak password; an account already enabled; one that is not locked.
    expect(
      (await post('/enterprise/account/resetPwd', admin, { userId: account.userId, password: '123' })).status,
    ).toBe(400);
    const again = await post('/enterprise/account/changeStatus', admin, {
      userId: account.userId,
      status: '0',
    });
    expect(again.body).toMatchObject({ code: 500, msg: '该账号已是启用状态' });
    const notLocked = await post('/enterprise/account/unlock', admin, { userId: account.userId });
    expect(notLocked.body).toMatchObject({ code: 500, msg: '该账号未被锁定' });
    expect(snapshot()).toEqual(before);
  });
});
