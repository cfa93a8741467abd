import { contract } from '@onsite/api-client';
import {
  isCalendarDay,
  LEAVE_MAX_DAYS,
  type LeaveRequest,
  type LeaveState,
  leaveDays,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { isApprover } from '../../core/approvalModel';
import { CODES } from '../../core/codes';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatDay, formatTime } from '../../core/time';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { notifyLeaveDecided } from '../../live/masterNotify';
import type { RouteDeps } from '../deps';

interface LeaveRow {
  leave_id: number;
  master_id: number;
  master_name: string;
  team_name: string | null;
  start_date: string;
  end_date: string;
  reason: string;
  state: LeaveState;
  applicant_user_id: number;
  apply_by: string;
  apply_time: string;
  remark: string | null;
  decided_by: string | null;
  decide_time: string | null;
}

const SELECT = `SELECT l.leave_id, l.master_id, m.master_name, t.team_name, l.start_date, l.end_date, l.reason, l.state,
  l.applicant_user_id, l.apply_by, l.apply_time, l.remark, l.decided_by, l.decide_time
  FROM master_leave l JOIN master m ON m.master_id = l.master_id LEFT JOIN master_team t ON t.team_id = m.team_id`;

const SORTABLE = { applyTime: 'l.apply_time', startDate: 'l.start_date', leaveId: 'l.leave_id' };

const toLeave = (row: LeaveRow): LeaveRequest => ({
  leaveId: row.leave_id,
  masterId: row.master_id,
  masterName: row.master_name,
  teamName: row.team_name,
  startDate: row.start_date,
  endDate: row.end_date,
  days: leaveDays(row.start_date, row.end_date),
  reason: row.reason,
  state: row.state,
  applyBy: row.apply_by,
  applyTime: row.apply_time,
  remark: row.remark,
  decidedBy: row.decided_by,
  decideTime: row.decide_time,
});

const isEnterprise = (user: SessionUser) =>
  user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE;
const isStaff = (user: SessionUser) => !isEnterprise(user) && !isMasterUser(user);

/**
 * D51, 请假: a master asks for days off (or staff ask for a master); the request is an approval of the type
 * `leave`, decided once by the roles the approval model names (approved, or refused with a remark), and
 * withdrawn by its master or applicant while pending or not over. Approved leave keeps the master out of the
 * dispatch candidates on those days and the dispatch call refuses them (core/masterProfiles).
 */
export function leaveRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const l = contract.master.leave;

  const rowOf = (leaveId: number) =>
    db.prepare(`${SELECT} WHERE l.leave_id = ?`).get(leaveId) as LeaveRow | undefined;
  const found = (leaveId: number) => {
    const row = rowOf(leaveId);
    if (!row) throw businessError(`请假申请 ${leaveId} 不存在`);
    return row;
  };
  const today = () => formatDay(now());

  /** A pending request the user may decide, else a refusal that changes nothing. */
  const decidable = (user: SessionUser, leaveId: number): LeaveRow => {
    if (!isStaff(user) || !isApprover(db, user, 'leave')) throw forbidden('「请假审批」');
    const row = found(leaveId);
    if (row.state !== 'pending') throw businessError('该请假申请已处理，不能重复操作');
    return row;
  };

  const decide = (user: SessionUser, row: LeaveRow, state: 'approved' | 'refused', remark: string) => {
    const changed = db
      .prepare(
        `UPDATE master_leave SET state = ?, remark = ?, decided_by = ?, decided_user_id = ?, decide_time = ?
         WHERE leave_id = ? AND state = 'pending'`,
      )
      .run(state, remark, user.userName, user.userId, formatTime(now()), row.leave_id);
    if (changed.changes !== 1) throw businessError('该请假申请已处理，不能重复操作');
    const decided = found(row.leave_id);
    // D60: the master hears of the decision on the live channel.
    notifyLeaveDecided(deps, decided);
    return toLeave(decided);
  };

  return [
    route(l.list, button(CODES.leaveList), ({ query }, { user }) => {
      if (isEnterprise(user)) throw forbidden('「请假」');
      const where = new Where().contains('m.master_name', query.masterName).equals('l.state', query.state);
      if (query.beginTime !== undefined) where.add('l.end_date >= ?', query.beginTime);
      if (query.endTime !== undefined) where.add('l.start_date <= ?', query.endTime);
      // A master (or team head) sees only their own requests.
      if (isMasterUser(user)) where.equals('l.master_id', masterOfUser(db, user.userId)?.masterId ?? 0);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, SORTABLE, 'l.apply_time', 'l.leave_id');
      const rows = db
        .prepare(`${SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as LeaveRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM master_leave l JOIN master m ON m.master_id = l.master_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toLeave), total, pageNum };
    }),
    route(l.add, button(CODES.leaveAdd), ({ body }, { user }) => {
      if (isEnterprise(user)) throw forbidden('「请假申请」');
      let masterId: number;
      if (isMasterUser(user)) {
        const own = masterOfUser(db, user.userId);
        if (!own || (body.masterId !== undefined && body.masterId !== own.masterId))
          throw businessError('师傅只能为本人申请请假');
        masterId = own.masterId;
      } else {
        if (body.masterId === undefined) throw businessError('请选择请假的师傅');
        masterId = body.masterId;
      }
      const master = db
        .prepare("SELECT master_name FROM master WHERE master_id = ? AND status = '0'")
        .get(masterId) as { master_name: string } | undefined;
      if (!master) throw businessError(`师傅 ${masterId} 不存在或已停用`);
      const { startDate, endDate } = body;
      if (!isCalendarDay(startDate) || !isCalendarDay(endDate))
        throw businessError('请输入正确的请假日期（YYYY-MM-DD）');
      if (endDate < startDate) throw businessError('结束日期不能早于开始日期');
      if (startDate < today()) throw businessError('不能为已经过去的日期请假');
      if (leaveDays(startDate, endDate) > LEAVE_MAX_DAYS)
        throw businessError(`一次请假最多 ${LEAVE_MAX_DAYS} 天`);
      const reason = body.reason.trim();
      if (reason === '') throw businessError('请输入请假原因');
      const leaveId = db.transaction(() => {
        const overlap = db
          .prepare(
            `SELECT start_date, end_date FROM master_leave WHERE master_id = ? AND state IN ('pending', 'approved')
               AND start_date <= ? AND end_date >= ? ORDER BY start_date LIMIT 1`,
          )
          .get(masterId, endDate, startDate) as { start_date: string; end_date: string } | undefined;
        if (overlap)
          throw businessError(
            `${master.master_name}在 ${overlap.start_date} 至 ${overlap.end_date} 已有请假，日期不能重叠`,
          );
        return Number(
          db
            .prepare(
              `INSERT INTO master_leave (master_id, start_date, end_date, reason, applicant_user_id, apply_by, apply_time)
               VALUES (?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              masterId,
              startDate,
              endDate,
              reason,
              user.userId,
              isMasterUser(user) ? master.master_name : user.userName,
              formatTime(now()),
            ).lastInsertRowid,
        );
      })();
      return { data: toLeave(found(leaveId)), msg: '请假申请已提交，等待审批' };
    }),
    route(l.approve, button(CODES.leaveApprove), ({ body }, { user }) => {
      const row = decidable(user, body.leaveId);
      if (row.end_date < today()) throw businessError('请假日期已过，只能拒绝');
      return { data: decide(user, row, 'approved', body.remark.trim()), msg: '已同意' };
    }),
    route(l.refuse, button(CODES.leaveApprove), ({ body }, { user }) => {
      const row = decidable(user, body.leaveId);
      const remark = body.remark.trim();
      if (remark === '') throw businessError('请输入拒绝原因');
      return { data: decide(user, row, 'refused', remark), msg: '已拒绝' };
    }),
    route(l.cancel, button(CODES.leaveAdd), ({ body }, { user }) => {
      if (isEnterprise(user)) throw forbidden('「撤销请假」');
      const row = found(body.leaveId);
      if (isMasterUser(user)) {
        // Another master's request is, to a master, one that does not exist (least data).
        if (masterOfUser(db, user.userId)?.masterId !== row.master_id)
          throw businessError(`请假申请 ${row.leave_id} 不存在`);
      } else if (row.applicant_user_id !== user.userId && !isApprover(db, user, 'leave')) {
        throw businessError('只能撤销本人提交的请假申请');
      }
      if (!(row.state === 'pending' || (row.state === 'approved' && row.end_date >= today())))
        throw businessError('只有待审批或尚未结束的请假可以撤销');
      const changed = db
        .prepare(`UPDATE master_leave SET state = 'cancelled' WHERE leave_id = ? AND state = ?`)
        .run(row.leave_id, row.state);
      if (changed.changes !== 1) throw businessError('只有待审批或尚未结束的请假可以撤销');
      return { data: toLeave(found(row.leave_id)), msg: '请假已撤销' };
    }),
  ];
}
