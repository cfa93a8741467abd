import type { MoneyReviewState } from '@onsite/domain';
import type { Db } from '../db/database';
import type { SettlementAmounts } from './settlement';

/** D58: where a verified order's money review stands for the amounts it has now. */
export interface MoneyReviewStanding {
  state: MoneyReviewState;
  reason: string | null;
  by: string | null;
  time: string | null;
}

/**
 * D58: the latest decision on an order's amount while the amounts are still those it was made on;
 * 'pending' when there is none or the amounts changed since (e.g. a fee increase approved after it).
 */
export function moneyReviewStanding(
  db: Db,
  orderId: number,
  amounts: SettlementAmounts,
): MoneyReviewStanding {
  const latest = db
    .prepare(
      `SELECT master_cents, enterprise_cents, state, reason, review_by, review_time FROM order_money_review
       WHERE order_id = ? ORDER BY review_id DESC LIMIT 1`,
    )
    .get(orderId) as
    | {
        master_cents: number;
        enterprise_cents: number;
        state: 'approved' | 'returned';
        reason: string | null;
        review_by: string;
        review_time: string;
      }
    | undefined;
  if (
    !latest ||
    latest.master_cents !== amounts.masterCents ||
    latest.enterprise_cents !== amounts.enterpriseCents
  )
    return { state: 'pending', reason: null, by: null, time: null };
  return { state: latest.state, reason: latest.reason, by: latest.review_by, time: latest.review_time };
}
