import { contract } from '@onsite/api-client';
import type { Role } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface RoleRow {
  role_id: number;
  role_name: string;
  role_key: string;
  order_num: number;
  status: '0' | '1';
  remark: string;
  create_time: string;
}

const SORTABLE = { roleId: 'role_id', roleSort: 'order_num', createTime: 'create_time' };

function toRole(db: Db, row: RoleRow): Role {
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
    roleKey: row.role_key,
    roleSort: row.order_num,
    status: row.status,
    menuIds,
    buttons,
    remark: row.remark,
    createTime: row.create_time,
  };
}

interface RoleGrants {
  roleKey: string;
  menuIds: number[];
  buttons: string[];
}

/**
 * A role must grant at least one button code: D11 lets a user whose roles grant none use every
 * button, so an empty grant would silently mean "everything". Menus must exist; the key is unique.
 */
function checkRole(db: Db, role: RoleGrants, roleId: number | null): void {
  const owner = db.prepare('SELECT role_id FROM sys_role WHERE role_key = ?').get(role.roleKey) as
    | { role_id: number }
    | undefined;
  if (owner && owner.role_id !== roleId) throw businessError(`权限字符 ${role.roleKey} 已存在`);
  if (role.buttons.length === 0)
    throw businessError('角色至少需要授予一个按钮权限（没有按钮权限的用户可使用全部按钮，D11）');
  for (const menuId of role.menuIds) {
    if (!db.prepare('SELECT 1 FROM sys_menu WHERE menu_id = ?').get(menuId))
      throw businessError(`菜单 ${menuId} 不存在`);
  }
}

function setGrants(db: Db, roleId: number, role: RoleGrants): void {
  db.prepare('DELETE FROM sys_role_menu WHERE role_id = ?').run(roleId);
  db.prepare('DELETE FROM sys_role_button WHERE role_id = ?').run(roleId);
  const menu = db.prepare('INSERT INTO sys_role_menu (role_id, menu_id) VALUES (?, ?)');
  for (const menuId of new Set(role.menuIds)) menu.run(roleId, menuId);
  const grant = db.prepare('INSERT INTO sys_role_button (role_id, button) VALUES (?, ?)');
  for (const code of new Set(role.buttons)) grant.run(roleId, code);
}

function requireRole(db: Db, roleId: number): void {
  if (!db.prepare('SELECT 1 FROM sys_role WHERE role_id = ?').get(roleId))
    throw businessError(`角色 ${roleId} 不存在`);
}

/** Roles (menus and button codes) and departments. */
export function roleRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { role, dept } = contract.system;
  return [
    route(role.list, button(CODES.roleList), ({ query }) => {
      const where = new Where()
        .contains('role_name', query.roleName)
        .contains('role_key', query.roleKey)
        .equals('status', query.status)
        .between('create_time', query.beginTime, query.endTime);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, SORTABLE, 'role_id', 'role_id');
      const rows = db
        .prepare(`SELECT * FROM sys_role ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as RoleRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM sys_role ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return { rows: rows.map((row) => toRole(db, row)), total, pageNum };
    }),
    route(role.get, button(CODES.roleQuery, CODES.roleEdit), ({ params }) => {
      const row = db.prepare('SELECT * FROM sys_role WHERE role_id = ?').get(params.roleId) as
        | RoleRow
        | undefined;
      if (!row) throw businessError(`角色 ${params.roleId} 不存在`);
      return { data: toRole(db, row) };
    }),
    route(role.add, button(CODES.roleAdd), ({ body }) => {
      const roleId = db.transaction(() => {
        checkRole(db, body, null);
        const { lastInsertRowid } = db
          .prepare(
            'INSERT INTO sys_role (role_name, role_key, order_num, status, remark, create_time) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(body.roleName, body.roleKey, body.roleSort, body.status, body.remark, formatTime(now()));
        setGrants(db, Number(lastInsertRowid), body);
        return Number(lastInsertRowid);
      })();
      return { data: roleId, msg: '新增成功' };
    }),
    route(role.edit, button(CODES.roleEdit), ({ body }) => {
      db.transaction(() => {
        requireRole(db, body.roleId);
        if (body.roleId === 1) throw businessError('不允许修改超级管理员角色');
        checkRole(db, body, body.roleId);
        db.prepare(
          'UPDATE sys_role SET role_name = ?, role_key = ?, order_num = ?, status = ?, remark = ? WHERE role_id = ?',
        ).run(body.roleName, body.roleKey, body.roleSort, body.status, body.remark, body.roleId);
        setGrants(db, body.roleId, body);
      })();
      return { data: null, msg: '修改成功' };
    }),
    route(role.changeStatus, button(CODES.roleEdit), ({ body }) => {
      requireRole(db, body.roleId);
      if (body.roleId === 1) throw businessError('不允许停用超级管理员角色');
      db.prepare('UPDATE sys_role SET status = ? WHERE role_id = ?').run(body.status, body.roleId);
      return { data: null, msg: body.status === '1' ? '停用成功' : '启用成功' };
    }),
    route(dept.list, button(CODES.deptList, CODES.userList), ({ query }) => {
      const where = new Where().contains('dept_name', query.deptName).equals('status', query.status);
      const rows = db
        .prepare(`SELECT * FROM sys_dept ${where.toSql()} ORDER BY parent_id, order_num, dept_id`)
        .all(...where.params) as {
        dept_id: number;
        parent_id: number;
        dept_name: string;
        order_num: number;
        leader: string;
        phone: string;
        status: '0' | '1';
      }[];
      return {
        data: rows.map((row) => ({
          deptId: row.dept_id,
          parentId: row.parent_id,
          deptName: row.dept_name,
          orderNum: row.order_num,
          leader: row.leader,
          phone: row.phone,
          status: row.status,
        })),
      };
    }),
  ];
}
