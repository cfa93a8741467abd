import type { EnterpriseHistory } from '@onsite/domain';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { usePagedQuery } from '../../widgets/PagedTable/usePagedQuery';
import type { HistoryFilters } from './queries';
import { enterpriseKeys } from './queryKeys';

/** The history rows of an enterprise, paged on the server (`/enterprise/management/recordList`). */
export function useEnterpriseHistory(
  enterpriseId: number,
  filters: HistoryFilters,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useOnsiteClient();
  return usePagedQuery<EnterpriseHistory>({
    queryKey: enterpriseKeys.history(enterpriseId, filters),
    enabled,
    fetcher: ({ pageNum, pageSize, sortField, sortOrder }, signal) =>
      client.enterprise.management.recordList(
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
