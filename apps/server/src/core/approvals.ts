import { type Approval, type ApprovalType, approvalTotal } from '@onsite/domain';
import type { Db } from '../db/database';
import { toYuan } from './money';

/** D34: a row of `approval` with its order's and master's names. */
export interface ApprovalRow {
  approval_id: number;
  approval_type: ApprovalType;
  /** Null for a team's request (D52: disband), as are the order's names. */
  order_id: number | null;
  order_no: string | null;
  customer_name: string | null;
  enterprise_name: string | null;
  enterprise_id: number | null;
  /** D52: the team a disband request is about. */
  team_id: number | null;
  team_name: string | null;
  master_id: number;
  master_name: string;
  applicant_user_id: number | null;
  apply_time: string;
  amount_cents: number;
  part_name: string | null;
  quantity: number | null;
  reason: string;
  approver_code: string;
  state: Approval['state'];
  remark: string | null;
  decided_by: string | null;
  decided_user_id: number | null;
  decide_time: string | null;
}

/** The tables of an approval list: the order or (D52) the team a request is about, and the applicant. */
export const APPROVAL_FROM = `FROM approval a LEFT JOIN work_order o ON o.order_id = a.order_id
  LEFT JOIN master_team tm ON tm.team_id = a.team_id JOIN master m ON m.master_id = a.master_id`;

export const APPROVAL_SELECT = `SELECT a.approval_id, a.approval_type, a.order_id, o.order_no, o.customer_name, o.enterprise_name,
  o.enterprise_id, a.team_id, tm.team_name, a.master_id, m.master_name, a.applicant_user_id, a.apply_time, a.amount_cents,
  a.part_name, a.quantity, a.reason, a.approver_code, a.state, a.remark, a.decided_by, a.decided_user_id, a.decide_time
  ${APPROVAL_FROM}`;

/** What a request adds to the settlement, in fen: the increase, or the part's price × quantity. */
export const approvalCents = (row: Pick<ApprovalRow, 'approval_type' | 'amount_cents' | 'quantity'>) =>
  row.approval_type === 'accessories' ? row.amount_cents * (row.quantity ?? 0) : row.amount_cents;

export function toApproval(row: ApprovalRow): Approval {
  const amount = toYuan(row.amount_cents);
  return {
    approvalId: row.approval_id,
    approvalType: row.approval_type,
    orderId: row.order_id,
    orderNo: row.order_no,
    customerName: row.customer_name,
    enterpriseName: row.enterprise_name,
    teamId: row.team_id,
    teamName: row.team_name,
    masterId: row.master_id,
    masterName: row.master_name,
    applyTime: row.apply_time,
    amount,
    partName: row.part_name,
    quantity: row.quantity,
    total: approvalTotal({ approvalType: row.approval_type, amount, quantity: row.quantity }),
    reason: row.reason,
    state: row.state,
    remark: row.remark,
    decidedBy: row.decided_by,
    decideTime: row.decide_time,
  };
}

/** The requests of an order, oldest first (the order details, D34). */
export function approvalsOfOrder(db: Db, orderId: number): Approval[] {
  return (
    db
      .prepare(`${APPROVAL_SELECT} WHERE a.order_id = ? ORDER BY a.apply_time, a.approval_id`)
      .all(orderId) as ApprovalRow[]
  ).map(toApproval);
}

/**
 * D34: what the approved requests of the order's current master add to its settlement (fen). A
 * request of a master the order was taken from (sent back, re-dispatched) is not theirs to be paid.
 */
export function approvedCents(db: Db, orderId: number, masterId: number): number {
  const rows = db
    .prepare(
      "SELECT approval_type, amount_cents, quantity FROM approval WHERE order_id = ? AND master_id = ? AND state = 'approved'",
    )
    .all(orderId, masterId) as Pick<ApprovalRow, 'approval_type' | 'amount_cents' | 'quantity'>[];
  return rows.reduce((sum, row) => sum + approvalCents(row), 0);
}

/** D34: how many requests of the order's current master still wait for a decision. */
export function pendingApprovals(db: Db, orderId: number, masterId: number): number {
  return (
    db
      .prepare(
        "SELECT COUNT(*) AS total FROM approval WHERE order_id = ? AND master_id = ? AND state = 'pending'",
      )
      .get(orderId, masterId) as { total: number }
  ).total;
}
