import type { ApiClient } from '@onsite/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { READ_RETRY } from '../../providers/query/queryClient';

/** Query keys of product models (spec 000 §7.9 helper family /enterprise/model). */
export const modelKeys = {
  all: ['enterprise', 'model'] as const,
  ofEnterprise: (enterpriseId: number) => [...modelKeys.all, 'ofEnterprise', enterpriseId] as const,
};

export const modelQueries = {
  /** The models an enterprise has (`/enterprise/model/selectModelEnterprise`). */
  ofEnterprise: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: modelKeys.ofEnterprise(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.model.selectModelEnterprise({ enterpriseId }, { signal }),
    }),
};

export function useEnterpriseModels(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...modelQueries.ofEnterprise(client, enterpriseId), enabled });
}
