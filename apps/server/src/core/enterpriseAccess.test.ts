import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/sessions';
import { startTestServer, type TestServer } from '../testing/harness';
import {
  allowanceOf,
  checkWithinAllowance,
  isEnterpriseAdmin,
  requireEnterpriseAdmin,
  requireEnterpriseRole,
  requireEnterpriseUser,
  setEnterpriseRoles,
} from './enterpriseAccess';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server.close());

const idOf = (loginName: string) =>
  (
    server.db.prepare('SELECT user_id FROM sys_user WHERE login_name = ?').get(loginName) as {
      user_id: number;
    }
  ).user_id;
const sessionOf = (loginName: string): SessionUser => {
  const row = server.db
    .prepare('SELECT user_id, user_type, enterprise_id FROM sys_user WHERE login_name = ?')
    .get(loginName) as { user_id: number; user_type: string; enterprise_id: number | null };
  return {
    userId: row.user_id,
    loginName,
    userName: loginName,
    userType: row.user_type,
    deptId: null,
    enterpriseId: row.enterprise_id,
    roleIds: [],
    buttons: [],
    passwordChangeRequired: false,
  };
};
const addRole = (enterpriseId: number, key: string) =>
  Number(
    server.db
      .prepare(
        "INSERT INTO sys_role (role_name, role_key, order_num, status, remark, create_time, enterprise_id) VALUES (?, ?, 1, '0', '', '2025-01-01 00:00:00', ?)",
      )
      .run(key, key, enterpriseId).lastInsertRowid,
  );

describe('enterprise administrators (D45)', () => {
  it('the demo account enterprise administers enterprise 1; staff and masters do not', () => {
    expect(isEnterpriseAdmin(server.db, idOf('enterprise'))).toBe(true);
    expect(requireEnterpriseAdmin(server.db, sessionOf('enterprise'))).toBe(1);
    for (const login of ['admin', 'dispatcher', 'master', 'viewer']) {
      expect(isEnterpriseAdmin(server.db, idOf(login))).toBe(false);
      expect(() => requireEnterpriseAdmin(server.db, sessionOf(login))).toThrow(/没有权限/);
    }
  });

  it('a member holding only enterprise roles is no administrator; a disabled one neither', () => {
    const roleId = addRole(1, 'ent1-member');
    const enterpriseId = idOf('enterprise');
    server.db.prepare('DELETE FROM sys_user_role WHERE user_id = ?').run(enterpriseId);
    server.db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)').run(enterpriseId, roleId);
    expect(isEnterpriseAdmin(server.db, enterpriseId)).toBe(false);
  });

  it('the allowance is what the platform roles of the administrators grant, without the management screens', () => {
    const allowance = allowanceOf(server.db, 1);
    const key = (id: number) =>
      (server.db.prepare('SELECT menu_key FROM sys_menu WHERE menu_id = ?').get(id) as { menu_key: string })
        .menu_key;
    const keys = [...allowance.menuIds].map(key);
    expect(keys).toContain('orderList');
    expect(keys).not.toContain('enterpriseUser');
    expect(keys).not.toContain('enterpriseRole');
    expect(keys).not.toContain('user');
    expect(allowance.buttons.size).toBeGreaterThan(0);
    const orderList = [...allowance.menuIds].find((id) => key(id) === 'orderList') as number;
    expect(() => checkWithinAllowance(allowance, { menuIds: [orderList], buttons: [] })).not.toThrow();
    const userMenu = (
      server.db.prepare("SELECT menu_id FROM sys_menu WHERE menu_key = 'user'").get() as {
        menu_id: number;
      }
    ).menu_id;
    expect(() => checkWithinAllowance(allowance, { menuIds: [userMenu], buttons: [] })).toThrow(/不在本企业/);
    expect(() => checkWithinAllowance(allowance, { menuIds: [], buttons: ['system:user:add'] })).toThrow(
      /不在本企业/,
    );
    // An enterprise with no administrator holds nothing.
    expect(allowanceOf(server.db, 999).menuIds.size).toBe(0);
  });

  it('another enterprise’s users and roles, and platform roles, are not found', () => {
    const own = addRole(1, 'ent1-a');
    const other = addRole(2, 'ent2-a');
    expect(() => requireEnterpriseRole(server.db, 1, own)).not.toThrow();
    expect(() => requireEnterpriseRole(server.db, 1, other)).toThrow(`角色 ${other} 不存在`);
    expect(() => requireEnterpriseRole(server.db, 1, 31)).toThrow('角色 31 不存在');
    expect(() => requireEnterpriseUser(server.db, 1, idOf('enterprise'))).not.toThrow();
    expect(() => requireEnterpriseUser(server.db, 2, idOf('enterprise'))).toThrow(/不存在/);
    expect(() => requireEnterpriseUser(server.db, 1, idOf('admin'))).toThrow(/不存在/);
  });

  it('setting a user’s enterprise roles keeps their platform roles and refuses foreign ones, changing nothing', () => {
    const own = addRole(1, 'ent1-b');
    const other = addRole(2, 'ent2-b');
    const userId = idOf('enterprise');
    const before = server.count('sys_user_role', `user_id = ${userId}`);
    const set = server.db.transaction((roleIds: number[]) =>
      setEnterpriseRoles(server.db, 1, userId, roleIds),
    );
    expect(() => set([own, other])).toThrow(`角色 ${other} 不存在`);
    expect(server.count('sys_user_role', `user_id = ${userId}`)).toBe(before);
    set([own]);
    expect(server.count('sys_user_role', `user_id = ${userId}`)).toBe(before + 1);
    expect(isEnterpriseAdmin(server.db, userId)).toBe(true);
  });
});
