import type { DemandType } from '@onsite/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { enterpriseQueries } from './queries';
import { enterpriseKeys } from './queryKeys';

/** What a demand row can have done to it (spec 001 §4). */
export type DemandAction =
  | { kind: 'add'; demandType: DemandType; demandContent: string }
  | { kind: 'update'; demandId: number; demandContent: string }
  | { kind: 'enable' | 'disable' | 'remove'; demandId: number };

/** Demands keyed by demand type (`/enterprise/demand/list`). */
export function useEnterpriseDemands(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...enterpriseQueries.demands(client, enterpriseId), enabled });
}

/** Example pictures of the requirement tabs (`/enterprise/demandPic/list`). */
export function useDemandPictures(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...enterpriseQueries.demandPictures(client, enterpriseId), enabled });
}

/** Adds, edits, enables, disables or deletes a demand; the list refreshes afterwards. */
export function useDemandAction(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DemandAction): Promise<unknown> => {
      const { demand } = client.enterprise;
      switch (action.kind) {
        case 'add':
          return demand.add({
            enterpriseId,
            demandType: action.demandType,
            demandContent: action.demandContent,
          });
        case 'update':
          return demand.update({ demandId: action.demandId, demandContent: action.demandContent });
        case 'enable':
          return demand.enable({ demandId: action.demandId });
        case 'disable':
          return demand.disable({ demandId: action.demandId });
        case 'remove':
          return demand.remove({ demandId: action.demandId });
        default:
          return action satisfies never;
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enterpriseKeys.demands(enterpriseId) }),
        queryClient.invalidateQueries({ queryKey: [...enterpriseKeys.detail(enterpriseId), 'history'] }),
      ]),
  });
}

/** Replaces the pictures of one requirement tab (`/enterprise/demandPic/add`). */
export function useSaveDemandPictures(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ picType, filePaths }: { picType: DemandType; filePaths: string[] }) =>
      client.enterprise.demandPic.add({ enterpriseId, picType, filePaths }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.demandPictures(enterpriseId) }),
  });
}
