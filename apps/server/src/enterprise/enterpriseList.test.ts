import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { listEnterprises } from './enterpriseList';

/** Issue 19 item 5: the name filter through the trigram index answers what a LIKE over both names does. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const named = (text: string) =>
  listEnterprises(server.db, { enterpriseName: text, pageSize: 100 }, null).rows.map(
    (row) => row.enterpriseId,
  );

/** The same filter answered by a scan of the table. */
const scanned = (text: string) =>
  (
    server.db
      .prepare(
        `SELECT enterprise_id FROM ent_enterprise WHERE del_status = 0
           AND (instr(lower(enterprise_name), lower(?)) OR instr(lower(enterprise_sys_name), lower(?)))
         ORDER BY enterprise_id DESC`,
      )
      .all(text, text) as { enterprise_id: number }[]
  ).map((row) => row.enterprise_id);

describe('the enterprise name filter', () => {
  it('finds by the trigram index (3+ characters) exactly what a scan finds, and by a scan below 3', () => {
    for (const text of [
      '安居',
      '智能锁',
      '有限公司',
      '智能锁业有限',
      '杭州安居智能锁业有限公司',
      '不存在的名字',
      '锁',
    ]) {
      expect(named(text), text).toEqual(scanned(text));
    }
    expect(named('智能锁').length).toBeGreaterThan(1);
  });

  it('matches quotes, wildcards and ASCII case literally', () => {
    expect(named('"安居')).toEqual([]);
    expect(named('%_%')).toEqual([]);
    const id = (
      server.db.prepare('SELECT MIN(enterprise_id) AS id FROM ent_enterprise').get() as { id: number }
    ).id;
    server.db
      .prepare("UPDATE ent_enterprise SET enterprise_sys_name = 'ABC\"锁%_' WHERE enterprise_id = ?")
      .run(id);
    expect(named('abc"锁%')).toEqual([id]);
    expect(named('C"锁%_')).toEqual([id]);
  });

  it('follows renames, new enterprises and removals (the index is kept by triggers)', () => {
    const id = (
      server.db.prepare('SELECT MAX(enterprise_id) AS id FROM ent_enterprise WHERE del_status = 0').get() as {
        id: number;
      }
    ).id;
    server.db
      .prepare("UPDATE ent_enterprise SET enterprise_name = '青松瓦尔登湖服务公司' WHERE enterprise_id = ?")
      .run(id);
    expect(named('瓦尔登湖')).toEqual([id]);
    server.db
      .prepare("UPDATE ent_enterprise SET enterprise_name = '另取一个名字' WHERE enterprise_id = ?")
      .run(id);
    expect(named('瓦尔登湖')).toEqual([]);
    server.db
      .prepare(
        "INSERT INTO ent_enterprise (enterprise_id, enterprise_name, enterprise_sys_name, types) VALUES (?, '瓦尔登湖新开一家', '瓦尔登', 0)",
      )
      .run(id + 1000);
    expect(named('瓦尔登湖')).toEqual([id + 1000]);
    server.db.prepare('DELETE FROM ent_enterprise WHERE enterprise_id = ?').run(id + 1000);
    expect(named('瓦尔登湖')).toEqual([]);
    expect(named('另取一个')).toEqual([id]);
  });
});
