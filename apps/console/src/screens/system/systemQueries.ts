import { useOnsiteClient } from '@onsite/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of the system screens; a list's filters and page are appended by the list pattern. */
export const systemKeys = {
  all: ['system'] as const,
  users: () => [...systemKeys.all, 'users'] as const,
  roles: () => [...systemKeys.all, 'roles'] as const,
  roleOptions: () => [...systemKeys.all, 'roleOptions'] as const,
  depts: () => [...systemKeys.all, 'depts'] as const,
  /** D39: the regions of one level under a parent ('' for the provinces). */
  regions: (level: string, parentCode: string) => [...systemKeys.all, 'regions', level, parentCode] as const,
  /** D39: the running server. */
  process: () => [...systemKeys.all, 'process'] as const,
  menus: () => [...systemKeys.all, 'menus'] as const,
  dictTypes: () => [...systemKeys.all, 'dictTypes'] as const,
  dictData: (dictType: string) => [...systemKeys.all, 'dictData', dictType] as const,
  operLogs: () => [...systemKeys.all, 'operLogs'] as const,
  enterpriseOptions: () => [...systemKeys.all, 'enterpriseOptions'] as const,
};

/** Most roles a user form offers; the seed has a handful, the server allows 500 a page. */
const ROLE_OPTIONS_PAGE = 500;

/** The departments (flat; parentId builds the tree). */
export function useDepts() {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: systemKeys.depts(),
      queryFn: ({ signal }) => client.system.dept.list({}, { signal }),
      staleTime: 60_000,
    }),
  );
}

/** Every role, for the user form's choice and the users list's role names. */
export function useRoleOptions() {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: systemKeys.roleOptions(),
      queryFn: async ({ signal }) =>
        (await client.system.role.list({ pageNum: 1, pageSize: ROLE_OPTIONS_PAGE }, { signal })).rows,
      staleTime: 60_000,
    }),
  );
}

/** Every menu entry and button ('F'), for the role editor's tree. */
export function useAllMenus(enabled: boolean) {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: systemKeys.menus(),
      queryFn: ({ signal }) => client.system.menu.list({}, { signal }),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}

/** The enterprises an enterprise user (userType 22) may belong to. */
export function useEnterpriseOptions(enabled: boolean) {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: systemKeys.enterpriseOptions(),
      queryFn: ({ signal }) => client.enterprise.management.selectCombox({}, { signal }),
      staleTime: 60_000,
      enabled,
    }),
  );
}
