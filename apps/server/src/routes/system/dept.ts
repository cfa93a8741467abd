import { contract } from '@onsite/api-client';
import { DEPT_MARKET_PRINCIPALS, DEPT_ON_POST, DEPT_ORDER_PRINCIPALS } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** The departments the spec's rules name (D9: order and market principals, on post): never deleted. */
const NAMED_DEPTS: readonly number[] = [DEPT_ORDER_PRINCIPALS, DEPT_MARKET_PRINCIPALS, DEPT_ON_POST];

interface DeptRow {
  dept_id: number;
  parent_id: number;
  dept_name: string;
  status: '0' | '1';
}

function requireDept(db: Db, deptId: number): DeptRow {
  const row = db
    .prepare('SELECT dept_id, parent_id, dept_name, status FROM sys_dept WHERE dept_id = ?')
    .get(deptId) as DeptRow | undefined;
  if (!row) throw businessError(`部门 ${deptId} 不存在`);
  return row;
}

/** Sibling departments have different names (the tree and the pickers show names only). */
function checkUniqueName(db: Db, parentId: number, deptName: string, exceptId: number): void {
  const clash = db
    .prepare('SELECT 1 FROM sys_dept WHERE parent_id = ? AND dept_name = ? AND dept_id <> ?')
    .get(parentId, deptName, exceptId);
  if (clash) throw businessError(`同一上级部门下已有「${deptName}」`);
}

const countOf = (db: Db, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { count: number }).count;

/** D39: 部门管理 — add a sub-department, edit one (name, order, status), delete an empty one. */
export function deptRoutes({ db }: RouteDeps): RouteDefinition[] {
  const { dept } = contract.system;
  return [
    route(dept.add, button(CODES.deptAdd), ({ body }) => {
      const deptName = body.deptName.trim();
      const id = db.transaction(() => {
        if (body.parentId !== 0) {
          const parent = requireDept(db, body.parentId);
          if (parent.status === '1')
            throw businessError(`上级部门「${parent.dept_name}」已停用，不能新增下级部门`);
        }
        checkUniqueName(db, body.parentId, deptName, 0);
        return Number(
          db
            .prepare('INSERT INTO sys_dept (parent_id, dept_name, order_num, status) VALUES (?, ?, ?, ?)')
            .run(body.parentId, deptName, body.orderNum, body.status).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),

    route(dept.edit, button(CODES.deptEdit), ({ body }) => {
      const deptName = body.deptName.trim();
      db.transaction(() => {
        const row = requireDept(db, body.deptId);
        checkUniqueName(db, row.parent_id, deptName, row.dept_id);
        if (body.status === '1' && row.status === '0') {
          const enabledChildren = countOf(
            db,
            "SELECT COUNT(*) AS count FROM sys_dept WHERE parent_id = ? AND status = '0'",
            row.dept_id,
          );
          if (enabledChildren > 0) throw businessError(`「${row.dept_name}」还有未停用的下级部门，不能停用`);
        }
        if (body.status === '0' && row.status === '1' && row.parent_id !== 0) {
          const parent = requireDept(db, row.parent_id);
          if (parent.status === '1')
            throw businessError(`上级部门「${parent.dept_name}」已停用，请先启用上级部门`);
        }
        db.prepare('UPDATE sys_dept SET dept_name = ?, order_num = ?, status = ? WHERE dept_id = ?').run(
          deptName,
          body.orderNum,
          body.status,
          row.dept_id,
        );
      })();
      return { data: null, msg: '修改成功' };
    }),

    route(dept.remove, button(CODES.deptRemove), ({ body }) => {
      db.transaction(() => {
        const row = requireDept(db, body.deptId);
        if (NAMED_DEPTS.includes(row.dept_id))
          throw businessError(`「${row.dept_name}」是系统规则使用的部门，不能删除`);
        const children = countOf(
          db,
          'SELECT COUNT(*) AS count FROM sys_dept WHERE parent_id = ?',
          row.dept_id,
        );
        if (children > 0) throw businessError(`「${row.dept_name}」下还有 ${children} 个下级部门，不能删除`);
        const users = countOf(db, 'SELECT COUNT(*) AS count FROM sys_user WHERE dept_id = ?', row.dept_id);
        if (users > 0) throw businessError(`「${row.dept_name}」下还有 ${users} 个用户，不能删除`);
        db.prepare('DELETE FROM sys_dept WHERE dept_id = ?').run(row.dept_id);
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}
