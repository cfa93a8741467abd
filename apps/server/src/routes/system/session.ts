import { contract } from '@onsite/api-client';
import type { SystemMenu } from '@onsite/domain';
import { button, PUBLIC, SIGNED_IN } from '../../auth/access';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { closeSessionsOf, type SessionUser, userOfToken } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { MANAGEMENT_MENU_KEYS } from '../../core/enterpriseAccess';
import { formatTime } from '../../core/time';
import { currentUserOf } from '../../core/users';
import type { Db } from '../../db/database';
import { departmentDirectory } from '../../enterprise/leastData';
import { businessError, unauthorized } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

export interface MenuRow {
  menu_id: number;
  parent_id: number;
  menu_name: string;
  menu_key: string;
  menu_type: 'M' | 'C';
  menu_lay: string | null;
  icon: string;
  visible: '0' | '1';
  order_num: number;
  perms: string;
}

export const MENU_SELECT = `SELECT menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms
  FROM sys_menu`;

export const toMenu = (row: MenuRow): SystemMenu => ({
  menuId: row.menu_id,
  parentId: row.parent_id,
  menuName: row.menu_name,
  menuKey: row.menu_key,
  menuType: row.menu_type,
  menuLay: row.menu_lay,
  icon: row.icon,
  visible: row.visible,
  orderNum: row.order_num,
  perms: row.perms,
});

const ENTERPRISE_ADMIN_SCREENS: ReadonlySet<string> = new Set(MANAGEMENT_MENU_KEYS);

/**
 * The menus of a user (spec 000 §6 "menus and routes are filtered per user by the server"): user 1
 * gets every menu; anyone else the menus their enabled roles grant, plus the ancestors of those so
 * the tree stays whole.
 */
export function menusOf(db: Db, user: SessionUser): SystemMenu[] {
  // Button entries ('F') are not routes: a user's buttons travel in `buttons` (user info), not here.
  const all = db
    .prepare(`${MENU_SELECT} WHERE menu_type != 'F' ORDER BY parent_id, order_num, menu_id`)
    .all() as MenuRow[];
  // D49: user 1 gets every menu but the enterprise administrators' own screens (the server refuses them anyone else).
  if (user.userId === 1) return all.filter((row) => !ENTERPRISE_ADMIN_SCREENS.has(row.menu_key)).map(toMenu);
  const granted = new Set(
    (
      db
        .prepare(
          `SELECT DISTINCT rm.menu_id FROM sys_role_menu rm JOIN sys_user_role ur ON ur.role_id = rm.role_id
           JOIN sys_role r ON r.role_id = rm.role_id AND r.status = '0' WHERE ur.user_id = ?`,
        )
        .all(user.userId) as { menu_id: number }[]
    ).map((row) => row.menu_id),
  );
  const byId = new Map(all.map((row) => [row.menu_id, row]));
  for (const id of [...granted]) {
    let parent = byId.get(id)?.parent_id ?? 0;
    while (parent !== 0 && !granted.has(parent)) {
      granted.add(parent);
      parent = byId.get(parent)?.parent_id ?? 0;
    }
  }
  return all.filter((row) => granted.has(row.menu_id)).map(toMenu);
}

/** The signed-in user, their menus, their password, and the user pick lists. */
export function sessionRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const s = contract.system;
  return [
    route(s.menu.user, SIGNED_IN, (_input, { user }) => ({ data: menusOf(db, user) })),
    // D64: 权限管理 reads the same tree.
    route(s.menu.list, button(CODES.roleQuery, CODES.roleEdit, CODES.roleAdd, CODES.menuList), () => ({
      data: (db.prepare(`${MENU_SELECT} ORDER BY parent_id, order_num, menu_id`).all() as MenuRow[]).map(
        toMenu,
      ),
    })),
    route(s.user.info, SIGNED_IN, (_input, { user }) => ({ data: currentUserOf(db, user) })),
    route(s.user.byToken, PUBLIC, ({ params }) => {
      const user = userOfToken(db, params.token, now());
      if (!user) throw unauthorized();
      return { data: currentUserOf(db, user) };
    }),
    route(s.user.resetpwd, SIGNED_IN, async ({ body }, { user }) => {
      const row = db.prepare('SELECT password_hash FROM sys_user WHERE user_id = ?').get(user.userId) as {
        password_hash: string;
      };
      // spec 000 §8: code 1 is a wrong old password (the console shows 原始密码错误！).
      if (!(await verifyPassword(body.oldPwd, row.password_hash))) throw businessError('原始密码错误', 1);
      const hash = await hashPassword(body.newPwd);
      db.transaction(() => {
        db.prepare(
          'UPDATE sys_user SET password_hash = ?, password_change_required = 0, update_time = ? WHERE user_id = ?',
        ).run(hash, formatTime(now()), user.userId);
        // spec 000 §4.1: after a password change the session ends.
        closeSessionsOf(db, user.userId);
      })();
      return { data: null, msg: '密码修改成功' };
    }),
    // Least data: login names and mobiles only for staff callers; others get name + id.
    route(s.user.findByDeptId, SIGNED_IN, ({ params }, { user }) => ({
      data: departmentDirectory(db, user, params.id),
    })),
  ];
}
