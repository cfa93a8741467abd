import type { ApiClient, CallInput, contract } from '@onsite/api-client';
import type { CustomerOrderStatus } from '@onsite/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { referenceKeys } from '../../providers/query/referenceQueries';
import { usePagedQuery } from '../../widgets/PagedTable';

/** The filters of the customer-order list and its export (spec 000 §7.6); the status is the tab's. */
export type CustomerOrderFilters = Omit<CallInput<typeof contract.order.customer.export>, 'status'>;

/** A removal as the person gives it (spec 000 §7.6 removeOrder without the id). */
export interface CustomerOrderRemoval {
  /** Code of the remove_type dictionary; 3 needs a remark. */
  deleteReason: string;
  remark: string;
}

/** The dictionaries the customer orders show and filter by (spec 000 §3 Dictionary entries). */
export const CUSTOMER_ORDER_DICT_TYPES = ['install_type', 'remove_type'] as const;

/** Dictionaries change rarely: kept fresh for ten minutes. */
const DICTIONARY_STALE_MS = 10 * 60 * 1000;

/** Query keys of the customer orders; every mutation invalidates `all` (lists and counts). */
export const customerOrderKeys = {
  all: ['order', 'customer'] as const,
  count: () => [...customerOrderKeys.all, 'count'] as const,
  lists: () => [...customerOrderKeys.all, 'list'] as const,
  list: (status: CustomerOrderStatus, filters: CustomerOrderFilters) =>
    [...customerOrderKeys.lists(), status, filters] as const,
};

export const customerOrderQueries = {
  /** Counts per status tab (`/order/customer/getCustomerOrderCount`). */
  count: (client: ApiClient) =>
    queryOptions({
      queryKey: customerOrderKeys.count(),
      queryFn: ({ signal }) => client.order.customer.getCustomerOrderCount({}, { signal }),
    }),
  /** install_type and remove_type in one call (`/system/dict/data/findAll`). */
  dictionaries: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.dicts(CUSTOMER_ORDER_DICT_TYPES),
      queryFn: ({ signal }) =>
        client.system.dict.data.findAll({ dictTypes: CUSTOMER_ORDER_DICT_TYPES.join(',') }, { signal }),
      staleTime: DICTIONARY_STALE_MS,
    }),
};

/** The pending, handled and removed counts of the tabs. */
export function useCustomerOrderCount({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...customerOrderQueries.count(client), enabled });
}

/** The install_type and remove_type entries, keyed by dictionary type. */
export function useCustomerOrderDictionaries() {
  const client = useOnsiteClient();
  return useQuery(customerOrderQueries.dictionaries(client));
}

/** One page of the customer orders of a status tab (`/order/customer/selectOrderList`). */
export function useCustomerOrderList(status: CustomerOrderStatus, filters: CustomerOrderFilters) {
  const client = useOnsiteClient();
  return usePagedQuery({
    queryKey: customerOrderKeys.list(status, filters),
    fetcher: ({ pageNum, pageSize, sortField, sortOrder }, signal) =>
      client.order.customer.selectOrderList(
        {
          ...filters,
          status,
          pageNum,
          pageSize,
          sortOrder,
          ...(sortField === undefined ? {} : { sortField }),
        },
        { signal },
      ),
  });
}

/** A mutation on customer orders that refreshes every list and the counts once it succeeds. */
function useCustomerOrderMutation<Input>(mutate: (client: ApiClient, input: Input) => Promise<unknown>) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => mutate(client, input),
    // Not awaited: the toast need not wait for the lists to come back.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerOrderKeys.all }),
  });
}

/** Places pending customer orders (batch or one); they become handled (`/order/customer/sendOrder`). */
export function useSendCustomerOrders() {
  return useCustomerOrderMutation((client, ids: readonly number[]) =>
    client.order.customer.sendOrder([...ids]),
  );
}

/** Moves a pending customer order to the recycle bin with a reason (`/order/customer/removeOrder`). */
export function useRemoveCustomerOrder() {
  return useCustomerOrderMutation((client, removal: CustomerOrderRemoval & { id: number }) =>
    client.order.customer.removeOrder(removal),
  );
}

/** Restores a removed customer order to pending (`/order/customer/recoverOrder`). */
export function useRecoverCustomerOrder() {
  return useCustomerOrderMutation((client, id: number) => client.order.customer.recoverOrder({ id }));
}

/** The Excel workbook of the filtered customer orders of a tab and its file name (`/order/customer/export`). */
export function useExportCustomerOrders() {
  const client = useOnsiteClient();
  return useMutation({
    mutationFn: ({ status, filters }: { status: CustomerOrderStatus; filters: CustomerOrderFilters }) =>
      client.order.customer.export({ ...filters, status }),
  });
}
