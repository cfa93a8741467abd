import { contract } from '@onsite/api-client';
import {
  APPROVAL_MODEL_TYPES,
  APPROVAL_STEPS,
  type ApprovalModel,
  type ApprovalModelType,
  type ApprovalRole,
  ENTERPRISE_APPROVAL_MODEL_TYPES,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { approverRoles } from '../../core/approvalModel';
import { CODES } from '../../core/codes';
import { isMasterUser } from '../../core/masters';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** The type's name in messages and in the history (the menus' and screens' names). */
const TYPE_NAME: Record<ApprovalModelType, string> = {
  increase: '加价',
  accessories: '新增配件',
  leave: '请假',
  marginReturn: '保证金退还',
  examResult: '考试成绩',
  chargeback: '退款管理',
};

/** Where each type's requests live, for the counts of 模型列表. */
const COUNTS: Record<ApprovalModelType, string> = {
  increase:
    "SELECT COUNT(*) AS total, SUM(state = 'pending') AS pending FROM approval WHERE approval_type = 'increase'",
  accessories:
    "SELECT COUNT(*) AS total, SUM(state = 'pending') AS pending FROM approval WHERE approval_type = 'accessories'",
  leave: "SELECT COUNT(*) AS total, SUM(state = 'pending') AS pending FROM master_leave",
  marginReturn: "SELECT COUNT(*) AS total, SUM(state = 'pending') AS pending FROM margin_return",
  examResult: "SELECT COUNT(*) AS total, SUM(state = 'pending') AS pending FROM train_exam_result",
  chargeback: "SELECT COUNT(*) AS total, SUM(state = 'pending') AS pending FROM ent_chargeback",
};

interface ModelRow {
  approval_type: ApprovalModelType;
  approver_code: string;
  version: number;
  update_by: string | null;
  update_time: string | null;
}

/** Staff only: a master or an enterprise user never reads or changes the model, whatever their codes. */
const isStaff = (user: SessionUser) =>
  user.enterpriseId === null && user.userType !== USER_TYPE_ENTERPRISE && !isMasterUser(user);

const names = (roles: readonly ApprovalRole[]) => roles.map((role) => role.roleName).join('、');

function modelOf(db: Db, type: ApprovalModelType): ApprovalModel {
  const row = db
    .prepare(
      'SELECT approval_type, approver_code, version, update_by, update_time FROM approval_model WHERE approval_type = ?',
    )
    .get(type) as ModelRow | undefined;
  if (!row) throw businessError(`审批类型 ${type} 不存在`);
  const counts = db.prepare(COUNTS[type]).get() as { total: number; pending: number | null };
  return {
    approvalType: row.approval_type,
    approverCode: row.approver_code,
    approverRoles: approverRoles(db, type),
    stepCount: APPROVAL_STEPS.length,
    pending: counts.pending ?? 0,
    total: counts.total,
    version: row.version,
    updateBy: row.update_by,
    updateTime: row.update_time,
  };
}

/** The enabled roles holding the type's approver code: what its approver roles may be. */
const roleOptions = (db: Db, code: string): ApprovalRole[] =>
  (
    db
      .prepare(
        `SELECT r.role_id, r.role_name FROM sys_role r JOIN sys_role_button b ON b.role_id = r.role_id
         WHERE b.button = ? AND r.status = '0' ORDER BY r.order_num, r.role_id`,
      )
      .all(code) as { role_id: number; role_name: string }[]
  ).map((row) => ({ roleId: row.role_id, roleName: row.role_name }));

/**
 * D51, the approval model (模型列表, 流程定义): every approval type with the roles that decide it, its steps and
 * its history; the administrator changes the approver roles (a new version, the old and new names kept). The
 * approval routes (D34) and the leave routes read the roles from here.
 */
export function approvalModelRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const m = contract.order.approvalModel;
  return [
    route(m.list, button(CODES.workflowModelList), ({ query }, { user }) => {
      if (!isStaff(user)) throw forbidden('「模型列表」');
      // D63: 流程模型 asks for the types that concern enterprises only.
      const types: readonly ApprovalModelType[] =
        query.scope === 'enterprise' ? ENTERPRISE_APPROVAL_MODEL_TYPES : APPROVAL_MODEL_TYPES;
      return { data: types.map((type) => modelOf(db, type)) };
    }),
    route(m.get, button(CODES.workflowModelList), ({ query }, { user }) => {
      if (!isStaff(user)) throw forbidden('「流程定义」');
      const model = modelOf(db, query.approvalType);
      const changes = (
        db
          .prepare(
            `SELECT change_id, approval_type, version, roles_before, roles_after, remark, change_by, change_time
             FROM approval_model_change WHERE approval_type = ? ORDER BY version DESC LIMIT 100`,
          )
          .all(query.approvalType) as {
          change_id: number;
          approval_type: ApprovalModelType;
          version: number;
          roles_before: string;
          roles_after: string;
          remark: string;
          change_by: string;
          change_time: string;
        }[]
      ).map((row) => ({
        changeId: row.change_id,
        approvalType: row.approval_type,
        version: row.version,
        rolesBefore: row.roles_before,
        rolesAfter: row.roles_after,
        remark: row.remark,
        changeBy: row.change_by,
        changeTime: row.change_time,
      }));
      return {
        data: {
          model,
          steps: [...APPROVAL_STEPS],
          roleOptions: roleOptions(db, model.approverCode),
          changes,
        },
      };
    }),
    route(m.edit, button(CODES.workflowModelEdit), ({ body }, { user }) => {
      if (!isStaff(user)) throw forbidden('「修改审批角色」');
      const before = modelOf(db, body.approvalType);
      if (body.version !== before.version) throw businessError('审批模型已被他人修改，请刷新后重试');
      const roleIds = [...new Set(body.roleIds)];
      if (roleIds.length === 0) throw businessError('请至少选择一个审批角色');
      const options = roleOptions(db, before.approverCode);
      const chosen: ApprovalRole[] = [];
      for (const roleId of roleIds) {
        const role = db.prepare('SELECT role_name, status FROM sys_role WHERE role_id = ?').get(roleId) as
          | { role_name: string; status: string }
          | undefined;
        if (!role) throw businessError(`角色 ${roleId} 不存在`);
        const option = options.find((item) => item.roleId === roleId);
        if (!option)
          throw businessError(
            `角色「${role.role_name}」已停用或没有${TYPE_NAME[body.approvalType]}审批权限，请先在角色管理中授予`,
          );
        chosen.push(option);
      }
      const sameRoles =
        chosen.length === before.approverRoles.length &&
        chosen.every((role) => before.approverRoles.some((old) => old.roleId === role.roleId));
      if (sameRoles) throw businessError('审批角色没有变化');
      const ordered = options.filter((option) => chosen.some((role) => role.roleId === option.roleId));
      const at = formatTime(now());
      const version = before.version + 1;
      db.transaction(() => {
        const changed = db
          .prepare(
            'UPDATE approval_model SET version = ?, update_by = ?, update_time = ? WHERE approval_type = ? AND version = ?',
          )
          .run(version, user.userName, at, body.approvalType, before.version);
        if (changed.changes !== 1) throw businessError('审批模型已被他人修改，请刷新后重试');
        db.prepare('DELETE FROM approval_model_role WHERE approval_type = ?').run(body.approvalType);
        const insert = db.prepare('INSERT INTO approval_model_role (approval_type, role_id) VALUES (?, ?)');
        for (const role of ordered) insert.run(body.approvalType, role.roleId);
        db.prepare(
          `INSERT INTO approval_model_change (approval_type, version, roles_before, roles_after, remark, change_by,
             change_user_id, change_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          body.approvalType,
          version,
          names(before.approverRoles),
          names(ordered),
          body.remark.trim(),
          user.userName,
          user.userId,
          at,
        );
      })();
      return { data: modelOf(db, body.approvalType), msg: '审批角色已修改' };
    }),
  ];
}
