import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { seedIfEmpty } from './seed';
import { startTestServer, TEST_NOW } from './testing/harness';

const folder = mkdtempSync(path.join(tmpdir(), 'onsite-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Starts a server on the data folder as main.ts does: open the file database, seed it when empty. */
async function start() {
  const config = readConfig({ ONSITE_DATA_DIR: folder, ONSITE_CAPTCHA: 'off' }, []);
  const db = openDatabase(config.databasePath);
  const seeded = await seedIfEmpty(db, { now: TEST_NOW });
  const server = await startTestServer({ db, dataDir: folder });
  return { server, db, seeded };
}

describe('restart on the same data folder', () => {
  it('keeps every answered write and does not seed twice', async () => {
    const first = await start();
    expect(first.seeded).toBe(true);
    const token = await first.server.login('enterprise');
    const orderNo = (
      await first.server.call('POST', '/finance/pay/insert', {
        token,
        body: { enterpriseId: 1, totalAmount: 321, payType: 1 },
      })
    ).body.data;
    const dispatcher = await first.server.login('dispatcher');
    await first.server.call('POST', '/stuff/stuff/stuffworkstatus', {
      token: dispatcher,
      body: { workStatus: 'WORK_NE' },
    });
    const users = first.server.count('sys_user');
    await first.server.close();
    first.db.close();

    const second = await start();
    expect(second.seeded).toBe(false);
    expect(second.server.count('sys_user')).toBe(users);
    const again = await second.server.login('enterprise');
    const list = await second.server.call('GET', '/finance/recharge/list', {
      token: again,
      query: { orderNo: String(orderNo) },
    });
    expect(list.body.rows).toEqual([
      expect.objectContaining({ orderNo, rechargeMoney: 321, status: 2, payType: 1 }),
    ]);
    // The session of the first run is still valid after the restart.
    expect(
      (await second.server.call('GET', '/stuff/stuff/getWorkStatus', { token: dispatcher })).body.data,
    ).toMatchObject({ workStatus: 'WORK_NE' });
    await second.server.close();
    second.db.close();
  });
});
