import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

/** D64: 权限管理 — the menu tree's writes; every refusal changes nothing. */
let server: TestServer;
let admin: string;
let viewer: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  viewer = await server.login('viewer');
});
afterAll(() => server.close());

const post = (url: string, body: unknown, token = admin) => server.call('POST', url, { token, body });
const idOf = (key: string, type = 'C') =>
  (
    server.db.prepare('SELECT menu_id FROM sys_menu WHERE menu_key = ? AND menu_type = ?').get(key, type) as {
      menu_id: number;
    }
  ).menu_id;
const screen = (parentId: number, menuKey: string, extra: Record<string, unknown> = {}) => ({
  parentId,
  menuType: 'C',
  menuKey,
  perms: '',
  menuName: '运维看板',
  icon: '',
  visible: '0',
  orderNum: 9,
  ...extra,
});
const userMenuKeys = async (token: string) =>
  ((await server.call('GET', '/system/menu/user', { token })).body.data as { menuKey: string }[]).map(
    (menu) => menu.menuKey,
  );

describe('the menu tree (D64)', () => {
  it('adds a screen and a button, moves, reorders and hides the screen, then deletes both', async () => {
    const system = idOf('system', 'M');
    const added = await post('/system/menu/add', screen(system, 'opsBoard'));
    expect(added.body).toMatchObject({ code: 0, msg: '新增成功' });
    const menuId = added.body.data as number;
    const listed = (await server.call('GET', '/system/menu/list', { token: admin })).body.data as {
      menuId: number;
      menuType: string;
    }[];
    expect(listed.find((menu) => menu.menuId === menuId)).toMatchObject({ menuType: 'C' });
    // A button whose code a route checks, under the new screen.
    server.db.prepare("DELETE FROM sys_menu WHERE menu_key = 'system:dept:remove'").run();
    const button = await post('/system/menu/add', {
      ...screen(menuId, ''),
      menuType: 'F',
      perms: 'system:dept:remove',
      menuName: '部门删除',
    });
    expect(button.body).toMatchObject({ code: 0 });
    const dashboard = idOf('dashboard', 'M');
    const edited = await post('/system/menu/edit', {
      menuId,
      parentId: dashboard,
      menuName: '运维大屏',
      icon: 'monitor',
      visible: '1',
      orderNum: 1,
    });
    expect(edited.body).toMatchObject({ code: 0, msg: '修改成功' });
    expect(
      server.db
        .prepare('SELECT parent_id, menu_name, visible, order_num FROM sys_menu WHERE menu_id = ?')
        .get(menuId),
    ).toEqual({ parent_id: dashboard, menu_name: '运维大屏', visible: '1', order_num: 1 });
    // Still granted (the administrator's role holds the code): refused until no role grants it.
    const granted = await post('/system/menu/remove', { menuId: button.body.data });
    expect(granted.body.msg).toMatch(/^「部门删除」已分配给 \d+ 个角色/);
    server.db.prepare("DELETE FROM sys_role_button WHERE button = 'system:dept:remove'").run();
    expect((await post('/system/menu/remove', { menuId: button.body.data })).body).toMatchObject({ code: 0 });
    expect((await post('/system/menu/remove', { menuId })).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect(server.count('sys_menu', `menu_id = ${menuId}`)).toBe(0);
  });

  it('users see a renamed or hidden entry after reload (their menu is read from the tree)', async () => {
    const dispatcher = await server.login('dispatcher');
    const orderList = idOf('orderList');
    const row = server.db
      .prepare('SELECT parent_id, order_num FROM sys_menu WHERE menu_id = ?')
      .get(orderList) as {
      parent_id: number;
      order_num: number;
    };
    await post('/system/menu/edit', {
      menuId: orderList,
      parentId: row.parent_id,
      menuName: '全部工单',
      icon: '',
      visible: '1',
      orderNum: row.order_num,
    });
    const menus = (await server.call('GET', '/system/menu/user', { token: dispatcher })).body.data as {
      menuKey: string;
      menuName: string;
      visible: string;
    }[];
    expect(menus.find((menu) => menu.menuKey === 'orderList')).toMatchObject({
      menuName: '全部工单',
      visible: '1',
    });
    await post('/system/menu/edit', {
      menuId: orderList,
      parentId: row.parent_id,
      menuName: '订单列表',
      icon: '',
      visible: '0',
      orderNum: row.order_num,
    });
    expect(await userMenuKeys(dispatcher)).toContain('orderList');
  });

  it('refuses bad parents: a screen at the top, a button under a directory, a screen under a button, a loop', async () => {
    const before = server.count('sys_menu');
    const system = idOf('system', 'M');
    const userScreen = idOf('user');
    const userButton = idOf('system:user:add', 'F');
    const cases: [unknown, string][] = [
      [screen(0, 'opsBoard'), '只有目录可以放在顶层，菜单和按钮需要选择上级'],
      [screen(userScreen, 'opsBoard'), '目录和菜单的上级必须是目录'],
      [screen(999_999, 'opsBoard'), '上级菜单 999999 不存在'],
      [{ ...screen(system, ''), menuType: 'F', perms: 'system:menu:list' }, '按钮的上级必须是菜单'],
      [{ ...screen(userButton, ''), menuType: 'F', perms: 'system:menu:list' }, '按钮的上级必须是菜单'],
    ];
    for (const [body, msg] of cases)
      expect((await post('/system/menu/add', body)).body).toMatchObject({ code: 500, msg });
    const settings = idOf('settings', 'M');
    const account = idOf('account', 'M');
    const loop = await post('/system/menu/edit', {
      menuId: account,
      parentId: settings,
      menuName: '个人页',
      icon: 'user',
      visible: '0',
      orderNum: 1,
    });
    expect(loop.body).toMatchObject({ code: 500, msg: '上级菜单不能是自己或自己的下级' });
    expect(server.db.prepare('SELECT parent_id FROM sys_menu WHERE menu_id = ?').get(account)).toEqual({
      parent_id: 0,
    });
    const unknown = await post('/system/menu/edit', {
      menuId: 999_999,
      parentId: 0,
      menuName: 'x',
      icon: '',
      visible: '0',
      orderNum: 1,
    });
    expect(unknown.body).toMatchObject({ code: 500, msg: '菜单 999999 不存在' });
    expect(server.count('sys_menu')).toBe(before);
  });

  it('refuses duplicate keys and codes, malformed keys, and codes not of the family:entity:action form', async () => {
    const before = server.count('sys_menu');
    const system = idOf('system', 'M');
    const userScreen = idOf('user');
    const button = (perms: string) => ({ ...screen(userScreen, ''), menuType: 'F', perms });
    const cases: [unknown, string][] = [
      [screen(system, 'dept'), '路由标识「dept」已存在'],
      [screen(system, 'ops-board'), '路由标识「ops-board」格式不正确，只能包含字母和数字'],
      [button('system:user:add'), '权限标识「system:user:add」已存在'],
      [
        button('System:user:add'),
        '权限标识「System:user:add」格式不正确，应为 模块:对象:操作（如 system:menu:add）',
      ],
      [button('system:user'), '权限标识「system:user」格式不正确，应为 模块:对象:操作（如 system:menu:add）'],
      [
        button('system:user:add:x'),
        '权限标识「system:user:add:x」格式不正确，应为 模块:对象:操作（如 system:menu:add）',
      ],
      [
        button('viewBaseData'),
        '权限标识「viewBaseData」格式不正确，应为 模块:对象:操作（如 system:menu:add）',
      ],
      [button('system:foo:bar'), '权限标识「system:foo:bar」不是服务器校验的权限标识'],
    ];
    for (const [body, msg] of cases)
      expect((await post('/system/menu/add', body)).body).toMatchObject({ code: 500, msg });
    // The schema refuses a wrong type or a missing field.
    for (const change of [{ menuType: 'X' }, { menuName: '   ' }, { visible: '2' }, { orderNum: -1 }]) {
      const bad = await post('/system/menu/add', { ...screen(system, 'opsBoard'), ...change });
      expect(bad.body.code).not.toBe(0);
      expect(bad.status).toBeLessThan(500);
    }
    expect(server.count('sys_menu')).toBe(before);
  });

  it('refuses deleting an entry with children or one a role still grants', async () => {
    const before = server.count('sys_menu');
    const system = idOf('system', 'M');
    const withChildren = await post('/system/menu/remove', { menuId: system });
    expect(withChildren.body.msg).toMatch(/^「系统管理」下还有 \d+ 个下级，不能删除$/);
    const granted = await post('/system/menu/remove', { menuId: idOf('welcome') });
    expect(granted.body.msg).toMatch(/^「欢迎」已分配给 \d+ 个角色，请先在角色中取消后再删除$/);
    const grantedButton = await post('/system/menu/remove', { menuId: idOf('system:menu:list', 'F') });
    expect(grantedButton.body.msg).toMatch(/^「权限查询」已分配给 \d+ 个角色/);
    expect((await post('/system/menu/remove', { menuId: 999_999 })).body.msg).toBe('菜单 999999 不存在');
    expect(server.count('sys_menu')).toBe(before);
  });

  it('refuses every write to a caller without the codes, and the tree to one without a reading code', async () => {
    const before = server.count('sys_menu');
    const system = idOf('system', 'M');
    expect((await post('/system/menu/add', screen(system, 'opsBoard'), viewer)).status).toBe(403);
    expect(
      (
        await post(
          '/system/menu/edit',
          { menuId: system, parentId: 0, menuName: 'x', icon: '', visible: '1', orderNum: 1 },
          viewer,
        )
      ).status,
    ).toBe(403);
    expect((await post('/system/menu/remove', { menuId: system }, viewer)).status).toBe(403);
    expect((await server.call('GET', '/system/menu/list', { token: viewer })).status).toBe(403);
    expect(server.count('sys_menu')).toBe(before);
  });
});
