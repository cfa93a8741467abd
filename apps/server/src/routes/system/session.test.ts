import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGEMENT_MENU_KEYS } from '../../core/enterpriseAccess';
import { MENU_TREE } from '../../seed/menus';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

interface Menu {
  menuId: number;
  parentId: number;
  menuKey: string;
  menuType: string;
  visible: string;
}

const menusOf = async (login: string) =>
  (await server.call('GET', '/system/menu/user', { token: await server.login(login) })).body.data as Menu[];

describe('the signed-in user (D13)', () => {
  it('answers the current user with roleIds, buttons, userType, deptId and enterpriseId', async () => {
    const token = await server.login('enterprise');
    const { body } = await server.call('GET', '/system/user/info', { token });
    expect(body.data).toMatchObject({
      userId: 4,
      loginName: 'enterprise',
      userType: '22',
      enterpriseId: 1,
      deptId: null,
      roleIds: [31],
    });
    expect((body.data as { buttons: string[] }).buttons).toContain('finance:recharge:add');
    const dispatcher = await server.call('GET', '/system/user/info', {
      token: await server.login('dispatcher'),
    });
    expect(dispatcher.body.data).toMatchObject({
      userId: 2,
      deptId: 103,
      deptName: '订单部',
      roleIds: [29],
      roleName: '派单主管',
    });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await server.call('GET', '/system/user/info')).status).toBe(401);
    const unknown = await server.call('GET', '/system/user/info', { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(401);
  });

  it('answers the user of a token by the token itself', async () => {
    const token = await server.login('market');
    expect((await server.call('GET', `/system/user/getInfoByToken/${token}`)).body.data).toMatchObject({
      loginName: 'market',
    });
    expect((await server.call('GET', '/system/user/getInfoByToken/unknown')).status).toBe(401);
  });

  it('lists the users of a department (D9: 103 order principals, 104 market principals)', async () => {
    const token = await server.login('viewer');
    const orderPrincipals = (await server.call('GET', '/system/user/findByDeptId/103', { token })).body
      .data as { userId: number }[];
    expect(orderPrincipals.map((user) => user.userId)).toEqual([2, 6, 8]);
    const market = (await server.call('GET', '/system/user/findByDeptId/104', { token })).body.data as {
      userId: number;
    }[];
    expect(market.map((user) => user.userId)).toEqual([3, 7]);
    expect((await server.call('GET', '/system/user/findByDeptId/abc', { token })).status).toBe(400);
  });
});

describe('menus per user (spec 000 §2.1, §6)', () => {
  it('gives the administrator every screen key of the catalogue under its directory (D49: but the enterprise administrators’)', async () => {
    const menus = await menusOf('admin');
    const keys = new Set(menus.map((menu) => menu.menuKey));
    const leaves = (items: typeof MENU_TREE): string[] =>
      items.flatMap((item) => (item.children ? leaves(item.children) : [item.key]));
    const enterpriseAdminOnly: readonly string[] = MANAGEMENT_MENU_KEYS;
    for (const key of leaves(MENU_TREE).filter((leaf) => !enterpriseAdminOnly.includes(leaf)))
      expect(keys, key).toContain(key);
    for (const key of enterpriseAdminOnly) expect(keys, key).not.toContain(key);
    for (const key of [
      'workbench',
      'welcome',
      'analysis',
      'orderList',
      'createOrder',
      'qyCreateOrder',
      'enterpriseList',
      'contractList',
      'recharge',
      'walletList',
      'walletRecord',
      'enterpriseBill',
      'user',
      'role',
      'dict',
      'logininfor',
      'operlog',
    ]) {
      expect(keys).toContain(key);
    }
    const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
    for (const menu of menus) if (menu.parentId !== 0) expect(byId.get(menu.parentId)?.menuType).toBe('M');
    expect(menus.find((menu) => menu.menuKey === 'qyCreateOrder')?.visible).toBe('1');
    expect(menus.find((menu) => menu.menuKey === 'orderList')?.visible).toBe('0');
  });

  it('gives an enterprise user the workbench and the order-now screen, and no system screens', async () => {
    const keys = (await menusOf('enterprise')).map((menu) => menu.menuKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'dashboard',
        'workbench',
        'order',
        'orderList',
        'qyCreateOrder',
        'recharge',
        'enterpriseBill',
      ]),
    );
    expect(keys).not.toContain('user');
    expect(keys).not.toContain('welcome');
  });

  it('gives the viewer the enterprise screens only to look at, with their parent directories', async () => {
    const keys = (await menusOf('viewer')).map((menu) => menu.menuKey);
    expect(keys).toEqual(expect.arrayContaining(['enterprise', 'enterpriseList', 'contractList', 'welcome']));
    expect(keys).not.toContain('system');
    expect(keys).not.toContain('recharge');
  });

  it('follows a role change at once', async () => {
    const admin = await server.login('admin');
    const role = (await server.call('GET', '/system/role/get/34', { token: admin })).body.data as Record<
      string,
      unknown
    >;
    const dictMenu = (await menusOf('admin')).find((menu) => menu.menuKey === 'dict');
    await server.call('POST', '/system/role/edit', {
      token: admin,
      body: { ...role, createTime: undefined, menuIds: [...(role.menuIds as number[]), dictMenu?.menuId] },
    });
    const keys = (await menusOf('tech1')).map((menu) => menu.menuKey);
    expect(keys).toContain('dict');
    expect(keys).toContain('system');
  });
});

describe('changing the own password (spec 000 §5, §8)', () => {
  it('answers code 1 for a wrong old password and changes nothing', async () => {
    const token = await server.login('service');
    const before = server.db.prepare('SELECT password_hash FROM sys_user WHERE user_id = 10').get();
    const wrong = await server.call('POST', '/system/user/resetpwd', {
      token,
      body: { oldPwd: 'wrong', newPwd: 'Service#2025' },
    });
    expect(wrong.body.code).toBe(1);
    expect(server.db.prepare('SELECT password_hash FROM sys_user WHERE user_id = 10').get()).toEqual(before);
    expect((await server.call('GET', '/system/user/info', { token })).status).toBe(200);
  });

  it('refuses a new password without a letter, digit and special character', async () => {
    const token = await server.login('service');
    for (const newPwd of ['abcdefgh', '12345678', 'abc12345', 'Ab#1']) {
      const answer = await server.call('POST', '/system/user/resetpwd', {
        token,
        body: { oldPwd: 'Onsite@2024', newPwd },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain('newPwd');
    }
  });

  it('changes the password and ends every session of the user', async () => {
    const first = await server.login('tech2');
    const second = await server.login('tech2');
    const answer = await server.call('POST', '/system/user/resetpwd', {
      token: first,
      body: { oldPwd: 'Onsite@2024', newPwd: 'Tech2#2025!' },
    });
    expect(answer.body).toMatchObject({ code: 0, msg: '密码修改成功' });
    expect((await server.call('GET', '/system/user/info', { token: second })).status).toBe(401);
    await server.login('tech2', 'Tech2#2025!');
  });
});
