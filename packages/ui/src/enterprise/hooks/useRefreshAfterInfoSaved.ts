import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderTypeKeys } from './orderTypeQueries';
import { enterpriseKeys } from './queryKeys';

/**
 * After tab 1 saved the enterprise: its other sections and its order types are asked again (install
 * types may have changed); tab 1 keeps what it has just saved.
 */
export function useRefreshAfterInfoSaved(enterpriseId: number): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void Promise.all([
      queryClient.invalidateQueries({
        queryKey: enterpriseKeys.detail(enterpriseId),
        predicate: (query) => query.queryKey[2] !== 'info',
      }),
      queryClient.invalidateQueries({ queryKey: orderTypeKeys.tree(enterpriseId) }),
    ]);
  }, [queryClient, enterpriseId]);
}
