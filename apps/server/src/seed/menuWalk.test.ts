import type { SystemMenu } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/database';
import { startTestServer, type TestServer } from '../testing/harness';

/**
 * Issue 18 (migration 0041): the two menu entries the walk through every role's menu found opening on a
 * refusal — a master's own order list in the dispatch supervisor's menu, the complaints on the market
 * principal's without the code to read them — fixed in the seed and in a database seeded before.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const menuKeysOf = async (login: string) => {
  const token = await server.login(login);
  const { body } = await server.call('GET', '/system/menu/user', { token });
  return (body.data as SystemMenu[]).map((menu) => menu.menuKey);
};
const complaintsFor = async (login: string) =>
  (await server.call('GET', '/order/complaint/list', { token: await server.login(login) })).body.code;

describe('the menus of the dispatch supervisor and the market principal (migration 0041)', () => {
  it('are seeded without the dead ends', async () => {
    expect(await menuKeysOf('dispatcher')).not.toContain('masterOrderList');
    expect(await menuKeysOf('market')).toContain('complaint');
    expect(await complaintsFor('market')).toBe(0);
  });

  it('are fixed in a database seeded before it', async () => {
    const { db } = server;
    db.exec(`INSERT INTO sys_role_menu (role_id, menu_id)
        SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
        WHERE r.role_key = 'dispatcher' AND m.menu_key = 'masterOrderList';
      DELETE FROM sys_role_button WHERE button = 'order:complaint:list'
        AND role_id IN (SELECT role_id FROM sys_role WHERE role_key = 'market');
      DELETE FROM schema_migrations WHERE name = '0041_menu_walk.sql';`);
    expect(await menuKeysOf('dispatcher')).toContain('masterOrderList');
    expect(migrate(db)).toEqual(['0041_menu_walk.sql']);
    expect(await menuKeysOf('dispatcher')).not.toContain('masterOrderList');
    expect(await complaintsFor('market')).toBe(0);
  });
});
