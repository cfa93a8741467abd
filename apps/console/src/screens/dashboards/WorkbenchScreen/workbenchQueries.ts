import { useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';

/** How many orders the workbench lists under 最新订单. */
export const LATEST_ORDER_COUNT = 5;

/** Query keys of the workbench (its counts and latest orders). */
export const workbenchKeys = {
  all: ['dashboards', 'workbench'] as const,
  statusCounts: () => [...workbenchKeys.all, 'statusCounts'] as const,
  reminders: () => [...workbenchKeys.all, 'reminders'] as const,
  latestOrders: () => [...workbenchKeys.all, 'latestOrders'] as const,
};

/** Orders per status (`/order/order/statusCount`; an enterprise user: their enterprise's). */
export function useOrderStatusCounts() {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: workbenchKeys.statusCounts(),
    queryFn: ({ signal }) => client.order.order.statusCount({}, { signal }),
  });
}

/** The reminder count (`/order/reminder/reminderOrderCount`, data is the count). */
export function useReminderCount() {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: workbenchKeys.reminders(),
    queryFn: ({ signal }) => client.order.reminder.reminderOrderCount({}, { signal }),
  });
}

/** The newest orders, first page of the order list sorted by creation time, newest first. */
export function useLatestOrders() {
  const client = useOnsiteClient();
  return useQuery({
    queryKey: workbenchKeys.latestOrders(),
    queryFn: ({ signal }) =>
      client.order.order.list(
        { pageNum: 1, pageSize: LATEST_ORDER_COUNT, sortField: 'createTime', sortOrder: 'desc' },
        { signal },
      ),
  });
}
