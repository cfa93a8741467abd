import type { ApiClient } from '@onsite/api-client';
import { queryOptions } from '@tanstack/react-query';
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
 * `useQuery` share one request.
 */
export const enterpriseQueries = {
  prices: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.prices(enterpriseId),
      queryFn: ({ signal }) => client.enterprise.price.list({ enterpriseId }, { signal }),
    }),
  accessories: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.accessories(enterpriseId),
      queryFn: ({ signal }) => client.enterprise.price.accessory.list({ enterpriseId }, { signal }),
    }),
  guarantees: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.guarantees(enterpriseId),
      queryFn: ({ signal }) => client.enterprise.guarantee.list({ enterpriseId }, { signal }),
    }),
  demands: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.demands(enterpriseId),
      queryFn: async ({ signal }) =>
        (await client.enterprise.demand.list({ enterpriseId }, { signal })).demandList,
    }),
  demandPictures: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.demandPictures(enterpriseId),
      queryFn: ({ signal }) => client.enterprise.demandPic.list({ enterpriseId }, { signal }),
    }),
  modelTree: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.models(enterpriseId),
      queryFn: ({ signal }) =>
        client.enterprise.model.selectEnterpriseModelTree({ enterpriseId }, { signal }),
    }),
};
