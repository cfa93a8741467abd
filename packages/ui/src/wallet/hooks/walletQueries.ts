import { type PayType, RECHARGE_PAID, type RechargeStatusCode } from '@onsite/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { usePagedQuery } from '../../widgets/PagedTable';

/** Filters of the top-up list (spec 000 §4.3). */
export interface RechargeFilters {
  orderNo?: string;
  status?: RechargeStatusCode;
  /** A day, YYYY-MM-DD. */
  rechargeTime?: string;
}

/** Query keys of the wallet (spec 000 §7.5); mutations invalidate through them. */
export const walletKeys = {
  all: ['finance'] as const,
  account: (enterpriseId: number) => [...walletKeys.all, 'account', enterpriseId] as const,
  recharges: (enterpriseId: number) => [...walletKeys.all, 'recharge', enterpriseId] as const,
  rechargeList: (enterpriseId: number, filters: RechargeFilters) =>
    [...walletKeys.recharges(enterpriseId), 'list', filters] as const,
};

/** The enterprise's name and wallet balance (`/finance/refund/get/{enterpriseId}`). */
export function useEnterpriseAccount(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: walletKeys.account(enterpriseId),
    queryFn: ({ signal }) => client.finance.refund.get({ enterpriseId }, { signal }),
    enabled,
  });
}

/** One page of the enterprise's top-ups (`/finance/recharge/list`). */
export function useRechargeList(enterpriseId: number, filters: RechargeFilters) {
  const client = useOnsiteClient();
  return usePagedQuery({
    queryKey: walletKeys.rechargeList(enterpriseId, filters),
    fetcher: ({ pageNum, pageSize, sortField, sortOrder }, signal) =>
      client.finance.recharge.list(
        {
          enterpriseId,
          ...filters,
          pageNum,
          pageSize,
          sortOrder,
          ...(sortField === undefined ? {} : { sortField }),
        },
        { signal },
      ),
  });
}

/** Deletes an unpaid top-up record (`/finance/recharge/delete`). */
export function useDeleteRecharge(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enterpriseRechargeId: number) =>
      client.finance.recharge.delete({ enterpriseRechargeId, enterpriseId }),
    // Not awaited: the toast need not wait for the list to come back.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.recharges(enterpriseId) }),
  });
}

/** Creates a top-up order; resolves to its order number (`/finance/pay/insert`). */
export function useCreateTopup(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ totalAmount, payType }: { totalAmount: number; payType: PayType }) =>
      client.finance.pay.insert({ enterpriseId, totalAmount, payType }),
    // Not awaited: the toast need not wait for the list to come back.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** The payment page (an HTML form or a URL) of an online top-up (`/finance/pay/pay`). */
export function usePaymentPage() {
  const client = useOnsiteClient();
  return useMutation({
    mutationFn: ({ orderNo, totalAmount }: { orderNo: string; totalAmount: number }) =>
      client.finance.pay.pay({ rechargeId: orderNo, totalAmount }),
  });
}

/**
 * Asks the server whether a top-up went through (`/finance/pay/delayed`), when the person says
 * they paid: a read started by a click, so it is a mutation (never cached, never repeated); a paid
 * answer refreshes the balance and the lists.
 */
export function usePaymentState() {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => client.finance.pay.delayed({ tradeNo: orderNo }),
    // Only a payment that arrived changes the balance and the lists; "not yet" refreshes nothing.
    onSuccess: (state) => {
      if (state.status === RECHARGE_PAID) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
