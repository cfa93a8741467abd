import { canUseButton } from '@onsite/domain';
import { useOnsiteUser } from '@onsite/ui';
import { useCallback } from 'react';
import { useSessionStore } from '../../stores/sessionStore';

/**
 * Button codes of the wallet and the bills, as the reference server checks them
 * (apps/server/src/core/codes.ts; the spec names no codes for these screens).
 */
export const FINANCE_CODES = {
  walletQuery: 'finance:wallet:query',
  rechargeList: 'finance:recharge:list',
  rechargeAdd: 'finance:recharge:add',
  rechargeRemove: 'finance:recharge:remove',
  billList: 'finance:bill:list',
} as const;

export type FinanceCode = (typeof FINANCE_CODES)[keyof typeof FINANCE_CODES];

/**
 * Who is looking at a finance screen: the enterprise of an enterprise user (userType 22, D4: their
 * own wallet and bills), null for staff, who choose an enterprise; and the button check (D11).
 */
export function useFinanceAccess(): { enterpriseId: number | null; can: (code: FinanceCode) => boolean } {
  const user = useOnsiteUser();
  const enterpriseId = useSessionStore((state) => state.user?.enterpriseId ?? null);
  const can = useCallback((code: FinanceCode) => canUseButton(user, code), [user]);
  return { enterpriseId, can };
}
