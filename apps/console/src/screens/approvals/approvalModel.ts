import {
  APPROVAL_STATES,
  APPROVAL_TYPES,
  type Approval,
  type ApprovalState,
  type ApprovalType,
} from '@onsite/domain';
import { formatMoney } from '@onsite/ui';
import type { TFunction } from 'i18next';

/** The query keys of the approval lists, under the orders' (a decision also changes the order details). */
export const approvalKeys = {
  all: ['orders', 'approvals'] as const,
  list: (scope: string) => ['orders', 'approvals', scope] as const,
};

/** A request type from the URL, else none (a mistyped link lists everything rather than failing). */
export const typeFilter = (value: string | undefined): ApprovalType | undefined =>
  APPROVAL_TYPES.find((type) => type === value);

/** A request state from the URL, else none. */
export const stateFilter = (value: string | undefined): ApprovalState | undefined =>
  APPROVAL_STATES.find((state) => state === value);

/** What the master asked, in a line: 加价 80.00 元 / 锁体 × 2，单价 35.00 元 / (D52) 解散团队「罗湖二队」. */
export function requestText(t: TFunction, request: Approval): string {
  if (request.approvalType === 'disband') return t('request.disband', { team: request.teamName ?? '' });
  return request.approvalType === 'increase'
    ? t('request.increase', { amount: formatMoney(request.amount) })
    : t('request.accessories', {
        part: request.partName ?? '',
        quantity: request.quantity ?? 0,
        price: formatMoney(request.amount),
      });
}
