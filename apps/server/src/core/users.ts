import type { CurrentUser, HeaderProfile, SystemUser } from '@onsite/domain';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';

interface ProfileRow {
  user_id: number;
  login_name: string;
  user_name: string;
  avatar: string;
  phonenumber: string | null;
  dept_id: number | null;
  dept_name: string | null;
  team_id: number | null;
  work_type: string | null;
}

/** Names of the user's enabled roles, joined (at most 50 characters, the field's limit). */
function roleNamesOf(db: Db, userId: number): string {
  const names = (
    db
      .prepare(
        `SELECT r.role_name FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.role_id
         WHERE ur.user_id = ? AND r.status = '0' ORDER BY r.order_num, r.role_id`,
      )
      .all(userId) as { role_name: string }[]
  ).map((row) => row.role_name);
  return names.join('、').slice(0, 50);
}

function profileRow(db: Db, userId: number): ProfileRow {
  return db
    .prepare(
      `SELECT u.user_id, u.login_name, u.user_name, u.avatar, u.phonenumber, u.dept_id, d.dept_name, u.team_id, u.work_type
       FROM sys_user u LEFT JOIN sys_dept d ON d.dept_id = u.dept_id WHERE u.user_id = ?`,
    )
    .get(userId) as ProfileRow;
}

/** `/system/user/info` (spec 000 §3 Signed-in user state, D13). */
export function currentUserOf(db: Db, user: SessionUser): CurrentUser {
  const row = profileRow(db, user.userId);
  return {
    userId: user.userId,
    loginName: row.login_name,
    userName: row.user_name,
    avatar: row.avatar === '' ? null : row.avatar,
    roleIds: user.roleIds,
    roleName: roleNamesOf(db, user.userId),
    buttons: user.buttons,
    enterpriseId: user.enterpriseId,
    userType: user.userType,
    deptId: row.dept_id,
    deptName: row.dept_name,
    teamId: row.team_id,
    workType: row.work_type,
    phonenumber: row.phonenumber ?? '',
  };
}

/** `/stuff/stuff/getuser` (spec 000 §3 Current user): roleIds comma-joined. */
export function headerProfileOf(db: Db, user: SessionUser): HeaderProfile {
  const row = profileRow(db, user.userId);
  return {
    deptId: row.dept_id,
    userType: user.userType,
    loginName: row.login_name,
    userName: row.user_name,
    deptName: row.dept_name,
    roleName: roleNamesOf(db, user.userId),
    phonenumber: row.phonenumber ?? '',
    roleIds: user.roleIds.join(','),
  };
}

export interface SystemUserRow {
  user_id: number;
  dept_id: number | null;
  dept_name: string | null;
  login_name: string;
  user_name: string;
  user_type: string;
  email: string;
  phonenumber: string | null;
  sex: '0' | '1' | '2';
  status: '0' | '1';
  enterprise_id: number | null;
  login_date: string | null;
  create_time: string;
  remark: string;
  role_ids: string | null;
}

export const SYSTEM_USER_SELECT = `SELECT u.user_id, u.dept_id, d.dept_name, u.login_name, u.user_name, u.user_type, u.email,
  u.phonenumber, u.sex, u.status, u.enterprise_id, u.login_date, u.create_time, u.remark,
  (SELECT group_concat(role_id) FROM (SELECT role_id FROM sys_user_role WHERE user_id = u.user_id ORDER BY role_id)) AS role_ids
  FROM sys_user u LEFT JOIN sys_dept d ON d.dept_id = u.dept_id`;

export function toSystemUser(row: SystemUserRow): SystemUser {
  return {
    userId: row.user_id,
    deptId: row.dept_id,
    deptName: row.dept_name,
    loginName: row.login_name,
    userName: row.user_name,
    userType: row.user_type,
    email: row.email,
    phonenumber: row.phonenumber ?? '',
    sex: row.sex,
    status: row.status,
    roleIds: row.role_ids ? row.role_ids.split(',').map(Number) : [],
    enterpriseId: row.enterprise_id,
    loginDate: row.login_date,
    createTime: row.create_time,
    remark: row.remark,
  };
}
