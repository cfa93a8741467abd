import { canUseButton, type GrantCode } from '@onsite/domain';
import { useCallback, useContext } from 'react';
import { type OnsiteUser, PermissionContext } from './PermissionContext';

function usePermissionContext(hook: string): { user: OnsiteUser | null } {
  const context = useContext(PermissionContext);
  if (context === undefined) {
    throw new Error(`${hook}() must be used inside <OnsiteProvider>: wrap the app or the dialog in it.`);
  }
  return context;
}

/** The signed-in user given to `OnsiteProvider`, or null. */
export function useOnsiteUser(): OnsiteUser | null {
  return usePermissionContext('useOnsiteUser').user;
}

/**
 * Whether the signed-in user may use a button (spec 000 §6, D11): user id 1 and a user without a
 * button list may use everything; nobody signed in may use nothing.
 */
export function useCan(): (code: GrantCode) => boolean {
  const { user } = usePermissionContext('useCan');
  return useCallback((code: GrantCode) => canUseButton(user, code), [user]);
}
