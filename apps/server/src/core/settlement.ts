import type { Db } from '../db/database';
import { businessError } from '../http/errors';
import { approvedCents, pendingApprovals } from './approvals';
import { districtPriceOf } from './districtPrice';
import { toCents, toYuan } from './money';
import { moneyReviewStanding } from './moneyReview';
import { addCourse } from './orderStore';
import { moneyReviewFromCents } from './settings';
import { formatTime } from './time';
import { changeBalance, walletOf } from './wallet';

/** What a settlement charges and pays, in fen. */
export interface SettlementAmounts {
  /** The master's earning: the base price of the order type × number, plus the parts they fitted and the approved requests (D34). */
  masterCents: number;
  /**
   * The enterprise's charge: its district price of the order type in the order's region (D63), else its own price
   * of the order type (tab 2), else the base price, × number, plus the parts and the approved requests.
   */
  enterpriseCents: number;
}

interface SettledOrder {
  order_id: number;
  order_no: string;
  enterprise_id: number;
  install_type: string;
  order_type_id: number;
  number: number;
  master_id: number | null;
}

/**
 * D32: the amounts of an order's settlement. Prices are the reference tables' (yuan, REAL): the
 * enterprise's own price row of the order type (not deleted, the lowest price type first), else the
 * base price; the master earns the base price; both add the parts used (work_order_part, fen).
 */
export function settlementAmounts(db: Db, order: SettledOrder): SettlementAmounts {
  const base =
    (
      db
        .prepare(
          'SELECT price FROM bd_basic_price WHERE install_type = ? AND order_type_id = ? ORDER BY basic_price_id LIMIT 1',
        )
        .get(order.install_type, order.order_type_id) as { price: number } | undefined
    )?.price ?? 0;
  // D63: a district price for the order's region wins over tab 2's price (区域价格).
  const district = districtPriceOf(db, order.order_id);
  const own = (
    db
      .prepare(
        `SELECT price FROM ent_price WHERE enterprise_id = ? AND installation_type_code = ? AND order_type_id = ?
           AND del_status = 0 ORDER BY price_type, enterprise_price_id LIMIT 1`,
      )
      .get(order.enterprise_id, order.install_type, order.order_type_id) as { price: number } | undefined
  )?.price;
  const { parts } = db
    .prepare(
      'SELECT COALESCE(SUM(price_cents * quantity), 0) AS parts FROM work_order_part WHERE order_id = ?',
    )
    .get(order.order_id) as { parts: number };
  // D34: approved fee increases and extra parts of the order's master, paid to them and charged alike.
  const approved = order.master_id === null ? 0 : approvedCents(db, order.order_id, order.master_id);
  return {
    masterCents: toCents(base) * order.number + parts + approved,
    enterpriseCents: toCents(district ?? own ?? base) * order.number + parts + approved,
  };
}

/**
 * D32: settles a verified order: the master's bill line (master_bill), the enterprise's bill line
 * (enterprise_detailed, type 1 work order) with the wallet debited, the order settled and a step of
 * its course. Call inside a transaction: the caller's `db.transaction` makes it all or nothing. A
 * wallet that cannot pay the charge is refused (nothing written).
 */
export function settleOrder(
  db: Db,
  at: number,
  step: { orderId: number; by: string; userId: number | null; phonenumber: string; remark: string },
): { masterAmount: number; enterpriseAmount: number; balance: number } {
  const order = db
    .prepare(
      `SELECT order_id, order_no, enterprise_id, install_type, order_type_id, number, master_id FROM work_order
       WHERE order_id = ? AND order_status = 'verified'`,
    )
    .get(step.orderId) as SettledOrder | undefined;
  if (!order || order.master_id === null) throw businessError('只有已验收的订单可以结算');
  // D55: the enterprise disputed the finished order: its charge waits until the enterprise accepts it.
  const dispute = db
    .prepare("SELECT reason FROM order_acceptance WHERE order_id = ? AND state = 'disputed'")
    .get(order.order_id) as { reason: string | null } | undefined;
  if (dispute)
    throw businessError(
      `企业对订单 ${order.order_no} 有异议（${dispute.reason ?? ''}），企业确认验收后才能结算`,
    );
  if (pendingApprovals(db, order.order_id, order.master_id) > 0)
    throw businessError(`订单 ${order.order_no} 还有待审批的加价或新增配件申请，审批后才能结算`);
  const amounts = settlementAmounts(db, order);
  // D58: amounts finance sent back are not settled; a charge reaching the parameter order.moneyReviewYuan
  // waits for finance's approval of these amounts.
  const review = moneyReviewStanding(db, order.order_id, amounts);
  if (review.state === 'returned')
    throw businessError(
      `订单 ${order.order_no} 的费用审核已退回（${review.reason ?? ''}），审核通过后才能结算`,
    );
  const reviewFrom = moneyReviewFromCents(db);
  if (amounts.enterpriseCents >= reviewFrom && review.state !== 'approved')
    throw businessError(
      `订单 ${order.order_no} 应扣 ${toYuan(amounts.enterpriseCents).toFixed(2)} 元，达到费用审核金额 ${toYuan(reviewFrom).toFixed(2)} 元，财务费用审核通过后才能结算`,
    );
  const { balanceCents } = walletOf(db, order.enterprise_id);
  if (balanceCents < amounts.enterpriseCents) {
    throw businessError(
      `企业余额不足，无法结算（余额 ${toYuan(balanceCents).toFixed(2)} 元，应扣 ${toYuan(amounts.enterpriseCents).toFixed(2)} 元）`,
    );
  }
  const time = formatTime(at);
  const remark = step.remark.trim();
  db.prepare(
    `INSERT INTO master_bill (master_id, order_id, order_no, amount_cents, create_by, create_time, remark)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(order.master_id, order.order_id, order.order_no, amounts.masterCents, step.by, time, remark);
  const balance = changeBalance(db, at, {
    enterpriseId: order.enterprise_id,
    changeCents: -amounts.enterpriseCents,
    operType: 1,
    orderNo: order.order_no,
    createBy: step.by,
    phonenumber: step.phonenumber,
    remark: remark || '工单结算',
  });
  db.prepare(
    `UPDATE work_order SET order_status = 'settled', settle_time = ?, master_amount_cents = ?, enterprise_amount_cents = ?,
       settle_balance_cents = ? WHERE order_id = ?`,
  ).run(time, amounts.masterCents, amounts.enterpriseCents, balance, order.order_id);
  addCourse(db, at, {
    orderId: order.order_id,
    operateType: '结算',
    operateContent: `师傅结算 ${toYuan(amounts.masterCents).toFixed(2)} 元，企业扣款 ${toYuan(amounts.enterpriseCents).toFixed(2)} 元`,
    operateBy: step.by,
    operateUserId: step.userId,
  });
  return {
    masterAmount: toYuan(amounts.masterCents),
    enterpriseAmount: toYuan(amounts.enterpriseCents),
    balance: toYuan(balance),
  };
}
