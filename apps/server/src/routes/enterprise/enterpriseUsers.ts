import { randomUUID } from 'node:crypto';
import { contract } from '@onsite/api-client';
import { type EnterpriseRole, type EnterpriseUser, USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { userType } from '../../auth/access';
import { randomOneTimePassword } from '../../auth/oneTimePassword';
import { hashPassword } from '../../auth/passwords';
import { closeSessionsOf } from '../../auth/sessions';
import {
  allowanceOf,
  checkWithinAllowance,
  isEnterpriseAdmin,
  requireEnterpriseAdmin,
  requireEnterpriseRole,
  requireEnterpriseUser,
  setEnterpriseRoles,
} from '../../core/enterpriseAccess';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { MENU_SELECT, type MenuRow, toMenu } from '../system/session';

const ENTERPRISE = userType(USER_TYPE_ENTERPRISE);

interface UserRow {
  user_id: number;
  login_name: string;
  user_name: string;
  phonenumber: string | null;
  email: string;
  sex: '0' | '1' | '2';
  status: '0' | '1';
  login_date: string | null;
  create_time: string;
  remark: string | null;
}

interface RoleRow {
  role_id: number;
  role_name: string;
  order_num: number;
  status: '0' | '1';
  remark: string;
  create_time: string;
}

const USER_SORTABLE = { userId: 'user_id', loginName: 'login_name', createTime: 'create_time' };
const ROLE_SORTABLE = { roleId: 'role_id', roleSort: 'order_num', createTime: 'create_time' };

function toUser(db: Db, enterpriseId: number, row: UserRow): EnterpriseUser {
  // Least data: only the enterprise's own roles; a platform role shows as `admin`.
  const roleIds = (
    db
      .prepare(
        `SELECT ur.role_id FROM sys_user_role ur JOIN sys_role r ON r.role_id = ur.role_id
         WHERE ur.user_id = ? AND r.enterprise_id = ? ORDER BY ur.role_id`,
      )
      .all(row.user_id, enterpriseId) as { role_id: number }[]
  ).map((r) => r.role_id);
  return {
    userId: row.user_id,
    loginName: row.login_name,
    userName: row.user_name,
    phonenumber: row.phonenumber ?? '',
    email: row.email,
    sex: row.sex,
    status: row.status,
    roleIds,
    admin: isEnterpriseAdmin(db, row.user_id),
    loginDate: row.login_date,
    createTime: row.create_time,
    remark: row.remark ?? '',
  };
}

function toRole(db: Db, row: RoleRow): EnterpriseRole {
  const menuIds = (
    db.prepare('SELECT menu_id FROM sys_role_menu WHERE role_id = ? ORDER BY menu_id').all(row.role_id) as {
      menu_id: number;
    }[]
  ).map((r) => r.menu_id);
  const buttons = (
    db.prepare('SELECT button FROM sys_role_button WHERE role_id = ? ORDER BY button').all(row.role_id) as {
      button: string;
    }[]
  ).map((r) => r.button);
  return {
    roleId: row.role_id,
    roleName: row.role_name,
    roleSort: row.order_num,
    status: row.status,
    menuIds,
    buttons,
    remark: row.remark,
    createTime: row.create_time,
  };
}

function checkPhone(db: Db, phonenumber: string, userId: number | null): void {
  if (phonenumber === '') return;
  const owner = db.prepare('SELECT user_id FROM sys_user WHERE phonenumber = ?').get(phonenumber) as
    | { user_id: number }
    | undefined;
  if (owner && owner.user_id !== userId) throw businessError('手机号码已被其他用户使用');
}

/** The administrators' accounts are the platform's: another administrator is changed only there. */
function refuseOtherAdmin(db: Db, callerId: number, userId: number): void {
  if (userId !== callerId && isEnterpriseAdmin(db, userId)) {
    throw businessError('企业管理员的账号由平台管理，不能在这里修改');
  }
}

function checkRoleName(db: Db, enterpriseId: number, roleName: string, roleId: number | null): void {
  const owner = db
    .prepare('SELECT role_id FROM sys_role WHERE enterprise_id = ? AND role_name = ?')
    .get(enterpriseId, roleName) as { role_id: number } | undefined;
  if (owner && owner.role_id !== roleId) throw businessError(`角色名称 ${roleName} 已存在`);
}

function setGrants(db: Db, roleId: number, grants: { menuIds: number[]; buttons: string[] }): void {
  db.prepare('DELETE FROM sys_role_menu WHERE role_id = ?').run(roleId);
  db.prepare('DELETE FROM sys_role_button WHERE role_id = ?').run(roleId);
  const menu = db.prepare('INSERT INTO sys_role_menu (role_id, menu_id) VALUES (?, ?)');
  for (const menuId of new Set(grants.menuIds)) menu.run(roleId, menuId);
  const grant = db.prepare('INSERT INTO sys_role_button (role_id, button) VALUES (?, ?)');
  for (const code of new Set(grants.buttons)) grant.run(roleId, code);
}

/**
 * D45 (issue 18): an enterprise administrator manages the users and roles of their own enterprise.
 * Every call is scoped by the server to the caller's enterprise; other ids are "not found".
 */
export function enterpriseUserRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { enterpriseUser: eu, enterpriseRole: er } = contract.enterprise;
  return [
    route(eu.list, ENTERPRISE, ({ query }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      const where = new Where()
        .equals('enterprise_id', enterpriseId)
        .equals('user_type', USER_TYPE_ENTERPRISE)
        .contains('login_name', query.loginName)
        .contains('user_name', query.userName)
        .equals('status', query.status);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, USER_SORTABLE, 'user_id', 'user_id');
      const rows = db
        .prepare(
          `SELECT user_id, login_name, user_name, phonenumber, email, sex, status, login_date, create_time, remark
           FROM sys_user ${where.toSql()} ${order} LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as UserRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_user ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map((row) => toUser(db, enterpriseId, row)), total, pageNum };
    }),
    route(eu.add, ENTERPRISE, async ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      const initialPassword = randomOneTimePassword();
      const hash = await hashPassword(initialPassword);
      const userId = db.transaction(() => {
        if (db.prepare('SELECT 1 FROM sys_user WHERE login_name = ?').get(body.loginName)) {
          throw businessError(`登录账号 ${body.loginName} 已存在`);
        }
        checkPhone(db, body.phonenumber, null);
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO sys_user (login_name, user_name, password_hash, user_type, dept_id, enterprise_id, phonenumber, email,
               sex, status, remark, create_time, password_change_required) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, 1)`,
          )
          .run(
            body.loginName,
            body.userName,
            hash,
            USER_TYPE_ENTERPRISE,
            enterpriseId,
            body.phonenumber || null,
            body.email,
            body.sex,
            body.status,
            body.remark,
            formatTime(now()),
          );
        setEnterpriseRoles(db, enterpriseId, Number(lastInsertRowid), body.roleIds);
        return Number(lastInsertRowid);
      })();
      return { data: { userId, initialPassword }, msg: '新增成功' };
    }),
    route(eu.edit, ENTERPRISE, ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      db.transaction(() => {
        requireEnterpriseUser(db, enterpriseId, body.userId);
        refuseOtherAdmin(db, user.userId, body.userId);
        if (body.userId === user.userId && body.status !== '0') throw businessError('不能停用当前登录的用户');
        checkPhone(db, body.phonenumber, body.userId);
        db.prepare(
          `UPDATE sys_user SET user_name = ?, phonenumber = ?, email = ?, sex = ?, status = ?, remark = ?, update_time = ?
           WHERE user_id = ?`,
        ).run(
          body.userName,
          body.phonenumber || null,
          body.email,
          body.sex,
          body.status,
          body.remark,
          formatTime(now()),
          body.userId,
        );
        setEnterpriseRoles(db, enterpriseId, body.userId, body.roleIds);
        if (body.status === '1') closeSessionsOf(db, body.userId);
      })();
      return { data: null, msg: '修改成功' };
    }),
    route(eu.changeStatus, ENTERPRISE, ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      requireEnterpriseUser(db, enterpriseId, body.userId);
      if (body.userId === user.userId) throw businessError('不能停用当前登录的用户');
      refuseOtherAdmin(db, user.userId, body.userId);
      db.transaction(() => {
        db.prepare('UPDATE sys_user SET status = ?, update_time = ? WHERE user_id = ?').run(
          body.status,
          formatTime(now()),
          body.userId,
        );
        if (body.status === '1') closeSessionsOf(db, body.userId);
      })();
      return { data: null, msg: body.status === '1' ? '停用成功' : '启用成功' };
    }),
    route(eu.resetPwd, ENTERPRISE, async ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      requireEnterpriseUser(db, enterpriseId, body.userId);
      if (body.userId === user.userId) throw businessError('请在账户设置中修改自己的密码');
      refuseOtherAdmin(db, user.userId, body.userId);
      const hash = await hashPassword(body.password);
      db.transaction(() => {
        db.prepare(
          'UPDATE sys_user SET password_hash = ?, password_change_required = 1, update_time = ? WHERE user_id = ?',
        ).run(hash, formatTime(now()), body.userId);
        closeSessionsOf(db, body.userId);
      })();
      return { data: null, msg: '重置成功' };
    }),
    // D49: a member who never signed in goes with their roles; one who signed in has left traces (orders,
    // logs name them), so they are disabled instead. The administrator and other administrators stay.
    route(eu.remove, ENTERPRISE, ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      db.transaction(() => {
        requireEnterpriseUser(db, enterpriseId, body.userId);
        if (body.userId === user.userId) throw businessError('不能删除当前登录的用户');
        refuseOtherAdmin(db, user.userId, body.userId);
        const row = db
          .prepare('SELECT login_name, login_date FROM sys_user WHERE user_id = ?')
          .get(body.userId) as { login_name: string; login_date: string | null };
        if (row.login_date !== null) {
          throw businessError(`用户 ${row.login_name} 已登录使用过，不能删除，请改为停用`);
        }
        db.prepare('DELETE FROM sys_user WHERE user_id = ?').run(body.userId);
      })();
      return { data: null, msg: '删除成功' };
    }),
    route(er.list, ENTERPRISE, ({ query }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      const where = new Where()
        .equals('enterprise_id', enterpriseId)
        .contains('role_name', query.roleName)
        .equals('status', query.status);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, ROLE_SORTABLE, 'role_id', 'role_id');
      const rows = db
        .prepare(
          `SELECT role_id, role_name, order_num, status, remark, create_time FROM sys_role ${where.toSql()} ${order}
           LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as RoleRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_role ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map((row) => toRole(db, row)), total, pageNum };
    }),
    route(er.allowance, ENTERPRISE, (_input, { user }) => {
      const allowance = allowanceOf(db, requireEnterpriseAdmin(db, user));
      // The held menus, and the button entries of held codes under them, named for the permission tree.
      const menus = (
        db.prepare(`${MENU_SELECT} ORDER BY parent_id, order_num, menu_id`).all() as MenuRow[]
      ).filter(
        (row) =>
          allowance.menuIds.has(row.menu_id) ||
          ((row.menu_type as string) === 'F' &&
            allowance.buttons.has(row.perms) &&
            allowance.menuIds.has(row.parent_id)),
      );
      return { data: { menus: menus.map(toMenu), buttons: [...allowance.buttons].sort() } };
    }),
    route(er.add, ENTERPRISE, ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      const roleId = db.transaction(() => {
        checkRoleName(db, enterpriseId, body.roleName, null);
        checkWithinAllowance(allowanceOf(db, enterpriseId), body);
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO sys_role (role_name, role_key, order_num, status, remark, create_time, enterprise_id)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            body.roleName,
            // Internal and unique; enterprise roles are told apart by enterprise_id, not by key.
            `ent${enterpriseId}:${randomUUID().slice(0, 8)}`,
            body.roleSort,
            body.status,
            body.remark,
            formatTime(now()),
            enterpriseId,
          );
        setGrants(db, Number(lastInsertRowid), body);
        return Number(lastInsertRowid);
      })();
      return { data: roleId, msg: '新增成功' };
    }),
    route(er.edit, ENTERPRISE, ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      db.transaction(() => {
        requireEnterpriseRole(db, enterpriseId, body.roleId);
        checkRoleName(db, enterpriseId, body.roleName, body.roleId);
        checkWithinAllowance(allowanceOf(db, enterpriseId), body);
        db.prepare(
          'UPDATE sys_role SET role_name = ?, order_num = ?, status = ?, remark = ? WHERE role_id = ?',
        ).run(body.roleName, body.roleSort, body.status, body.remark, body.roleId);
        setGrants(db, body.roleId, body);
      })();
      return { data: null, msg: '修改成功' };
    }),
    route(er.changeStatus, ENTERPRISE, ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      requireEnterpriseRole(db, enterpriseId, body.roleId);
      db.prepare('UPDATE sys_role SET status = ? WHERE role_id = ?').run(body.status, body.roleId);
      return { data: null, msg: body.status === '1' ? '停用成功' : '启用成功' };
    }),
    // D49: a role goes only when no user holds it (its grants go with it).
    route(er.remove, ENTERPRISE, ({ body }, { user }) => {
      const enterpriseId = requireEnterpriseAdmin(db, user);
      db.transaction(() => {
        requireEnterpriseRole(db, enterpriseId, body.roleId);
        const { holders } = db
          .prepare('SELECT COUNT(*) AS holders FROM sys_user_role WHERE role_id = ?')
          .get(body.roleId) as { holders: number };
        if (holders > 0) {
          const { role_name: name } = db
            .prepare('SELECT role_name FROM sys_role WHERE role_id = ?')
            .get(body.roleId) as { role_name: string };
          throw businessError(`角色 ${name} 已分配给 ${holders} 个用户，不能删除`);
        }
        db.prepare('DELETE FROM sys_role WHERE role_id = ?').run(body.roleId);
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}
