import { contract } from '@onsite/api-client';
import {
  APPROVAL_MAX_AMOUNT,
  APPROVAL_TYPES,
  type ApprovalType,
  canRequestApproval,
  canUseButton,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { approverCodeOf, isApprover } from '../../core/approvalModel';
import { APPROVAL_FROM, APPROVAL_SELECT, type ApprovalRow, toApproval } from '../../core/approvals';
import { CODES } from '../../core/codes';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { toCents } from '../../core/money';
import { addCourse } from '../../core/orderStore';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { disbandTeam, refuseOpenOrders } from '../../core/teamDisband';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { notifyApprovalDecided } from '../../live/orderNotify';
import type { RouteDeps } from '../deps';
import { type OrderRow, orderFor } from './orderQuery';

const SORTABLE = { applyTime: 'a.apply_time', decideTime: 'a.decide_time', approvalId: 'a.approval_id' };

/** The course's name of a request and of its decision, per type. */
const APPLY_STEP: Record<ApprovalType, string> = {
  increase: '加价申请',
  accessories: '新增配件申请',
  disband: '解散团队申请',
};
const DECIDE_STEP: Record<ApprovalType, string> = {
  increase: '加价审批',
  accessories: '新增配件审批',
  disband: '解散团队审批',
};

/** Staff decide; masters (who ask) and enterprise users never do, whatever their codes (D34). */
const isStaff = (user: SessionUser) =>
  user.enterpriseId === null && user.userType !== USER_TYPE_ENTERPRISE && !isMasterUser(user);

/** The types whose requests the user may see and decide: those of whose approver roles they hold one (D51). */
const decidableTypes = (db: Db, user: SessionUser): ApprovalType[] =>
  isStaff(user) ? APPROVAL_TYPES.filter((type) => decides(db, user, type)) : [];

/**
 * Whether the user decides requests of the type: D51's approver roles, except (D52) a team's disband request,
 * which the holders of its code decide (`master:team:disband`; the model's definitions are of order and leave
 * requests).
 */
function decides(db: Db, user: SessionUser, type: ApprovalType): boolean {
  return type === 'disband' ? canUseButton(user, CODES.teamDisband) : isApprover(db, user, type);
}

const typeList = (types: readonly ApprovalType[]) =>
  types.length === 0 ? "''" : types.map((t) => `'${t}'`).join(',');

const rowOf = (db: Db, approvalId: number) =>
  db.prepare(`${APPROVAL_SELECT} WHERE a.approval_id = ?`).get(approvalId) as ApprovalRow | undefined;

/** A master's own order that takes a request now (accepted or in service, not held), else a refusal. */
function requestableOrder(db: Db, user: SessionUser, orderId: number) {
  const master = masterOfUser(db, user.userId);
  const row: OrderRow = orderFor(db, user, orderId);
  if (!master || row.master_id !== master.masterId) throw businessError('只有被派单的师傅本人可以操作该订单');
  if (row.held === 1) throw businessError(`订单 ${row.order_no} 已挂起，恢复后才能操作`);
  if (!canRequestApproval({ orderStatus: row.order_status }))
    throw businessError('只有已接单或服务中的订单可以申请加价或新增配件');
  return { row, master };
}

/** A whole amount of fen above 0 and within the limit, else a refusal (the contract checks it too). */
function amountCents(amount: number): number {
  const cents = toCents(amount);
  if (
    !Number.isFinite(amount) ||
    cents <= 0 ||
    cents > APPROVAL_MAX_AMOUNT * 100 ||
    Math.abs(cents - amount * 100) > 1e-6
  )
    throw businessError(`金额应大于 0、不超过 ${APPROVAL_MAX_AMOUNT} 元，最多两位小数`);
  return cents;
}

const trimmed = (text: string, empty: string) => {
  const value = text.trim();
  if (value === '') throw businessError(empty);
  return value;
};

/**
 * D34, approvals: a master asks for a fee increase (加价) or extra parts (新增配件) on their own accepted
 * or in-service order; staff of the type's approver roles (D51) approve or refuse it (with a remark), once. Every
 * step is written to the order's course and (POSTs) the operation log; the master hears of the decision
 * on the live channel; approved requests are settled with the order (core/settlement).
 */
export function approvalRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const a = contract.order.approval;
  const anyDecider = button(CODES.approvalIncrease, CODES.approvalAccessories, CODES.teamDisband);

  const page = (
    where: Where,
    query: Parameters<typeof pageOf>[0] & { sortField?: string; sortOrder?: 'asc' | 'desc' },
    fallback: string,
  ) => {
    const { limit, offset, pageNum } = pageOf(query);
    const order = orderByOf(query, SORTABLE, fallback, 'a.approval_id');
    const rows = db
      .prepare(`${APPROVAL_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
      .all(...where.params, limit, offset) as ApprovalRow[];
    const { total } = db
      .prepare(`SELECT COUNT(*) AS total ${APPROVAL_FROM} ${where.toSql()}`)
      .get(...where.params) as { total: number };
    return { rows: rows.map(toApproval), total, pageNum };
  };

  const filters = (query: { approvalType?: ApprovalType; orderNo?: string; masterName?: string }) =>
    new Where()
      .equals('a.approval_type', query.approvalType)
      .startsWith('o.order_no', query.orderNo)
      .contains('m.master_name', query.masterName);

  /** A pending request the user may decide, else a refusal that changes nothing. */
  const decidable = (user: SessionUser, approvalId: number): ApprovalRow => {
    if (!isStaff(user)) throw forbidden('「审批申请」');
    const row = rowOf(db, approvalId);
    if (!row) throw businessError(`申请 ${approvalId} 不存在`);
    // D51: the approval model names the roles that decide the type.
    if (!decides(db, user, row.approval_type)) throw forbidden(`「${DECIDE_STEP[row.approval_type]}」`);
    if (row.state !== 'pending') throw businessError('该申请已审批，不能重复操作');
    return row;
  };

  /** Decides once; `effect` (D52: disbanding the team) runs in the same transaction. */
  const decide = (
    user: SessionUser,
    row: ApprovalRow,
    state: 'approved' | 'refused',
    remark: string,
    effect?: (time: string) => void,
  ) => {
    const at = now();
    db.transaction(() => {
      const changed = db
        .prepare(
          `UPDATE approval SET state = ?, remark = ?, decided_by = ?, decided_user_id = ?, decide_time = ?
           WHERE approval_id = ? AND state = 'pending'`,
        )
        .run(state, remark, user.userName, user.userId, formatTime(at), row.approval_id);
      if (changed.changes !== 1) throw businessError('该申请已审批，不能重复操作');
      effect?.(formatTime(at));
      if (row.order_id === null) return;
      addCourse(db, at, {
        orderId: row.order_id,
        operateType: DECIDE_STEP[row.approval_type],
        operateContent:
          state === 'approved' ? (remark ? `已同意：${remark}` : '已同意') : `已拒绝：${remark}`,
        operateBy: user.userName,
        operateUserId: user.userId,
      });
    })();
    const decided = rowOf(db, row.approval_id);
    if (!decided) throw businessError(`申请 ${row.approval_id} 不存在`);
    notifyApprovalDecided(deps, decided);
    return toApproval(decided);
  };

  return [
    route(a.tasking, anyDecider, ({ query }, { user }) => {
      const where = filters(query).equals('a.state', 'pending');
      where.add(`a.approval_type IN (${typeList(decidableTypes(db, user))})`);
      return page(where, query, 'a.apply_time');
    }),
    route(a.taskdone, anyDecider, ({ query }, { user }) => {
      const where = filters(query)
        .equals('a.state', query.state)
        .equals('a.decided_user_id', user.userId)
        .add("a.state <> 'pending'");
      return page(where, query, 'a.decide_time');
    }),
    route(a.list, anyDecider, ({ query }, { user }) => {
      if (!decidableTypes(db, user).includes(query.approvalType))
        throw forbidden(`「${DECIDE_STEP[query.approvalType]}」`);
      return page(filters(query).equals('a.state', query.state), query, 'a.apply_time');
    }),
    // D46: every request by state for staff holding the workflow code (never a master or an enterprise user).
    route(a.running, button(CODES.workflowProcessList), ({ query }, { user }) => {
      if (!isStaff(user)) throw forbidden('「运行中的流程」');
      const where = filters(query)
        .equals('a.state', 'pending')
        .between('a.apply_time', query.beginTime, query.endTime);
      return page(where, query, 'a.apply_time');
    }),
    route(a.finished, button(CODES.workflowProcessList), ({ query }, { user }) => {
      if (!isStaff(user)) throw forbidden('「已结束的流程」');
      const where = filters(query)
        .equals('a.state', query.state)
        .add("a.state <> 'pending'")
        .between('a.apply_time', query.beginTime, query.endTime);
      return page(where, query, 'a.decide_time');
    }),
    route(a.increase, button(CODES.orderWork), ({ body }, { user }) => {
      const { row, master } = requestableOrder(db, user, body.orderId);
      const cents = amountCents(body.amount);
      const reason = trimmed(body.reason, '请输入申请原因');
      const at = now();
      const approvalId = db.transaction(() => {
        const inserted = db
          .prepare(
            `INSERT INTO approval (approval_type, order_id, master_id, applicant_user_id, apply_time, amount_cents, reason,
               approver_code) VALUES ('increase', ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            row.order_id,
            master.masterId,
            user.userId,
            formatTime(at),
            cents,
            reason,
            approverCodeOf(db, 'increase'),
          );
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: APPLY_STEP.increase,
          operateContent: `加价 ${(cents / 100).toFixed(2)} 元：${reason}`,
          operateBy: master.masterName,
          operateUserId: user.userId,
        });
        return Number(inserted.lastInsertRowid);
      })();
      const created = rowOf(db, approvalId);
      if (!created) throw businessError(`申请 ${approvalId} 不存在`);
      return { data: toApproval(created), msg: '申请已提交，等待审批' };
    }),
    route(a.accessories, button(CODES.orderWork), ({ body }, { user }) => {
      const { row, master } = requestableOrder(db, user, body.orderId);
      const partName = trimmed(body.partName, '请输入配件名称');
      const cents = amountCents(body.price);
      const reason = trimmed(body.reason, '请输入申请原因');
      const at = now();
      const approvalId = db.transaction(() => {
        const inserted = db
          .prepare(
            `INSERT INTO approval (approval_type, order_id, master_id, applicant_user_id, apply_time, amount_cents, part_name,
               quantity, reason, approver_code) VALUES ('accessories', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            row.order_id,
            master.masterId,
            user.userId,
            formatTime(at),
            cents,
            partName,
            body.quantity,
            reason,
            approverCodeOf(db, 'accessories'),
          );
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: APPLY_STEP.accessories,
          operateContent: `配件 ${partName} × ${body.quantity}，单价 ${(cents / 100).toFixed(2)} 元：${reason}`,
          operateBy: master.masterName,
          operateUserId: user.userId,
        });
        return Number(inserted.lastInsertRowid);
      })();
      const created = rowOf(db, approvalId);
      if (!created) throw businessError(`申请 ${approvalId} 不存在`);
      return { data: toApproval(created), msg: '申请已提交，等待审批' };
    }),
    route(a.approve, anyDecider, ({ body }, { user }) => {
      const row = decidable(user, body.approvalId);
      if (row.approval_type === 'disband') {
        // D52: the team is disbanded with the decision, refused while its members hold open orders.
        const teamId = row.team_id ?? 0;
        refuseOpenOrders(db, teamId, row.team_name ?? '');
        const data = decide(user, row, 'approved', body.remark.trim(), (time) => {
          if (!disbandTeam(db, teamId, user.userName, time))
            throw businessError(`团队「${row.team_name ?? ''}」已解散`);
        });
        return { data, msg: '已同意，团队已解散' };
      }
      const order = db
        .prepare('SELECT order_status, master_id FROM work_order WHERE order_id = ?')
        .get(row.order_id) as { order_status: string; master_id: number | null };
      if (order.order_status === 'cancelled' || order.master_id !== row.master_id)
        throw businessError('订单已取消或已改派，该申请只能拒绝');
      return { data: decide(user, row, 'approved', body.remark.trim()), msg: '已同意' };
    }),
    route(a.refuse, anyDecider, ({ body }, { user }) => {
      const row = decidable(user, body.approvalId);
      const remark = trimmed(body.remark, '请输入拒绝原因');
      return { data: decide(user, row, 'refused', remark), msg: '已拒绝' };
    }),
  ];
}
