import type { SystemMenu } from '@onsite/domain';
import { PERMISSION_CODES } from '@onsite/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../core/codes';
import { MENU_TREE } from '../../seed/menus';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server.close());

const menusOf = async (path: string, token: string) =>
  (await server.call('GET', path, { token })).body.data as SystemMenu[];

describe('button entries of the menu (role editor tree)', () => {
  it('lists every button code once, as an F entry under a screen of the tree', async () => {
    const menus = await menusOf('/system/menu/list', await server.login('admin'));
    const buttons = menus.filter((menu) => menu.menuType === 'F');
    const codes = buttons.map((menu) => menu.perms);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...new Set([...Object.values(CODES), ...PERMISSION_CODES])].sort());
    const screens = new Map(menus.filter((menu) => menu.menuType === 'C').map((menu) => [menu.menuId, menu]));
    for (const button of buttons) expect(screens.has(button.parentId), button.perms).toBe(true);
  });

  it('keeps the menu ids of the tree in depth-first order (buttons come after)', async () => {
    const menus = await menusOf('/system/menu/list', await server.login('admin'));
    const leaves = (items: typeof MENU_TREE): number =>
      items.reduce((sum, item) => sum + 1 + leaves(item.children ?? []), 0);
    const treeSize = leaves(MENU_TREE);
    const firstButton = Math.min(...menus.filter((menu) => menu.menuType === 'F').map((menu) => menu.menuId));
    expect(firstButton).toBe(treeSize + 1);
    expect(menus.find((menu) => menu.menuId === 1)?.menuKey).toBe(MENU_TREE[0]?.key);
  });

  it("leaves button entries out of the menus routes are built from, the administrator's included", async () => {
    for (const account of ['admin', 'dispatcher'] as const) {
      const menus = await menusOf('/system/menu/user', await server.login(account));
      expect(menus.length, account).toBeGreaterThan(0);
      expect(
        menus.some((menu) => menu.menuType === 'F'),
        account,
      ).toBe(false);
    }
  });
});
