import { useOnsiteClient } from '@onsite/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of the enterprise administrator's screens (D49); a list's filters and page are appended. */
export const enterpriseAdminKeys = {
  all: ['enterpriseAdmin'] as const,
  users: () => [...enterpriseAdminKeys.all, 'users'] as const,
  roles: () => [...enterpriseAdminKeys.all, 'roles'] as const,
  roleOptions: () => [...enterpriseAdminKeys.all, 'roleOptions'] as const,
  allowance: () => [...enterpriseAdminKeys.all, 'allowance'] as const,
};

/** Most roles an enterprise defines that the user form offers (the server's page limit). */
const ROLE_OPTIONS_PAGE = 500;

/** The own enterprise's roles (the server answers no other), for the user form and the users' role names. */
export function useEnterpriseRoleOptions() {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: enterpriseAdminKeys.roleOptions(),
      queryFn: async ({ signal }) =>
        (await client.enterprise.enterpriseRole.list({ pageNum: 1, pageSize: ROLE_OPTIONS_PAGE }, { signal }))
          .rows,
      staleTime: 60_000,
    }),
  );
}

/** What the own enterprise holds: the menus and codes its roles may grant (D45). */
export function useEnterpriseAllowance() {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: enterpriseAdminKeys.allowance(),
      queryFn: ({ signal }) => client.enterprise.enterpriseRole.allowance({}, { signal }),
      staleTime: 60_000,
    }),
  );
}
