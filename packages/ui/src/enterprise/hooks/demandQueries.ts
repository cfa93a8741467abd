import type { ApiClient } from '@onsite/api-client';
import type { DemandRecord } from '@onsite/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { READ_RETRY } from '../../providers/query/queryClient';

/** Query keys of demands (spec 000 §7.9, 001 §7); mutations invalidate through them. */
export const demandKeys = {
  all: ['enterprise', 'demand'] as const,
  record: (demandId: number) => [...demandKeys.all, 'record', demandId] as const,
};

export const demandQueries = {
  /** The model and order-type relations of a demand (`/enterprise/demand/get/{id}`). */
  record: (client: ApiClient, demandId: number) =>
    queryOptions({
      queryKey: demandKeys.record(demandId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.demand.get({ id: demandId }, { signal }),
    }),
};

export function useDemandRecord(demandId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...demandQueries.record(client, demandId), enabled });
}

/** Saves the model link or exclusion of a demand (`/enterprise/demand/configModels`). */
export function useConfigDemandModels(demandId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Pick<DemandRecord, 'relaType' | 'relaModelIds'>) =>
      client.enterprise.demand.configModels({ demandId, ...change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.record(demandId) }),
  });
}

/** Saves the order-type link or exclusion of a demand (`/enterprise/demand/configOrderTypes`). */
export function useConfigDemandOrderTypes(demandId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Pick<DemandRecord, 'relaType' | 'relaOrderTypes'>) =>
      client.enterprise.demand.configOrderTypes({ demandId, ...change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: demandKeys.record(demandId) }),
  });
}
