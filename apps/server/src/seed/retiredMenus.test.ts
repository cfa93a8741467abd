import type { SystemMenu } from '@onsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/database';
import { startTestServer, type TestServer } from '../testing/harness';
import { RETIRED_SCREEN_KEYS } from './menus';

/** D47: 代码生成 (`gen`) is in no seeded menu, and migration 0021 takes it out of a database seeded before it. */
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

describe('代码生成 out of every menu (D47)', () => {
  it('is seeded in no menu', async () => {
    expect(server.count('sys_menu', "menu_key = 'gen'")).toBe(0);
    for (const key of RETIRED_SCREEN_KEYS) expect(await menuKeysOf('admin')).not.toContain(key);
  });

  it('leaves the menus of a database seeded before migration 0021', async () => {
    const { db } = server;
    const system = db
      .prepare("SELECT menu_id FROM sys_menu WHERE menu_key = 'system' AND menu_type = 'M'")
      .get() as {
      menu_id: number;
    };
    const menuId = (db.prepare('SELECT MAX(menu_id) + 1 AS id FROM sys_menu').get() as { id: number }).id;
    db.prepare(
      `INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
       VALUES (?, ?, '代码生成', 'gen', 'C', NULL, '', '0', 12, '')`,
    ).run(menuId, system.menu_id);
    db.prepare('INSERT INTO sys_role_menu (role_id, menu_id) SELECT role_id, ? FROM sys_role').run(menuId);
    expect(await menuKeysOf('admin')).toContain('gen');

    db.prepare("DELETE FROM schema_migrations WHERE name = '0021_no_code_generator.sql'").run();
    expect(migrate(db)).toEqual(['0021_no_code_generator.sql']);

    expect(server.count('sys_menu', "menu_key = 'gen'")).toBe(0);
    expect(server.count('sys_role_menu', `menu_id = ${menuId}`)).toBe(0);
    const keys = await menuKeysOf('admin');
    expect(keys).not.toContain('gen');
    expect(keys).toContain('job');
  });
});
