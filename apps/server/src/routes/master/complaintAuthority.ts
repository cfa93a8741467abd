import { contract } from '@onsite/api-client';
import {
  type ComplaintAuthority,
  type ComplaintCategory,
  USER_TYPE_ENTERPRISE,
  USER_TYPE_MASTER,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { isMasterUser } from '../../core/masters';
import { pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface AuthorityRow {
  authority_id: number;
  user_id: number;
  login_name: string;
  user_name: string;
  enterprise_id: number | null;
  enterprise_name: string | null;
  category: ComplaintCategory | null;
  create_by: string;
  create_time: string;
}

const SELECT = `SELECT a.authority_id, a.user_id, u.login_name, u.user_name, a.enterprise_id, e.enterprise_name,
    a.category, a.create_by, a.create_time
  FROM complaint_authority a JOIN sys_user u ON u.user_id = a.user_id
  LEFT JOIN ent_enterprise e ON e.enterprise_id = a.enterprise_id`;

const toAuthority = (row: AuthorityRow): ComplaintAuthority => ({
  authorityId: row.authority_id,
  userId: row.user_id,
  loginName: row.login_name,
  userName: row.user_name,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  category: row.category,
  createBy: row.create_by,
  createTime: row.create_time,
});

/** Platform staff only: an enterprise user or a master is refused even holding a code. */
function staffOnly(user: SessionUser): void {
  if (user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE || isMasterUser(user))
    throw forbidden('「投诉权限」');
}

/** Active platform staff (not enterprise users, not masters): who may be named a handler. */
const STAFF_WHERE = `u.status = '0' AND u.enterprise_id IS NULL AND u.user_type NOT IN ('${USER_TYPE_ENTERPRISE}', '${USER_TYPE_MASTER}')`;

/**
 * D57: 投诉权限 — which staff users handle the complaints of which enterprise (or every one) and category (or
 * every one). The complaint handling calls refuse anyone without a matching row (user 1 excepted). Staff only.
 */
export function complaintAuthorityRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { complaintAuthority } = contract.master;
  const rowOf = (authorityId: number) =>
    db.prepare(`${SELECT} WHERE a.authority_id = ?`).get(authorityId) as AuthorityRow | undefined;

  return [
    route(complaintAuthority.list, button(CODES.complaintAuthorityList), ({ query }, { user }) => {
      staffOnly(user);
      const where = new Where().contains('u.user_name', query.userName);
      if (query.enterpriseId !== undefined)
        where.add('(a.enterprise_id = ? OR a.enterprise_id IS NULL)', query.enterpriseId);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `${SELECT} ${where.toSql()} ORDER BY u.user_name, a.enterprise_id IS NOT NULL, a.enterprise_id,
             a.category IS NOT NULL, a.category, a.authority_id LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as AuthorityRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM complaint_authority a JOIN sys_user u ON u.user_id = a.user_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toAuthority), total, pageNum };
    }),

    route(complaintAuthority.handlers, button(CODES.complaintAuthorityList), (_input, { user }) => {
      staffOnly(user);
      const rows = db
        .prepare(
          `SELECT u.user_id, u.login_name, u.user_name FROM sys_user u WHERE ${STAFF_WHERE} ORDER BY u.user_id LIMIT 500`,
        )
        .all() as { user_id: number; login_name: string; user_name: string }[];
      return {
        data: rows.map((row) => ({
          userId: row.user_id,
          loginName: row.login_name,
          userName: row.user_name,
        })),
      };
    }),

    route(complaintAuthority.add, button(CODES.complaintAuthorityEdit), ({ body }, { user }) => {
      staffOnly(user);
      const authorityId = db.transaction(() => {
        const handler = db
          .prepare(`SELECT u.user_name FROM sys_user u WHERE u.user_id = ? AND ${STAFF_WHERE}`)
          .get(body.userId) as { user_name: string } | undefined;
        if (!handler) throw businessError(`用户 ${body.userId} 不存在、已停用或不是平台员工，不能处理投诉`);
        if (
          body.enterpriseId !== null &&
          !db.prepare('SELECT 1 FROM ent_enterprise WHERE enterprise_id = ?').get(body.enterpriseId)
        )
          throw businessError(`企业 ${body.enterpriseId} 不存在`);
        const same = db
          .prepare(
            `SELECT 1 FROM complaint_authority WHERE user_id = ? AND COALESCE(enterprise_id, 0) = ?
               AND COALESCE(category, '') = ?`,
          )
          .get(body.userId, body.enterpriseId ?? 0, body.category ?? '');
        if (same) throw businessError(`${handler.user_name}已有这项投诉权限`);
        return Number(
          db
            .prepare(
              `INSERT INTO complaint_authority (user_id, enterprise_id, category, create_by, create_time)
               VALUES (?, ?, ?, ?, ?)`,
            )
            .run(body.userId, body.enterpriseId, body.category, user.userName, formatTime(now()))
            .lastInsertRowid,
        );
      })();
      return { data: toAuthority(rowOf(authorityId) as AuthorityRow), msg: '投诉权限已分配' };
    }),

    route(complaintAuthority.remove, button(CODES.complaintAuthorityEdit), ({ body }, { user }) => {
      staffOnly(user);
      const removed = db
        .prepare('DELETE FROM complaint_authority WHERE authority_id = ?')
        .run(body.authorityId);
      if (removed.changes !== 1) throw businessError(`投诉权限 ${body.authorityId} 不存在`);
      return { data: null, msg: '投诉权限已收回' };
    }),
  ];
}
