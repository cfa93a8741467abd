import type { ApiClient } from '@onsite/api-client';
import { queryOptions } from '@tanstack/react-query';
import { READ_RETRY } from '../../providers/query/queryClient';
import { enterpriseKeys } from './queryKeys';

/** The filters of the history tab as `/enterprise/management/recordList` takes them. */
export interface HistoryFilters {
  module?: string;
  operateType?: string;
  operateBy?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * Query options of everything tabs 2–4 and the model configuration read, keyed by `enterpriseKeys`.
 * The dialog's shell and each section use the same options, so a prefetch and a section's own
 * `useQuery` share one request. A refusal (401, 403, 404, a business code) is never asked again,
 * whatever query client the host passed ({@link READ_RETRY}).
 */
export const enterpriseQueries = {
  prices: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.prices(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.price.list({ enterpriseId }, { signal }),
    }),
  accessories: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.accessories(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.price.accessory.list({ enterpriseId }, { signal }),
    }),
  guarantees: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.guarantees(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.guarantee.list({ enterpriseId }, { signal }),
    }),
  demands: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.demands(enterpriseId),
      ...READ_RETRY,
      queryFn: async ({ signal }) =>
        (await client.enterprise.demand.list({ enterpriseId }, { signal })).demandList,
    }),
  demandPictures: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.demandPictures(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.demandPic.list({ enterpriseId }, { signal }),
    }),
  modelTree: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.models(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) =>
        client.enterprise.model.selectEnterpriseModelTree({ enterpriseId }, { signal }),
    }),
};
