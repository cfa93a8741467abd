import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
let ent: string;
beforeEach(async () => {
  server = await startTestServer();
  ent = await server.login('enterprise');
});
afterEach(async () => server.close());

const menuId = (key: string) =>
  (
    server.db.prepare("SELECT menu_id FROM sys_menu WHERE menu_key = ? AND menu_type != 'F'").get(key) as {
      menu_id: number;
    }
  ).menu_id;
const userIdOf = (loginName: string) =>
  (
    server.db.prepare('SELECT user_id FROM sys_user WHERE login_name = ?').get(loginName) as {
      user_id: number;
    }
  ).user_id;
const role = (menuKeys: string[], extra: Record<string, unknown> = {}) => ({
  roleName: '下单员',
  roleSort: 1,
  status: '0',
  menuIds: menuKeys.map(menuId),
  buttons: ['order:order:list'],
  remark: '',
  ...extra,
});
const member = (roleIds: number[], extra: Record<string, unknown> = {}) => ({
  loginName: 'ent1clerk',
  userName: '企业下单员',
  phonenumber: '',
  email: '',
  sex: '2',
  status: '0',
  roleIds,
  remark: '',
  ...extra,
});
async function addRole(body = role(['orderList'])) {
  const added = await server.call('POST', '/enterprise/role/add', { token: ent, body });
  expect(added.body).toMatchObject({ code: 0 });
  return added.body.data as number;
}
async function addMember(roleIds: number[], extra: Record<string, unknown> = {}) {
  const added = await server.call('POST', '/enterprise/user/add', {
    token: ent,
    body: member(roleIds, extra),
  });
  expect(added.body).toMatchObject({ code: 0 });
  return added.body.data as { userId: number; initialPassword: string };
}

describe('enterprise roles (D45)', () => {
  it('adds a role within the allowance; a member with it sees only that menu', async () => {
    const allowance = await server.call('GET', '/enterprise/role/allowance', { token: ent });
    const allowed = (allowance.body.data as { menus: { menuId: number }[] }).menus.map((menu) => menu.menuId);
    expect(allowed).toContain(menuId('orderList'));
    expect(allowed).not.toContain(menuId('enterpriseUser'));
    const roleId = await addRole();
    const listed = await server.call('GET', '/enterprise/role/list', { token: ent });
    expect(listed.body.rows).toEqual([expect.objectContaining({ roleId, roleName: '下单员' })]);
    expect(JSON.stringify(listed.body.rows)).not.toContain('roleKey');
    const { initialPassword } = await addMember([roleId]);
    const first = await server.login('ent1clerk', initialPassword);
    await server.call('POST', '/system/user/resetpwd', {
      token: first,
      body: { oldPwd: initialPassword, newPwd: 'Clerk@12345' },
    });
    const token = await server.login('ent1clerk', 'Clerk@12345');
    const menus = await server.call('GET', '/system/menu/user', { token });
    const keys = (menus.body.data as { menuKey: string; menuType: string }[])
      .filter((menu) => menu.menuType === 'C')
      .map((menu) => menu.menuKey);
    expect(keys).toEqual(['orderList']);
    // A member is no administrator.
    expect((await server.call('GET', '/enterprise/user/list', { token })).body.code).toBe(403);
  });

  it('refuses grants beyond the enterprise, duplicate names and empty menus, changing nothing', async () => {
    const roles = server.count('sys_role');
    for (const body of [
      role(['user']),
      role(['enterpriseUser']),
      role(['orderList'], { buttons: ['system:user:add'] }),
    ]) {
      const refused = await server.call('POST', '/enterprise/role/add', { token: ent, body });
      expect(refused.body.msg).toMatch(/不在本企业可用的范围内|400/);
    }
    expect((await server.call('POST', '/enterprise/role/add', { token: ent, body: role([]) })).status).toBe(
      400,
    );
    // No code at all would mean every code (D11): refused by the schema.
    const noCode = role(['orderList'], { buttons: [] });
    expect((await server.call('POST', '/enterprise/role/add', { token: ent, body: noCode })).status).toBe(
      400,
    );
    await addRole();
    const dup = await server.call('POST', '/enterprise/role/add', { token: ent, body: role(['orderList']) });
    expect(dup.body.msg).toBe('角色名称 下单员 已存在');
    expect(server.count('sys_role')).toBe(roles + 1);
  });

  it('another enterprise’s role and a platform role are not found for edit and status', async () => {
    const other = Number(
      server.db
        .prepare(
          "INSERT INTO sys_role (role_name, role_key, status, create_time, enterprise_id) VALUES ('别家', 'ent2:x', '0', '2025-01-01 00:00:00', 2)",
        )
        .run().lastInsertRowid,
    );
    for (const roleId of [other, 31, 1]) {
      const edit = await server.call('POST', '/enterprise/role/edit', {
        token: ent,
        body: { roleId, ...role(['orderList'], { roleName: '改名' }) },
      });
      expect(edit.body.msg).toBe(`角色 ${roleId} 不存在`);
      const status = await server.call('POST', '/enterprise/role/changeStatus', {
        token: ent,
        body: { roleId, status: '1' },
      });
      expect(status.body.msg).toBe(`角色 ${roleId} 不存在`);
    }
    expect(server.count('sys_role', "role_name = '改名' OR status = '1' AND role_id IN (1, 31)")).toBe(0);
  });
});

describe('enterprise users (D45)', () => {
  it('lists only the own enterprise’s users, least data', async () => {
    const page = await server.call('GET', '/enterprise/user/list', { token: ent });
    const rows = page.body.rows as { loginName: string; admin: boolean }[];
    expect(rows.map((row) => row.loginName)).toContain('enterprise');
    expect(rows.find((row) => row.loginName === 'enterprise')?.admin).toBe(true);
    expect(page.body.total).toBe(server.count('sys_user', "enterprise_id = 1 AND user_type = '22'"));
    expect(JSON.stringify(rows)).not.toMatch(/deptId|enterpriseId|userType/);
  });

  it('only an enterprise administrator may call; staff, masters and members are refused', async () => {
    for (const login of ['admin', 'dispatcher', 'master']) {
      const token = await server.login(login);
      expect((await server.call('GET', '/enterprise/user/list', { token })).body.code).toBe(403);
      expect((await server.call('GET', '/enterprise/role/allowance', { token })).body.code).toBe(403);
    }
  });

  it('edits, disables and resets a member; the member must change the password next', async () => {
    const roleId = await addRole();
    const { userId } = await addMember([roleId]);
    const edit = await server.call('POST', '/enterprise/user/edit', {
      token: ent,
      body: { userId, ...member([roleId], { userName: '改名后' }) },
    });
    expect(edit.body.code).toBe(0);
    const weak = await server.call('POST', '/enterprise/user/resetPwd', {
      token: ent,
      body: { userId, password: 'abcdefgh' },
    });
    expect(weak.status).toBe(400);
    const reset = await server.call('POST', '/enterprise/user/resetPwd', {
      token: ent,
      body: { userId, password: 'Reset@12345' },
    });
    expect(reset.body.code).toBe(0);
    const status = await server.call('POST', '/enterprise/user/changeStatus', {
      token: ent,
      body: { userId, status: '1' },
    });
    expect(status.body.msg).toBe('停用成功');
    expect(
      server.count('sys_user', `user_id = ${userId} AND status = '1' AND password_change_required = 1`),
    ).toBe(1);
  });

  it('refuses other enterprises’ users, platform roles, itself and other administrators, changing nothing', async () => {
    const roleId = await addRole();
    const admin = userIdOf('admin');
    const self = userIdOf('enterprise');
    const other = Number(
      server.db
        .prepare(
          "INSERT INTO sys_user (login_name, user_name, password_hash, user_type, enterprise_id, create_time) VALUES ('ent2x', '别家', 'x', '22', 2, '2025-01-01 00:00:00')",
        )
        .run().lastInsertRowid,
    );
    for (const userId of [admin, other]) {
      for (const [url, body] of [
        ['/enterprise/user/edit', { userId, ...member([roleId]) }],
        ['/enterprise/user/changeStatus', { userId, status: '1' }],
        ['/enterprise/user/resetPwd', { userId, password: 'Reset@12345' }],
      ] as const) {
        expect((await server.call('POST', url, { token: ent, body })).body.msg).toBe(`用户 ${userId} 不存在`);
      }
    }
    const platformRole = await server.call('POST', '/enterprise/user/add', {
      token: ent,
      body: member([31]),
    });
    expect(platformRole.body.msg).toBe('角色 31 不存在');
    const taken = await server.call('POST', '/enterprise/user/add', {
      token: ent,
      body: member([roleId], { loginName: 'admin' }),
    });
    expect(taken.body.msg).toBe('登录账号 admin 已存在');
    expect(server.count('sys_user', "login_name = 'ent1clerk'")).toBe(0);
    const selfStop = await server.call('POST', '/enterprise/user/changeStatus', {
      token: ent,
      body: { userId: self, status: '1' },
    });
    expect(selfStop.body.msg).toBe('不能停用当前登录的用户');
    const selfReset = await server.call('POST', '/enterprise/user/resetPwd', {
      token: ent,
      body: { userId: self, password: 'Reset@12345' },
    });
    expect(selfReset.body.msg).toBe('请在账户设置中修改自己的密码');
    // A second administrator of the same enterprise (holding the platform role) is the platform's to change.
    const second = await addMember([roleId]);
    server.db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, 31)').run(second.userId);
    const otherAdmin = await server.call('POST', '/enterprise/user/changeStatus', {
      token: ent,
      body: { userId: second.userId, status: '1' },
    });
    expect(otherAdmin.body.msg).toBe('企业管理员的账号由平台管理，不能在这里修改');
    expect(server.count('sys_user', "status = '1' AND enterprise_id = 1")).toBe(0);
  });
});

describe('deleting enterprise users and roles (D49)', () => {
  const removeUser = (userId: number) =>
    server.call('POST', '/enterprise/user/remove', { token: ent, body: { userId } });
  const removeRole = (roleId: number) =>
    server.call('POST', '/enterprise/role/remove', { token: ent, body: { roleId } });

  it('deletes a member who never signed in, then the role nobody holds any more', async () => {
    const roleId = await addRole();
    const { userId } = await addMember([roleId]);
    const held = await removeRole(roleId);
    expect(held.body).toMatchObject({ code: 500, msg: '角色 下单员 已分配给 1 个用户，不能删除' });
    expect(server.count('sys_role', `role_id = ${roleId}`)).toBe(1);
    expect((await removeUser(userId)).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect(server.count('sys_user', `user_id = ${userId}`)).toBe(0);
    expect(server.count('sys_user_role', `user_id = ${userId}`)).toBe(0);
    expect((await removeRole(roleId)).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect(server.count('sys_role', `role_id = ${roleId}`)).toBe(0);
    expect(server.count('sys_role_menu', `role_id = ${roleId}`)).toBe(0);
    expect(server.count('sys_role_button', `role_id = ${roleId}`)).toBe(0);
  });

  it('refuses a member who signed in, itself, other administrators, other enterprises and platform roles', async () => {
    const roleId = await addRole();
    const { userId, initialPassword } = await addMember([roleId]);
    await server.login('ent1clerk', initialPassword);
    expect((await removeUser(userId)).body.msg).toBe('用户 ent1clerk 已登录使用过，不能删除，请改为停用');
    expect((await removeUser(userIdOf('enterprise'))).body.msg).toBe('不能删除当前登录的用户');
    const second = await addMember([roleId], { loginName: 'ent1admin2' });
    server.db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, 31)').run(second.userId);
    expect((await removeUser(second.userId)).body.msg).toBe('企业管理员的账号由平台管理，不能在这里修改');
    for (const other of [userIdOf('admin'), userIdOf('ent2')]) {
      expect((await removeUser(other)).body.msg).toBe(`用户 ${other} 不存在`);
    }
    for (const role of [31, 1]) expect((await removeRole(role)).body.msg).toBe(`角色 ${role} 不存在`);
    expect(
      server.count('sys_user', "login_name IN ('ent1clerk', 'ent1admin2', 'admin', 'ent2', 'enterprise')"),
    ).toBe(5);
    expect(server.count('sys_role', 'role_id IN (1, 31)')).toBe(2);
    // A member is refused as every non-administrator is.
    const first = await server.login('ent1clerk', initialPassword);
    await server.call('POST', '/system/user/resetpwd', {
      token: first,
      body: { oldPwd: initialPassword, newPwd: 'Clerk@12345' },
    });
    const member = await server.login('ent1clerk', 'Clerk@12345');
    const refused = await server.call('POST', '/enterprise/role/remove', { token: member, body: { roleId } });
    expect(refused.body.code).toBe(403);
    expect(server.count('sys_role', `role_id = ${roleId}`)).toBe(1);
  });
});
