import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
const tokens = {} as Record<'admin' | 'dispatcher' | 'master' | 'enterprise' | 'viewer', string>;

type Row = { approvalType: string; state: string; masterName: string; applyTime: string };
const read = async (path: string, token: string, query: Record<string, string | number> = {}) =>
  server.call('GET', `/order/approval/${path}`, { token, query: { pageSize: 100, ...query } });
const rowsOf = (answer: { body: { rows?: unknown } }) => answer.body.rows as Row[];

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'dispatcher', 'master', 'enterprise', 'viewer'] as const)
    tokens[name] = await server.login(name);
});
afterAll(() => server.close());

describe('processRunning / processFinished (D46): every approval request by state', () => {
  it('lists every pending request, whatever its type, filterable by type, applicant and date', async () => {
    const pending = server.count('approval', "state = 'pending'");
    const all = await read('running', tokens.dispatcher);
    expect(all.body.code).toBe(0);
    expect(all.body.total).toBe(pending);
    expect(rowsOf(all).every((row) => row.state === 'pending')).toBe(true);

    const increases = rowsOf(await read('running', tokens.admin, { approvalType: 'increase' }));
    expect(increases.length).toBeGreaterThan(0);
    expect(increases.every((row) => row.approvalType === 'increase')).toBe(true);

    const first = rowsOf(all)[0] as Row;
    const byMaster = rowsOf(await read('running', tokens.dispatcher, { masterName: first.masterName }));
    expect(byMaster.length).toBeGreaterThan(0);
    expect(byMaster.every((row) => row.masterName.includes(first.masterName))).toBe(true);

    const day = first.applyTime.slice(0, 10);
    const sameDay = rowsOf(await read('running', tokens.dispatcher, { beginTime: day, endTime: day }));
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((row) => row.applyTime.startsWith(day))).toBe(true);
    const none = await read('running', tokens.dispatcher, { beginTime: '2000-01-01', endTime: '2000-01-02' });
    expect(none.body.total).toBe(0);
  });

  it('lists every decided request, filterable by state', async () => {
    const decided = server.count('approval', "state <> 'pending'");
    const all = await read('finished', tokens.dispatcher);
    expect(all.body.total).toBe(decided);
    expect(rowsOf(all).every((row) => row.state !== 'pending')).toBe(true);
    const refused = rowsOf(await read('finished', tokens.dispatcher, { state: 'refused' }));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((row) => row.state === 'refused')).toBe(true);
    // Asking the finished list for pending requests finds none.
    expect((await read('finished', tokens.dispatcher, { state: 'pending' })).body.total).toBe(0);
  });

  it('refuses a master, an enterprise user, staff without the workflow code and bad filters', async () => {
    for (const path of ['running', 'finished']) {
      for (const who of ['master', 'enterprise', 'viewer'] as const) {
        const answer = await read(path, tokens[who]);
        expect(answer.status).not.toBe(500);
        expect(answer.body.code).not.toBe(0);
        expect(answer.body.rows).toBeUndefined();
      }
      const bad = await read(path, tokens.dispatcher, { approvalType: 'holiday' });
      expect(bad.status).not.toBe(500);
      expect(bad.body.code).not.toBe(0);
      const badDate = await read(path, tokens.dispatcher, { beginTime: 'yesterday' });
      expect(badDate.body.code).not.toBe(0);
    }
  });
});
