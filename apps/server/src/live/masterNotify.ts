import { LIVE_APPROVAL_DECIDED } from '@onsite/domain';
import { userOfMaster } from '../core/masters';
import type { RouteDeps } from '../routes/deps';

/**
 * D60: the live frames that tell a master (the user they sign in as) of a decision on their own requests: leave
 * (D51), a deposit return (D57) and their ID card's review (D54). The same frame type as D34's approval results, so
 * the console shows them alike; a master without a user (or disabled) hears nothing. Sent after the decision's
 * transaction has committed.
 */

/** D51: a leave request was approved or refused (with the remark when refused). */
export function notifyLeaveDecided(
  { db, events }: RouteDeps,
  leave: { master_id: number; start_date: string; end_date: string; state: string; remark: string | null },
): void {
  const userId = userOfMaster(db, leave.master_id);
  if (userId === null) return;
  events.toUser(userId, {
    type: LIVE_APPROVAL_DECIDED,
    title: '审批结果',
    text:
      leave.state === 'approved'
        ? `您 ${leave.start_date} 至 ${leave.end_date} 的请假申请已同意`
        : `您 ${leave.start_date} 至 ${leave.end_date} 的请假申请已被拒绝：${leave.remark ?? ''}`,
    remark: leave.remark ?? '',
    orderId: null,
  });
}

/** D57: a deposit return was approved (the deposit moved) or refused (with the remark). */
export function notifyMarginReturnDecided(
  { db, events }: RouteDeps,
  request: { masterId: number; amount: number; state: string; remark: string | null },
): void {
  const userId = userOfMaster(db, request.masterId);
  if (userId === null) return;
  const amount = request.amount.toFixed(2);
  events.toUser(userId, {
    type: LIVE_APPROVAL_DECIDED,
    title: '审批结果',
    text:
      request.state === 'approved'
        ? `您的保证金退还申请（${amount} 元）已同意，保证金已退还`
        : `您的保证金退还申请（${amount} 元）已被拒绝：${request.remark ?? ''}`,
    remark: request.remark ?? '',
    orderId: null,
  });
}

/** D54: the master's ID card was approved (they may be dispatched to, D60) or refused (with the reason). */
export function notifyIdCardDecided(
  { db, events }: RouteDeps,
  card: { masterId: number; state: string; reason: string | null },
): void {
  const userId = userOfMaster(db, card.masterId);
  if (userId === null) return;
  events.toUser(userId, {
    type: LIVE_APPROVAL_DECIDED,
    title: '审批结果',
    text:
      card.state === 'approved'
        ? '您的身份证审核已通过，可以接单了'
        : `您的身份证审核未通过：${card.reason ?? ''}`,
    remark: card.reason ?? '',
    orderId: null,
  });
}
