import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';

/** How many pending requests the workplace lists (the rest are one link away, 待办任务). */
export const PENDING_SHOWN = 5;

/** Query keys of the workplace (D44): each block has its own request, started together. */
export const workplaceKeys = {
  all: ['dashboards', 'workplace'] as const,
  pending: () => [...workplaceKeys.all, 'pending'] as const,
  myOrders: () => [...workplaceKeys.all, 'myOrders'] as const,
  activity: () => [...workplaceKeys.all, 'activity'] as const,
};

/** My pending approvals: the first page of 待办任务 (D34), sorted as the to-do list sorts them. */
export function usePendingApprovals() {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: workplaceKeys.pending(),
    queryFn: ({ signal }) =>
      client.order.approval.tasking({ pageNum: 1, pageSize: PENDING_SHOWN }, { signal }),
  });
}

/** My orders by status: the orders of which I am the principal, counted as the order list's isMyOrder keeps them. */
export function useMyOrderCounts() {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: workplaceKeys.myOrders(),
    queryFn: ({ signal }) => client.order.order.statusCount({ isMyOrder: true }, { signal }),
  });
}

/** My recent activity (`/analysis/activity`): my own latest steps of the operation log. */
export function useRecentActivity() {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: workplaceKeys.activity(),
    queryFn: ({ signal }) => client.analysis.activity({}, { signal }),
  });
}
