import type { InstallTypeSetting } from '@onsite/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { enterpriseQueries } from './queries';
import { enterpriseKeys } from './queryKeys';

/** The settings of one install type as the save call takes them. */
export type InstallTypeSettingChange = Omit<InstallTypeSetting, 'installTypeName'>;

/** Settings and guarantee rows per install type (`/enterprise/guarantee/list`). */
export function useInstallTypeSettings(enterpriseId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useOnsiteClient();
  return useQuery({ ...enterpriseQueries.guarantees(client, enterpriseId), enabled });
}

/** Saves the settings of one install type (`/enterprise/guarantee/save`). */
export function useSaveInstallTypeSetting(enterpriseId: number) {
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: InstallTypeSettingChange) =>
      client.enterprise.guarantee.save({ enterpriseId, ...setting }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enterpriseKeys.guarantees(enterpriseId) }),
        queryClient.invalidateQueries({ queryKey: [...enterpriseKeys.detail(enterpriseId), 'history'] }),
      ]),
  });
}
