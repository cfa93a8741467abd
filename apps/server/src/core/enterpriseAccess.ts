import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { businessError, forbidden } from '../http/errors';

/**
 * D45 (issue 18): who administers an enterprise, and what an enterprise may hand out.
 *
 * - An enterprise administrator is an enabled user of userType '22' with an enterprise whose roles
 *   include an enabled *platform* role (sys_role.enterprise_id IS NULL): the platform gave them their
 *   access (the demo account `enterprise` 张企业 holds platform role 31). Users the administrator
 *   creates hold only roles of their own enterprise, so they are members, never administrators.
 * - What the enterprise holds is the union of the menus and button codes of the enabled platform roles
 *   its administrators hold. An enterprise role is a subset of that, never more; the screens that
 *   manage users and roles (MANAGEMENT_MENU_KEYS) stay with the administrators.
 * - Everything is scoped to the caller's enterprise: a user or role of another enterprise (or a platform
 *   role) is answered as not found, the same as an id that does not exist (least data).
 */
export const MANAGEMENT_MENU_KEYS = ['enterpriseUser', 'enterpriseRole'] as const;

const ADMIN_ROLE_OF = `SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.role_id = ur.role_id
  WHERE ur.user_id = ? AND r.status = '0' AND r.enterprise_id IS NULL`;

/** Whether the user (by id) is an administrator of their enterprise. */
export function isEnterpriseAdmin(db: Db, userId: number): boolean {
  const row = db
    .prepare('SELECT user_type, enterprise_id, status FROM sys_user WHERE user_id = ?')
    .get(userId) as { user_type: string; enterprise_id: number | null; status: string } | undefined;
  if (!row || row.user_type !== USER_TYPE_ENTERPRISE || row.enterprise_id === null || row.status !== '0')
    return false;
  return db.prepare(ADMIN_ROLE_OF).get(userId) !== undefined;
}

/** The caller's enterprise, or a refusal when the caller is not its administrator. */
export function requireEnterpriseAdmin(db: Db, user: SessionUser): number {
  if (user.enterpriseId === null || !isEnterpriseAdmin(db, user.userId)) {
    throw forbidden('企业用户和角色的管理（仅限企业管理员）');
  }
  return user.enterpriseId;
}

export interface Allowance {
  menuIds: Set<number>;
  buttons: Set<string>;
}

/** What the enterprise holds: the platform roles of its administrators, minus the management screens. */
export function allowanceOf(db: Db, enterpriseId: number): Allowance {
  const adminRoles = `SELECT DISTINCT r.role_id FROM sys_role r
    JOIN sys_user_role ur ON ur.role_id = r.role_id
    JOIN sys_user u ON u.user_id = ur.user_id
    WHERE r.enterprise_id IS NULL AND r.status = '0' AND u.enterprise_id = ? AND u.user_type = ? AND u.status = '0'`;
  const management = db
    .prepare(
      `SELECT menu_id FROM sys_menu WHERE menu_key IN (${MANAGEMENT_MENU_KEYS.map(() => '?').join(', ')})`,
    )
    .all(...MANAGEMENT_MENU_KEYS) as { menu_id: number }[];
  const excluded = new Set(management.map((row) => row.menu_id));
  const menuIds = new Set(
    (
      db
        .prepare(`SELECT DISTINCT menu_id FROM sys_role_menu WHERE role_id IN (${adminRoles})`)
        .all(enterpriseId, USER_TYPE_ENTERPRISE) as { menu_id: number }[]
    )
      .map((row) => row.menu_id)
      .filter((id) => !excluded.has(id)),
  );
  const buttons = new Set(
    (
      db
        .prepare(`SELECT DISTINCT button FROM sys_role_button WHERE role_id IN (${adminRoles})`)
        .all(enterpriseId, USER_TYPE_ENTERPRISE) as { button: string }[]
    ).map((row) => row.button),
  );
  return { menuIds, buttons };
}

/** Refuses grants beyond what the enterprise holds, naming the first one. */
export function checkWithinAllowance(
  allowance: Allowance,
  grants: { menuIds: readonly number[]; buttons: readonly string[] },
): void {
  const menu = grants.menuIds.find((id) => !allowance.menuIds.has(id));
  if (menu !== undefined) throw businessError(`菜单 ${menu} 不在本企业可用的范围内`);
  const code = grants.buttons.find((button) => !allowance.buttons.has(button));
  if (code !== undefined) throw businessError(`按钮权限 ${code} 不在本企业可用的范围内`);
}

/** A user of the enterprise, or "not found" (also for another enterprise's user). */
export function requireEnterpriseUser(db: Db, enterpriseId: number, userId: number): void {
  const row = db
    .prepare('SELECT 1 FROM sys_user WHERE user_id = ? AND enterprise_id = ? AND user_type = ?')
    .get(userId, enterpriseId, USER_TYPE_ENTERPRISE);
  if (!row) throw businessError(`用户 ${userId} 不存在`);
}

/** A role of the enterprise, or "not found" (also for a platform role or another enterprise's role). */
export function requireEnterpriseRole(db: Db, enterpriseId: number, roleId: number): void {
  if (!db.prepare('SELECT 1 FROM sys_role WHERE role_id = ? AND enterprise_id = ?').get(roleId, enterpriseId))
    throw businessError(`角色 ${roleId} 不存在`);
}

/** Replaces a member's enterprise roles; the platform roles an administrator holds are kept. */
export function setEnterpriseRoles(
  db: Db,
  enterpriseId: number,
  userId: number,
  roleIds: readonly number[],
): void {
  for (const roleId of roleIds) requireEnterpriseRole(db, enterpriseId, roleId);
  db.prepare(
    'DELETE FROM sys_user_role WHERE user_id = ? AND role_id IN (SELECT role_id FROM sys_role WHERE enterprise_id = ?)',
  ).run(userId, enterpriseId);
  const insert = db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)');
  for (const roleId of new Set(roleIds)) insert.run(userId, roleId);
}
