import { contract } from '@onsite/api-client';
import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { button, SIGNED_IN } from '../../auth/access';
import { randomOneTimePassword } from '../../auth/oneTimePassword';
import { hashPassword } from '../../auth/passwords';
import { closeSessionsOf } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { requireEnterprise } from '../../core/enterprises';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import { SYSTEM_USER_SELECT, type SystemUserRow, toSystemUser } from '../../core/users';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const SORTABLE = {
  userId: 'u.user_id',
  loginName: 'u.login_name',
  createTime: 'u.create_time',
  loginDate: 'u.login_date',
};

interface UserFields {
  deptId: number;
  userType: string;
  phonenumber: string;
  roleIds: number[];
  enterpriseId?: number;
}

export function requireUser(db: Db, userId: number): void {
  if (!db.prepare('SELECT 1 FROM sys_user WHERE user_id = ?').get(userId))
    throw businessError(`用户 ${userId} 不存在`);
}

/** Cross-field rules of the user form: known department, roles and enterprise; unique phone. */
function checkUserFields(db: Db, fields: UserFields, userId: number | null): void {
  if (!db.prepare('SELECT 1 FROM sys_dept WHERE dept_id = ?').get(fields.deptId)) {
    throw businessError(`部门 ${fields.deptId} 不存在`);
  }
  checkRoles(db, fields.roleIds);
  if (fields.userType === USER_TYPE_ENTERPRISE && fields.enterpriseId === undefined) {
    throw businessError('企业用户（userType 22）必须选择所属企业');
  }
  if (fields.enterpriseId !== undefined) requireEnterprise(db, fields.enterpriseId);
  if (fields.phonenumber !== '') {
    const owner = db.prepare('SELECT user_id FROM sys_user WHERE phonenumber = ?').get(fields.phonenumber) as
      | { user_id: number }
      | undefined;
    if (owner && owner.user_id !== userId) throw businessError('手机号码已被其他用户使用');
  }
}

function checkRoles(db: Db, roleIds: readonly number[]): void {
  for (const roleId of roleIds) {
    if (!db.prepare('SELECT 1 FROM sys_role WHERE role_id = ?').get(roleId))
      throw businessError(`角色 ${roleId} 不存在`);
  }
}

function setRoles(db: Db, userId: number, roleIds: readonly number[]): void {
  db.prepare('DELETE FROM sys_user_role WHERE user_id = ?').run(userId);
  const insert = db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)');
  for (const roleId of new Set(roleIds)) insert.run(userId, roleId);
}

/** The users screen (issue 9): list, add, edit, disable, reset password, assign roles. */
export function userRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const u = contract.system.user;
  return [
    route(u.list, button(CODES.userList), ({ query }) => {
      const where = new Where()
        .contains('u.login_name', query.loginName)
        .contains('u.user_name', query.userName)
        .startsWith('u.phonenumber', query.phonenumber)
        .equals('u.status', query.status)
        .equals('u.dept_id', query.deptId)
        .between('u.create_time', query.beginTime, query.endTime);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, SORTABLE, 'u.user_id', 'u.user_id');
      const rows = db
        .prepare(`${SYSTEM_USER_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as SystemUserRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_user u ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return { rows: rows.map(toSystemUser), total, pageNum };
    }),
    route(u.get, button(CODES.userQuery, CODES.userEdit), ({ params }) => {
      const row = db.prepare(`${SYSTEM_USER_SELECT} WHERE u.user_id = ?`).get(params.userId) as
        | SystemUserRow
        | undefined;
      if (!row) throw businessError(`用户 ${params.userId} 不存在`);
      return { data: toSystemUser(row) };
    }),
    // Issue 14: the administrator never chooses the password; a random one-time one is answered once.
    route(u.add, button(CODES.userAdd), async ({ body }) => {
      const initialPassword = randomOneTimePassword();
      const hash = await hashPassword(initialPassword);
      const userId = db.transaction(() => {
        if (db.prepare('SELECT 1 FROM sys_user WHERE login_name = ?').get(body.loginName)) {
          throw businessError(`登录账号 ${body.loginName} 已存在`);
        }
        checkUserFields(db, body, null);
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO sys_user (login_name, user_name, password_hash, user_type, dept_id, enterprise_id, phonenumber, email,
               sex, status, remark, create_time, password_change_required) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
          )
          .run(
            body.loginName,
            body.userName,
            hash,
            body.userType,
            body.deptId,
            body.enterpriseId ?? null,
            body.phonenumber || null,
            body.email,
            body.sex,
            body.status,
            body.remark,
            formatTime(now()),
          );
        setRoles(db, Number(lastInsertRowid), body.roleIds);
        return Number(lastInsertRowid);
      })();
      return { data: { userId, initialPassword }, msg: '新增成功' };
    }),
    route(u.edit, button(CODES.userEdit), ({ body }, { user }) => {
      db.transaction(() => {
        requireUser(db, body.userId);
        checkUserFields(db, body, body.userId);
        if (body.userId === 1 && (body.status !== '0' || user.userId !== 1)) {
          throw businessError('超级管理员只能由本人修改，且不能停用');
        }
        db.prepare(
          `UPDATE sys_user SET dept_id = ?, user_name = ?, user_type = ?, phonenumber = ?, email = ?, sex = ?, status = ?,
             enterprise_id = ?, remark = ?, update_time = ? WHERE user_id = ?`,
        ).run(
          body.deptId,
          body.userName,
          body.userType,
          body.phonenumber || null,
          body.email,
          body.sex,
          body.status,
          body.enterpriseId ?? null,
          body.remark,
          formatTime(now()),
          body.userId,
        );
        setRoles(db, body.userId, body.roleIds);
        if (body.status === '1') closeSessionsOf(db, body.userId);
      })();
      return { data: null, msg: '修改成功' };
    }),
    route(u.changeStatus, button(CODES.userEdit), ({ body }, { user }) => {
      requireUser(db, body.userId);
      if (body.status === '1' && (body.userId === 1 || body.userId === user.userId)) {
        throw businessError('不能停用超级管理员或当前登录的用户');
      }
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
    route(u.resetUserPwd, button(CODES.userResetPwd), async ({ body }, { user }) => {
      requireUser(db, body.userId);
      if (body.userId === 1 && user.userId !== 1) throw businessError('不能重置超级管理员的密码');
      const hash = await hashPassword(body.password);
      db.transaction(() => {
        // An administrator chose it: the user changes it at the next sign-in (issue 14).
        db.prepare(
          'UPDATE sys_user SET password_hash = ?, password_change_required = 1, update_time = ? WHERE user_id = ?',
        ).run(hash, formatTime(now()), body.userId);
        closeSessionsOf(db, body.userId);
      })();
      return { data: null, msg: '重置成功' };
    }),
    // Account base settings: anyone signed in reads and changes their own name and contact, nothing else.
    route(u.profile, SIGNED_IN, (_input, { user }) => {
      const row = db.prepare(`${SYSTEM_USER_SELECT} WHERE u.user_id = ?`).get(user.userId) as SystemUserRow;
      return { data: toSystemUser(row) };
    }),
    route(u.updateProfile, SIGNED_IN, ({ body }, { user }) => {
      if (body.phonenumber !== '') {
        const owner = db
          .prepare('SELECT user_id FROM sys_user WHERE phonenumber = ?')
          .get(body.phonenumber) as { user_id: number } | undefined;
        if (owner && owner.user_id !== user.userId) throw businessError('手机号码已被其他用户使用');
      }
      db.prepare(
        'UPDATE sys_user SET user_name = ?, phonenumber = ?, email = ?, sex = ?, update_time = ? WHERE user_id = ?',
      ).run(body.userName, body.phonenumber || null, body.email, body.sex, formatTime(now()), user.userId);
      return { data: null, msg: '修改成功' };
    }),
    route(u.authRole, button(CODES.userEdit), ({ body }, { user }) => {
      requireUser(db, body.userId);
      if (body.userId === 1 && user.userId !== 1) throw businessError('不能修改超级管理员的角色');
      db.transaction(() => {
        checkRoles(db, body.roleIds);
        setRoles(db, body.userId, body.roleIds);
      })();
      return { data: null, msg: '授权成功' };
    }),
  ];
}
