import type { ApiClient } from '@onsite/api-client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider';

/** Keys of what the user menu reads about the signed-in user (spec 000 §7.7). */
export const userKeys = {
  all: ['header', 'user'] as const,
  profile: () => ['header', 'user', 'profile'] as const,
  logins: () => ['header', 'user', 'logins'] as const,
};

export const userQueries = {
  profile: (client: ApiClient) =>
    queryOptions({
      queryKey: userKeys.profile(),
      queryFn: ({ signal }) => client.stuff.stuff.getuser({}, { signal }),
    }),
  logins: (client: ApiClient) =>
    queryOptions({
      queryKey: userKeys.logins(),
      queryFn: ({ signal }) => client.stuff.stuff.logininfo({ pageNum: 1, pageSize: 10 }, { signal }),
      staleTime: 0,
    }),
};

/** The signed-in user as the header shows it (stuff.getuser). */
export function useHeaderProfile(enabled = true) {
  const client = useOnsiteClient();
  return useQuery({ ...userQueries.profile(client), enabled });
}

/** The recent logins of the signed-in user, newest first (stuff.logininfo). */
export function useRecentLogins(enabled = true) {
  const client = useOnsiteClient();
  return useQuery({ ...userQueries.logins(client), enabled });
}

export interface PasswordChange {
  oldPwd: string;
  newPwd: string;
}

/** Change the own password (system.user.resetpwd); code 1 means a wrong old password. */
export function useChangePassword() {
  const client = useOnsiteClient();
  return useMutation({ mutationFn: (change: PasswordChange) => client.system.user.resetpwd(change) });
}
