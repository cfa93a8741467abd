import { contract } from '@onsite/api-client';
import type { AcceptanceState, OrderAcceptance, OrderStatusValue } from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { addCourse } from '../../core/orderStore';
import { pageOf, Where } from '../../core/paging';
import { enterpriseScope } from '../../core/scope';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** The statuses in which the enterprise decides: the master finished and the order is not settled yet. */
const DECIDABLE: readonly OrderStatusValue[] = ['completed', 'verified'];

interface AcceptanceRow {
  order_id: number;
  order_no: string;
  enterprise_id: number;
  enterprise_name: string;
  customer_name: string;
  order_type_name: string;
  master_name: string | null;
  order_status: OrderStatusValue;
  finish_time: string | null;
  verify_time: string | null;
  state: 'accepted' | 'disputed' | null;
  reason: string | null;
  decide_by: string | null;
  decide_time: string | null;
}

const FROM = `FROM work_order o
  LEFT JOIN order_acceptance a ON a.order_id = o.order_id
  LEFT JOIN master m ON m.master_id = o.master_id`;

/** A listed order: one the enterprise decided on, or a finished one not settled yet (pending). */
const LISTED = "(a.order_id IS NOT NULL OR o.order_status IN ('completed', 'verified'))";

const STATE_CONDITION: Record<AcceptanceState, string> = {
  pending: "a.order_id IS NULL AND o.order_status IN ('completed', 'verified')",
  accepted: "a.state = 'accepted'",
  disputed: "a.state = 'disputed'",
};

const toAcceptance = (row: AcceptanceRow): OrderAcceptance => ({
  orderId: row.order_id,
  orderNo: row.order_no,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  customerName: row.customer_name,
  orderTypeName: row.order_type_name,
  masterName: row.master_name,
  orderStatus: row.order_status,
  finishTime: row.finish_time,
  verifyTime: row.verify_time,
  state: row.state ?? 'pending',
  reason: row.reason,
  decideBy: row.decide_by,
  decideTime: row.decide_time,
});

/** The caller's own enterprise: deciding is the enterprise's, never staff's (they see, they do not decide). */
function ownEnterpriseOf(user: SessionUser, what: string): number {
  if (user.enterpriseId === null) throw forbidden(`「${what}」（仅企业用户）`);
  return user.enterpriseId;
}

/** An order of the caller's enterprise in a state the enterprise decides in, with its current decision. */
function decidable(db: Db, enterpriseId: number, orderId: number): AcceptanceRow {
  const row = db
    .prepare(
      `SELECT o.order_id, o.order_no, o.enterprise_id, o.enterprise_name, o.customer_name, o.order_type_name,
         m.master_name, o.order_status, o.finish_time, o.verify_time, a.state, a.reason, a.decide_by, a.decide_time
       ${FROM} WHERE o.order_id = ?`,
    )
    .get(orderId) as AcceptanceRow | undefined;
  if (!row || row.enterprise_id !== enterpriseId) throw businessError(`订单 ${orderId} 不存在`);
  if (!DECIDABLE.includes(row.order_status))
    throw businessError(`订单 ${row.order_no} 不是待验收的订单（师傅完工后、结算前才能确认验收或提出异议）`);
  return row;
}

/**
 * D55: 验收列表: the enterprise's own acceptance of its finished orders, beside the staff's 验收 (D32):
 * staff verify the master's work for the platform; the enterprise confirms or disputes the result for
 * itself. Both happen while the order is completed or verified; a dispute holds the settlement (the
 * enterprise's charge) until the enterprise accepts. Staff see every enterprise's (`order:acceptance:list`),
 * an enterprise user its own; only an enterprise user decides (`order:acceptance:decide`).
 */
export function acceptanceRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { acceptance } = contract.finance;

  const record = (
    user: SessionUser,
    row: AcceptanceRow,
    state: 'accepted' | 'disputed',
    reason: string | null,
  ) => {
    const at = now();
    db.transaction(() => {
      db.prepare(
        `INSERT INTO order_acceptance (order_id, enterprise_id, state, reason, decide_by, decide_user_id, decide_time)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (order_id) DO UPDATE SET state = excluded.state, reason = excluded.reason,
           decide_by = excluded.decide_by, decide_user_id = excluded.decide_user_id, decide_time = excluded.decide_time`,
      ).run(row.order_id, row.enterprise_id, state, reason, user.userName, user.userId, formatTime(at));
      addCourse(db, at, {
        orderId: row.order_id,
        operateType: state === 'accepted' ? '企业验收' : '企业异议',
        operateContent: reason ?? '确认验收',
        operateBy: user.userName,
        operateUserId: user.userId,
      });
    })();
  };

  return [
    route(acceptance.list, button(CODES.acceptanceList), ({ query }, { user }) => {
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.acceptanceList, '查看验收列表');
      const where = new Where()
        .add(LISTED)
        .equals('o.enterprise_id', enterpriseId ?? undefined)
        .startsWith('o.order_no', query.orderNo?.trim() || undefined);
      if (query.state) where.add(STATE_CONDITION[query.state]);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `SELECT o.order_id, o.order_no, o.enterprise_id, o.enterprise_name, o.customer_name, o.order_type_name,
             m.master_name, o.order_status, o.finish_time, o.verify_time, a.state, a.reason, a.decide_by, a.decide_time
           ${FROM} ${where.toSql()}
           ORDER BY (a.order_id IS NULL) DESC, COALESCE(a.decide_time, o.finish_time) DESC, o.order_id DESC
           LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as AcceptanceRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${FROM} ${where.toSql()}`)
        .get(...where.params) as {
        total: number;
      };
      return { rows: rows.map(toAcceptance), total, pageNum };
    }),

    route(acceptance.accept, button(CODES.acceptanceDecide), ({ body }, { user }) => {
      const enterpriseId = ownEnterpriseOf(user, '确认验收');
      const row = decidable(db, enterpriseId, body.orderId);
      if (row.state === 'accepted') throw businessError(`订单 ${row.order_no} 已确认验收`);
      record(user, row, 'accepted', null);
      return { data: null, msg: '已确认验收' };
    }),

    route(acceptance.dispute, button(CODES.acceptanceDecide), ({ body }, { user }) => {
      const enterpriseId = ownEnterpriseOf(user, '提出异议');
      const reason = body.reason.trim();
      if (reason === '') throw businessError('请输入异议原因');
      const row = decidable(db, enterpriseId, body.orderId);
      if (row.state === 'accepted')
        throw businessError(`订单 ${row.order_no} 已确认验收，不能再提出异议；如有问题请申请售后`);
      record(user, row, 'disputed', reason);
      return { data: null, msg: '异议已提交，企业确认验收前该订单不会结算' };
    }),
  ];
}
