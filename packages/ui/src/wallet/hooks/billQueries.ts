import type { BillLine, BillOperationType } from '@onsite/domain';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { usePagedQuery } from '../../widgets/PagedTable';
import { walletKeys } from './walletQueries';

/** Filters of the bill list (spec 000 §3 Bill line, §9 operation types). */
export interface BillFilters {
  operType?: BillOperationType;
  orderNo?: string;
  createBy?: string;
  /** Start of the time range, YYYY-MM-DD HH:mm:ss. */
  StartTime?: string;
  /** End of the time range, YYYY-MM-DD HH:mm:ss. */
  EndTime?: string;
}

/**
 * Query keys of the bills; under the wallet's keys, so a new top-up (which invalidates every
 * wallet query) also refreshes the bill lines.
 */
export const billKeys = {
  all: (enterpriseId: number) => [...walletKeys.all, 'bills', enterpriseId] as const,
  list: (enterpriseId: number, filters: BillFilters) =>
    [...billKeys.all(enterpriseId), 'list', filters] as const,
};

/**
 * One page of the enterprise's bill lines (`/finance/detailed/list`, D4: the signed-in user's
 * enterprise); the lines are rows[0].enterpriseDetailed, total counts every line.
 */
export function useBillList(enterpriseId: number, filters: BillFilters) {
  const client = useOnsiteClient();
  return usePagedQuery<BillLine>({
    queryKey: billKeys.list(enterpriseId, filters),
    fetcher: async ({ pageNum, pageSize, sortField, sortOrder }, signal) => {
      const page = await client.finance.detailed.list(
        {
          enterpriseId,
          ...filters,
          pageNum,
          pageSize,
          sortOrder,
          ...(sortField === undefined ? {} : { sortField }),
        },
        { signal },
      );
      return { rows: page.rows[0]?.enterpriseDetailed ?? [], total: page.total };
    },
  });
}
