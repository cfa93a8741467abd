import type { GrantCode } from '@onsite/domain';
import { useCan } from '@onsite/ui';
import { useSessionStore } from '../../stores/sessionStore';

/**
 * Who is looking at a finance screen: the enterprise of an enterprise user (userType 22, D4: their
 * own wallet and bills), null for staff, who choose an enterprise; and the button check (D11).
 */
export function useFinanceAccess(): { enterpriseId: number | null; can: (code: GrantCode) => boolean } {
  const enterpriseId = useSessionStore((state) => state.user?.enterpriseId ?? null);
  const can = useCan();
  return { enterpriseId, can };
}
