import type { ApiClient } from '@onsite/api-client';
import {
  ASSIGN_NE,
  ASSIGN_ON,
  type AssignStatusCode,
  applyAssignStatus,
  applyWorkStatus,
  WORK_NE,
  WORK_ON,
  type WorkAssignState,
  type WorkStatusCode,
} from '@onsite/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider';

/** Keys of the signed-in user's work status and exit summary (spec 000 §4.2, §7.7). */
export const workKeys = {
  all: ['header', 'work'] as const,
  status: () => ['header', 'work', 'status'] as const,
  exitSummary: () => ['header', 'work', 'exitSummary'] as const,
};

export const workQueries = {
  status: (client: ApiClient) =>
    queryOptions({
      queryKey: workKeys.status(),
      queryFn: ({ signal }) => client.stuff.stuff.getWorkStatus({}, { signal }),
    }),
  exitSummary: (client: ApiClient) =>
    queryOptions({
      queryKey: workKeys.exitSummary(),
      queryFn: ({ signal }) => client.stuff.stuff.stuffexitmsg({}, { signal }),
      staleTime: 0,
    }),
};

/** The work and assign status; only read when `enabled` (the user sees the work switch). */
export function useWorkStatus(enabled = true) {
  const client = useOnsiteClient();
  return useQuery({ ...workQueries.status(client), enabled });
}

/** The exit summary, read each time the log-out dialog opens. */
export function useExitSummary(enabled = true) {
  const client = useOnsiteClient();
  return useQuery({ ...workQueries.exitSummary(client), enabled });
}

/** Go in post (true) or off post (false); off post also turns auto-accept off (spec 000 §4.2). */
export function useSetWorkStatus() {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (onPost: boolean) => {
      const workStatus: WorkStatusCode = onPost ? WORK_ON : WORK_NE;
      await client.stuff.stuff.stuffworkstatus({ workStatus });
      return workStatus;
    },
    onSuccess: (workStatus) => {
      queryClient.setQueryData<WorkAssignState>(workKeys.status(), (state) =>
        state === undefined ? state : applyWorkStatus(state, workStatus),
      );
    },
  });
}

/** Turn auto-accept on (true) or off (false); only in post (spec 000 §4.2). */
export function useSetAssignStatus() {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const assignStatus: AssignStatusCode = on ? ASSIGN_ON : ASSIGN_NE;
      await client.stuff.stuff.stuffassignstatus({ assignStatus });
      return assignStatus;
    },
    onSuccess: (assignStatus) => {
      queryClient.setQueryData<WorkAssignState>(workKeys.status(), (state) =>
        state === undefined ? state : applyAssignStatus(state, assignStatus),
      );
    },
  });
}
