import type { ApiClient } from '@onsite/api-client';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { type OnsiteUser, PermissionContext } from './PermissionContext';

/** The query key of the signed-in user that `OnsiteProvider` loads for a host that passed none. */
export const SIGNED_IN_USER_KEY = ['onsite', 'signedInUser'] as const;

/**
 * Permissions of a host that passed no `user`: the signed-in user is asked from the server
 * (`/system/user/info`, with the host's token). Until it answers, the content waits (nothing is
 * rendered, so no dialog flashes its "no tab for you" state); when the server refuses, the user is
 * null and nothing guarded shows. A forgotten prop never shows every control (D11's "no button
 * list" rule applies only to a user the server described).
 */
export function ServerPermissions({ client, children }: { client: ApiClient; children: ReactNode }) {
  const { data, isPending } = useQuery({
    queryKey: SIGNED_IN_USER_KEY,
    queryFn: async ({ signal }): Promise<OnsiteUser> => {
      const { userId, userType, buttons } = await client.system.user.info({}, { signal });
      return { userId, userType, buttons: buttons ?? [] };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const value = useMemo(() => ({ user: data ?? null }), [data]);
  if (isPending) return null;
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}
