import { type BacklogItem, type HeaderUser, headerFeatures, PAY_IDENTIFICATION_HIDDEN } from '@onsite/domain';
import { customerOrderQueries, type TodoListStatus, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveStore } from '../../stores/liveStore';

/** Query keys of what the header counts (spec 000 §7.3). */
export const headerCountKeys = {
  payIdentification: () => ['header', 'counts', 'payIdentification'] as const,
  reminders: () => ['header', 'counts', 'reminders'] as const,
  backlog: () => ['header', 'counts', 'backlog'] as const,
};

const NO_ITEMS: readonly BacklogItem[] = [];

export interface HeaderCounts {
  /** The pay identification flag; 9 (hidden) for a user without an enterprise or until it is known. */
  payIdentification: number;
  reminderCount: number;
  todoCount: number;
  /** The to-do items the server answered (it leaves out what the user cannot open, issue 16 item 3). */
  todoItems: readonly BacklogItem[];
  /** Whether the to-do items are loading, failed or here. */
  todoStatus: TodoListStatus;
  /** Asks for the to-do items again. */
  retryTodo: () => void;
  /** The pending customer orders: getCustomerOrderCount at first, then what new-order alerts report. */
  newOrderCount: number;
}

/**
 * The header's flag and counts: checkIdentification (the account menu), the reminder count
 * (reminderOrderCount at first, then what the live channel reports), the to-do count (backlog
 * union count) and, for users who may list customer orders, the pending customer orders.
 */
export function useHeaderCounts(
  user: HeaderUser | null,
  enterpriseId: number | null,
  customerOrders = false,
): HeaderCounts {
  const client = useOnsiteClient();
  const features = headerFeatures(user);
  const signedIn = user !== null;
  const flag = useQuery({
    queryKey: headerCountKeys.payIdentification(),
    queryFn: ({ signal }) => client.finance.pay.checkIdentification({}, { signal }),
    enabled: signedIn && enterpriseId !== null,
  });
  const reminders = useQuery({
    queryKey: headerCountKeys.reminders(),
    queryFn: ({ signal }) => client.order.reminder.reminderOrderCount({}, { signal }),
    enabled: signedIn && features.reminderBadge,
  });
  const backlog = useQuery({
    queryKey: headerCountKeys.backlog(),
    queryFn: ({ signal }) => client.backlog.union.count({}, { signal }),
    enabled: signedIn && features.todoList,
  });
  const pending = useQuery({ ...customerOrderQueries.count(client), enabled: signedIn && customerOrders });
  // A count the live channel reports after sign-in is newer than the first answer (spec 000 §9).
  const [liveReminderCount, setLiveReminderCount] = useState<number | null>(null);
  const [liveNewOrderCount, setLiveNewOrderCount] = useState<number | null>(null);
  useEffect(
    () =>
      useLiveStore.subscribe((state, previous) => {
        if (state.reminderCount !== previous.reminderCount) setLiveReminderCount(state.reminderCount);
        if (state.newOrderCount !== previous.newOrderCount) setLiveNewOrderCount(state.newOrderCount);
      }),
    [],
  );
  const reminderCount = liveReminderCount ?? reminders.data ?? 0;
  return {
    payIdentification:
      enterpriseId === null ? PAY_IDENTIFICATION_HIDDEN : (flag.data ?? PAY_IDENTIFICATION_HIDDEN),
    reminderCount,
    todoCount: backlog.data?.total ?? 0,
    todoItems: backlog.data?.items ?? NO_ITEMS,
    todoStatus: backlog.isError ? 'error' : backlog.isPending ? 'loading' : 'success',
    retryTodo: () => void backlog.refetch(),
    newOrderCount: customerOrders ? (liveNewOrderCount ?? pending.data?.pendingCount ?? 0) : 0,
  };
}
