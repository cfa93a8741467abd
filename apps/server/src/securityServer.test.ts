import { contract, listCalls } from '@onsite/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runFuzz, sampleOf, writeCalls } from './testing/fuzz';
import { startTestServer, type TestServer } from './testing/harness';

/**
 * A bounded subset of the contract fuzz probe (`node scripts/fuzz-contract.mjs` runs all of it):
 * the first malformed variants of every write call (empty body, an array of 10,000, a bare string,
 * the first field missing or null), signed in as the administrator.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('malformed bodies to every write call: no HTTP 500, no partial write, every refusal in Chinese', async () => {
  const report = await runFuzz(server, { variantsPerCall: 5 });
  expect(report.calls).toBe(writeCalls().length - 1);
  expect(report.failures).toEqual([]);
  expect(report.serverErrors).toBe(0);
  expect(report.partialWrites).toBe(0);
  expect(report.englishMessages).toBe(0);
  expect(report.refused).toBeGreaterThan(report.accepted);
}, 120_000);

it('pageNum=1e308 is refused with 页码 on every paged list of the contract, never a 500', async () => {
  const token = await server.login('admin');
  const paged = listCalls(contract).filter(
    ({ call }) => call.method === 'GET' && call.query && 'pageNum' in call.query.properties,
  );
  expect(paged.length).toBeGreaterThanOrEqual(18);
  for (const { name, call } of paged) {
    // The list's other required filters get plausible values, so only pageNum is wrong.
    const filters = sampleOf(call.query as Parameters<typeof sampleOf>[0]) as Record<string, unknown>;
    const answer = await server.call('GET', call.path.replace(/:\w+/g, '1'), {
      token,
      query: { ...filters, pageNum: '1e308' },
    });
    expect({ name, status: answer.status }).toEqual({ name, status: 400 });
    expect(answer.body.msg).toContain('页码');
    expect(answer.body.msg).toContain('不能大于 10000');
  }
});

it('the staff directory answers login names and mobiles only to staff', async () => {
  const staff = await server.call('GET', '/system/user/findByDeptId/104', {
    token: await server.login('admin'),
  });
  const full = staff.body.data as Record<string, unknown>[];
  expect(full.length).toBeGreaterThan(0);
  expect(full[0]).toHaveProperty('phonenumber');
  for (const login of ['viewer', 'enterprise'] as const) {
    const other = await server.call('GET', '/system/user/findByDeptId/104', {
      token: await server.login(login),
    });
    const thin = other.body.data as Record<string, unknown>[];
    expect(thin.length).toBe(full.length);
    for (const entry of thin) expect(Object.keys(entry).sort()).toEqual(['userId', 'userName']);
  }
});

it('an anonymous caller with an invalid body gets 401, not a schema message', async () => {
  const answer = await server.call('POST', '/system/role/add', { body: { roleName: 1e308, buttons: 'x' } });
  expect(answer.status).toBe(401);
  expect(answer.body.code).toBe(401);
});

it('a role naming an unknown permission code is refused and not stored', async () => {
  const token = await server.login('admin');
  const before = server.count('sys_role');
  const answer = await server.call('POST', '/system/role/add', {
    token,
    body: {
      roleName: '测试角色',
      roleKey: 'fuzz_role',
      roleSort: 1,
      status: '0',
      menuIds: [],
      buttons: ['viewBaseData', 'root:everything'],
      remark: '',
    },
  });
  expect(answer.status).toBe(400);
  expect(answer.body.msg).toMatch(/权限|buttons/);
  expect(server.count('sys_role')).toBe(before);
});
