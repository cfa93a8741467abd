import type { SystemMenu } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MENU_KEYS } from '../core/enterpriseAccess';
import { migrate } from '../db/database';
import { startTestServer, type TestServer } from '../testing/harness';

/** D49: 企业用户 and 企业角色 are in the enterprise administrators' menu only (seed and migration 0022). */
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

describe('the enterprise administrators’ screens in the menus (D49)', () => {
  it('are seeded for the enterprise administrators only', async () => {
    for (const login of ['enterprise', 'ent2']) {
      expect(await menuKeysOf(login)).toEqual(
        expect.arrayContaining([...MANAGEMENT_MENU_KEYS, 'enterprise']),
      );
    }
    for (const login of ['admin', 'market', 'viewer', 'dispatcher']) {
      const keys = await menuKeysOf(login);
      for (const key of MANAGEMENT_MENU_KEYS) expect(keys, `${login} ${key}`).not.toContain(key);
    }
  });

  it('moves them in a database seeded before migration 0022', async () => {
    const { db } = server;
    const screens = `SELECT menu_id FROM sys_menu WHERE menu_key IN ('enterpriseUser', 'enterpriseRole')`;
    db.prepare(`DELETE FROM sys_role_menu WHERE role_id = 31 AND menu_id IN (${screens})`).run();
    db.prepare(`INSERT INTO sys_role_menu (role_id, menu_id) SELECT r.role_id, m.menu_id FROM sys_role r
      JOIN sys_menu m ON m.menu_id IN (${screens}) WHERE r.role_key IN ('admin', 'market')`).run();
    expect(await menuKeysOf('market')).toContain('enterpriseUser');
    expect(await menuKeysOf('enterprise')).not.toContain('enterpriseUser');

    db.prepare("DELETE FROM schema_migrations WHERE name = '0022_enterprise_admin_menus.sql'").run();
    expect(migrate(db)).toEqual(['0022_enterprise_admin_menus.sql']);

    expect(await menuKeysOf('enterprise')).toEqual(expect.arrayContaining([...MANAGEMENT_MENU_KEYS]));
    for (const login of ['admin', 'market']) {
      const keys = await menuKeysOf(login);
      for (const key of MANAGEMENT_MENU_KEYS) expect(keys, `${login} ${key}`).not.toContain(key);
      expect(keys).toContain('enterpriseList');
    }
  });
});
