import { contract } from '@onsite/api-client';
import { USER_TYPE_ENTERPRISE } from '@onsite/domain';
import { button } from '../../auth/access';
import { APPROVAL_FROM, APPROVAL_SELECT, type ApprovalRow, toApproval } from '../../core/approvals';
import { CODES } from '../../core/codes';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { refuseOpenOrders } from '../../core/teamDisband';
import { formatTime } from '../../core/time';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { teamRowOf } from './teams';

/**
 * D52: 解散团队 on the server. A team head asks to disband their team with a reason: an approval of D34's model
 * (type `disband`, decided by `master:team:disband` through the approval calls, which disband the team in the same
 * transaction as the decision). Refused while the team's members hold open orders, or while a request of the team
 * waits. Staff list every request; a master only their own; an enterprise user none.
 */
export function disbandRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const d = contract.master.disband;
  return [
    route(
      d.list,
      button(CODES.masterList, CODES.teamDisband, CODES.teamDisbandApply),
      ({ query }, { user }) => {
        if (user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE)
          throw forbidden('「解散团队」');
        const where = new Where()
          .equals('a.approval_type', 'disband')
          .contains('tm.team_name', query.teamName)
          .equals('a.state', query.state);
        if (isMasterUser(user)) where.equals('a.master_id', masterOfUser(db, user.userId)?.masterId ?? 0);
        const { limit, offset, pageNum } = pageOf(query);
        const order = orderByOf(
          query,
          { applyTime: 'a.apply_time', decideTime: 'a.decide_time' },
          'a.apply_time',
          'a.approval_id',
        );
        const rows = db
          .prepare(`${APPROVAL_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
          .all(...where.params, limit, offset) as ApprovalRow[];
        const { total } = db
          .prepare(`SELECT COUNT(*) AS total ${APPROVAL_FROM} ${where.toSql()}`)
          .get(...where.params) as { total: number };
        return { rows: rows.map(toApproval), total, pageNum };
      },
    ),

    route(d.apply, button(CODES.teamDisbandApply), ({ body }, { user }) => {
      const master = isMasterUser(user) ? masterOfUser(db, user.userId) : null;
      if (master?.headOf == null) throw businessError('只有团长可以申请解散本团队');
      const team = teamRowOf(db, master.headOf);
      const reason = body.reason.trim();
      if (reason === '') throw businessError('请输入解散原因');
      if (
        db
          .prepare(
            "SELECT 1 FROM approval WHERE approval_type = 'disband' AND team_id = ? AND state = 'pending'",
          )
          .get(team.team_id)
      )
        throw businessError(`团队「${team.team_name}」已有待审批的解散申请，请等待审批结果`);
      refuseOpenOrders(db, team.team_id, team.team_name);
      const approvalId = Number(
        db
          .prepare(
            `INSERT INTO approval (approval_type, team_id, master_id, applicant_user_id, apply_time, amount_cents, reason,
               approver_code) VALUES ('disband', ?, ?, ?, ?, 0, ?, ?)`,
          )
          .run(team.team_id, master.masterId, user.userId, formatTime(now()), reason, CODES.teamDisband)
          .lastInsertRowid,
      );
      const created = db.prepare(`${APPROVAL_SELECT} WHERE a.approval_id = ?`).get(approvalId) as ApprovalRow;
      return { data: toApproval(created), msg: '解散申请已提交，等待审批' };
    }),
  ];
}
