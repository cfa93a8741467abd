import { useOnsiteClient } from '@onsite/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of the order screens; a change to an order invalidates `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (scope: string) => ['orders', 'list', scope] as const,
  details: (orderId: number) => ['orders', 'details', orderId] as const,
  masters: (orderId: number) => ['orders', 'masters', orderId] as const,
  enterprises: () => ['orders', 'reference', 'enterprises'] as const,
  orderTypeTree: (enterpriseId: number | null) =>
    ['orders', 'reference', 'orderTypeTree', enterpriseId] as const,
};

/** Reference lists change rarely: fresh for ten minutes. */
const REFERENCE_STALE_MS = 10 * 60_000;

/** The enterprises the user may order for or filter by (`/enterprise/management/selectCombox`). */
export function useEnterpriseOptions({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: orderKeys.enterprises(),
      queryFn: ({ signal }) => client.enterprise.management.selectCombox({}, { signal }),
      staleTime: REFERENCE_STALE_MS,
      enabled,
    }),
  );
}

/** Install type → order types, of one enterprise when given (`/basicdata/orderType/tree`). */
export function useOrderTypeTree(
  enterpriseId: number | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: orderKeys.orderTypeTree(enterpriseId),
      queryFn: ({ signal }) =>
        client.basicdata.orderType.tree(enterpriseId === null ? {} : { enterpriseId }, { signal }),
      staleTime: REFERENCE_STALE_MS,
      enabled,
    }),
  );
}

/** One order with its course, master and parts (`/order/order/get/:orderId`). */
export function useOrderDetails(orderId: number | undefined) {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: orderKeys.details(orderId ?? 0),
      queryFn: ({ signal }) => client.order.order.get({ orderId: orderId ?? 0 }, { signal }),
      enabled: orderId !== undefined,
    }),
  );
}

/** The masters an order can be dispatched to. */
export function useMasters(orderId: number | null) {
  const client = useOnsiteClient();
  return useQuery(
    queryOptions({
      queryKey: orderKeys.masters(orderId ?? 0),
      queryFn: ({ signal }) => client.order.order.masterList({ orderId: orderId ?? 0 }, { signal }),
      enabled: orderId !== null,
    }),
  );
}
