import type { ApiClient } from '@onsite/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { READ_RETRY } from '../../providers/query/queryClient';

/** Query keys of order types (spec 000 §7.4). */
export const orderTypeKeys = {
  all: ['basicdata', 'orderType'] as const,
  tree: (enterpriseId: number) => [...orderTypeKeys.all, 'tree', enterpriseId] as const,
};

export const orderTypeQueries = {
  /** Install type → order types of an enterprise (`/basicdata/orderType/tree`). */
  tree: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: orderTypeKeys.tree(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.basicdata.orderType.tree({ enterpriseId }, { signal }),
    }),
};

export function useOrderTypeTree(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...orderTypeQueries.tree(client, enterpriseId), enabled });
}
