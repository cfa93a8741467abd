import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server.close());

const profile = { userName: '王调度', phonenumber: '13900000002', email: 'wang@onsite.example', sex: '0' };

describe('account base settings (own profile)', () => {
  it('reads and changes only the signed-in user, without any button code', async () => {
    const token = await server.login('viewer');
    const own = (await server.call('GET', '/system/user/profile', { token })).body;
    expect(own).toMatchObject({ code: 0, data: { loginName: 'viewer', userName: '赵查看' } });
    const saved = await server.call('POST', '/system/user/profile/update', { token, body: profile });
    expect(saved.body.code).toBe(0);
    expect((await server.call('GET', '/system/user/profile', { token })).body.data).toMatchObject(profile);
    expect((await server.call('GET', '/system/user/info', { token })).body.data).toMatchObject({
      userName: '王调度',
      phonenumber: '13900000002',
    });
    // Another user's record is untouched.
    const admin = await server.login('admin');
    expect((await server.call('GET', '/system/user/get/2', { token: admin })).body.data).toMatchObject({
      userName: '王派单',
    });
  });

  it("refuses another user's mobile number and bad fields, changing nothing", async () => {
    const token = await server.login('viewer');
    const before = JSON.stringify((await server.call('GET', '/system/user/profile', { token })).body.data);
    for (const body of [
      { ...profile, phonenumber: '13800000001' },
      { ...profile, phonenumber: '12345' },
      { ...profile, userName: '' },
      { ...profile, sex: '9' },
    ]) {
      expect((await server.call('POST', '/system/user/profile/update', { token, body })).body.code).not.toBe(
        0,
      );
    }
    expect(JSON.stringify((await server.call('GET', '/system/user/profile', { token })).body.data)).toBe(
      before,
    );
  });

  it('needs a session', async () => {
    expect((await server.call('GET', '/system/user/profile', {})).status).toBe(401);
    expect((await server.call('POST', '/system/user/profile/update', { body: profile })).status).toBe(401);
  });
});
