import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { modelKeys } from './modelQueries';
import { enterpriseQueries } from './queries';
import { enterpriseKeys } from './queryKeys';

/** The brand → model tree and the models the enterprise has (`/enterprise/model/selectEnterpriseModelTree`). */
export function useEnterpriseModelTree(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...enterpriseQueries.modelTree(client, enterpriseId), enabled });
}

/** Saves the models of an enterprise (`/enterprise/management/configModel`). */
export function useSaveEnterpriseModels(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelIds: number[]) => client.enterprise.management.configModel({ enterpriseId, modelIds }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enterpriseKeys.models(enterpriseId) }),
        // The demand modal offers the enterprise's models.
        queryClient.invalidateQueries({ queryKey: modelKeys.ofEnterprise(enterpriseId) }),
      ]),
  });
}
