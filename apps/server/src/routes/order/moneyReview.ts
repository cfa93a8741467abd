import { contract } from '@onsite/api-client';
import type { MoneyReview } from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { approvedCents, pendingApprovals } from '../../core/approvals';
import { CODES } from '../../core/codes';
import { toYuan } from '../../core/money';
import { moneyReviewStanding } from '../../core/moneyReview';
import { addCourse } from '../../core/orderStore';
import { pageOf, Where } from '../../core/paging';
import { moneyReviewFromCents } from '../../core/settings';
import { settlementAmounts } from '../../core/settlement';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { orderFor } from './orderQuery';

interface VerifiedRow {
  order_id: number;
  order_no: string;
  enterprise_id: number;
  enterprise_name: string;
  customer_name: string;
  master_name: string | null;
  order_type_name: string;
  install_type: string;
  order_type_id: number;
  number: number;
  master_id: number | null;
  verify_time: string | null;
}

const VERIFIED_SELECT = `SELECT o.order_id, o.order_no, o.enterprise_id, o.enterprise_name, o.customer_name, m.master_name,
  o.order_type_name, o.install_type, o.order_type_id, o.number, o.master_id, o.verify_time
  FROM work_order o LEFT JOIN master m ON m.master_id = o.master_id`;

/** A verified order with its amounts as the settlement would charge and pay them, and its review. */
function moneyReviewOf(db: Db, row: VerifiedRow, reviewFrom: number): MoneyReview {
  const amounts = settlementAmounts(db, row);
  const { parts } = db
    .prepare(
      'SELECT COALESCE(SUM(price_cents * quantity), 0) AS parts FROM work_order_part WHERE order_id = ?',
    )
    .get(row.order_id) as { parts: number };
  const approved = row.master_id === null ? 0 : approvedCents(db, row.order_id, row.master_id);
  const review = moneyReviewStanding(db, row.order_id, amounts);
  return {
    orderId: row.order_id,
    orderNo: row.order_no,
    enterpriseName: row.enterprise_name,
    customerName: row.customer_name,
    masterName: row.master_name,
    orderTypeName: row.order_type_name,
    number: row.number,
    verifyTime: row.verify_time,
    feeAmount: toYuan(Math.max(0, amounts.enterpriseCents - parts - approved)),
    partsAmount: toYuan(parts),
    approvedAmount: toYuan(approved),
    enterpriseAmount: toYuan(amounts.enterpriseCents),
    masterAmount: toYuan(amounts.masterCents),
    reviewRequired: amounts.enterpriseCents >= reviewFrom,
    reviewState: review.state,
    reviewReason: review.state === 'returned' ? review.reason : null,
    reviewBy: review.by,
    reviewTime: review.time,
  };
}

/** The verified order a decision is about (in the caller's reach), else a refusal that changes nothing. */
function reviewable(db: Db, user: SessionUser, orderId: number): VerifiedRow {
  const order = orderFor(db, user, orderId);
  if (order.order_status !== 'verified') throw businessError('只有已验收、未结算的订单可以审核费用');
  const row = db.prepare(`${VERIFIED_SELECT} WHERE o.order_id = ?`).get(orderId) as VerifiedRow;
  if (row.master_id !== null && pendingApprovals(db, row.order_id, row.master_id) > 0)
    throw businessError(`订单 ${row.order_no} 还有待审批的加价或新增配件申请，审批后才能审核费用`);
  return row;
}

/**
 * D58, 费用审核: finance reviews a verified order's amount (the fee, parts, approved increases and
 * extra parts, D34) before settlement: approve, or send back with a reason. Each decision holds the
 * amounts it was made on and writes a step of the course; settlement of a charge reaching
 * `order.moneyReviewYuan` needs an approval of the present amounts (core/settlement).
 */
export function moneyReviewRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const calls = contract.order.moneyReview;
  const decide = (
    user: SessionUser,
    orderId: number,
    state: 'approved' | 'returned',
    reason: string | null,
  ): void => {
    const row = reviewable(db, user, orderId);
    const amounts = settlementAmounts(db, row);
    const standing = moneyReviewStanding(db, row.order_id, amounts);
    if (standing.state === state)
      throw businessError(
        state === 'approved'
          ? `订单 ${row.order_no} 的费用已审核通过`
          : `订单 ${row.order_no} 的费用已退回，金额变更或审核通过前无需再次退回`,
      );
    const at = now();
    db.transaction(() => {
      db.prepare(
        `INSERT INTO order_money_review (order_id, master_cents, enterprise_cents, state, reason, review_by, review_user_id, review_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        row.order_id,
        amounts.masterCents,
        amounts.enterpriseCents,
        state,
        reason,
        user.userName,
        user.userId,
        formatTime(at),
      );
      addCourse(db, at, {
        orderId: row.order_id,
        operateType: '费用审核',
        operateContent:
          state === 'approved'
            ? `费用审核通过：企业应付 ${toYuan(amounts.enterpriseCents).toFixed(2)} 元，师傅应得 ${toYuan(amounts.masterCents).toFixed(2)} 元`
            : `费用审核退回：${reason ?? ''}`,
        operateBy: user.userName,
        operateUserId: user.userId,
      });
    })();
  };
  return [
    route(calls.list, button(CODES.moneyReviewList), ({ query }, { user }) => {
      const where = new Where()
        .add("o.order_status = 'verified'")
        .equals('o.enterprise_id', user.enterpriseId ?? query.enterpriseId)
        .startsWith('o.order_no', query.orderNo);
      const reviewFrom = moneyReviewFromCents(db);
      const all = (
        db
          .prepare(`${VERIFIED_SELECT} ${where.toSql()} ORDER BY o.verify_time, o.order_id`)
          .all(...where.params) as VerifiedRow[]
      )
        .map((row) => moneyReviewOf(db, row, reviewFrom))
        .filter(
          (row) =>
            (query.reviewState === undefined || row.reviewState === query.reviewState) &&
            (query.reviewRequired === undefined || row.reviewRequired === query.reviewRequired),
        );
      const { limit, offset, pageNum } = pageOf(query);
      return { rows: all.slice(offset, offset + limit), total: all.length, pageNum };
    }),
    route(calls.approve, button(CODES.moneyReviewDecide), ({ body }, { user }) => {
      decide(user, body.orderId, 'approved', null);
      return { data: null, msg: '费用审核通过' };
    }),
    route(calls.back, button(CODES.moneyReviewDecide), ({ body }, { user }) => {
      const reason = body.reason.trim();
      if (reason === '') throw businessError('请填写退回原因');
      decide(user, body.orderId, 'returned', reason);
      return { data: null, msg: '费用审核已退回' };
    }),
  ];
}
