import type { ApiClient } from '@onsite/api-client';
import { DEPT_MARKET_PRINCIPALS, DEPT_ORDER_PRINCIPALS } from '@onsite/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOnsiteClient } from '../../providers/OnsiteProvider/contexts';
import { READ_RETRY } from '../../providers/query/queryClient';
import { referenceQueries } from '../../providers/query/referenceQueries';
import { enterpriseKeys } from '../hooks/queryKeys';
import type { EnterpriseInfoAccess } from './access';

/** The dictionaries tab 1 shows (spec 001 §3 dictionary-driven lists), fetched in one call. */
export const ENTERPRISE_INFO_DICT_TYPES = [
  'install_type',
  'invoice_type',
  'enterprise_level',
  'enterprise_importance_type',
  'enterprise_invoice',
  'enterprise_tax',
  'pay_type',
  'settle_cycle',
  'return_money',
] as const;
export type EnterpriseInfoDictType = (typeof ENTERPRISE_INFO_DICT_TYPES)[number];

/** Contracts of one enterprise fit one page (the server allows 500). */
const CONTRACT_PAGE_SIZE = 500;

/** Tab 1's reads; a refusal is never asked again, whatever the host's query client ({@link READ_RETRY}). */
export const enterpriseInfoQueries = {
  details: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.info(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.management.get({ id: enterpriseId }, { signal }),
    }),
  customInfo: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.customInfo(enterpriseId),
      ...READ_RETRY,
      queryFn: ({ signal }) => client.enterprise.customInfo.get({ enterpriseId }, { signal }),
    }),
  contracts: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.contracts(enterpriseId),
      ...READ_RETRY,
      queryFn: async ({ signal }) =>
        (
          await client.enterprise.contract.list(
            { enterpriseId, pageNum: 1, pageSize: CONTRACT_PAGE_SIZE },
            { signal },
          )
        ).rows,
    }),
  dicts: (client: ApiClient) => referenceQueries.dicts(client, ENTERPRISE_INFO_DICT_TYPES),
  provinces: referenceQueries.provinces,
  cities: referenceQueries.cities,
  areas: referenceQueries.areas,
  usersOfDept: referenceQueries.usersOfDept,
};

/**
 * Everything tab 1 reads, each its own query issued at once (no waterfall): details, custom info,
 * contracts, dictionaries, provinces and the users of depts 104 and 103. A query the user may not
 * use is not sent.
 */
export function useEnterpriseInfoQueries(enterpriseId: number, access: EnterpriseInfoAccess) {
  const client = useOnsiteClient();
  const enabled = access.viewTab;
  return {
    details: useQuery({ ...enterpriseInfoQueries.details(client, enterpriseId), enabled }),
    customInfo: useQuery({
      ...enterpriseInfoQueries.customInfo(client, enterpriseId),
      enabled: access.viewInner,
    }),
    contracts: useQuery({
      ...enterpriseInfoQueries.contracts(client, enterpriseId),
      enabled: access.contracts.list,
    }),
    dicts: useQuery({ ...enterpriseInfoQueries.dicts(client), enabled }),
    provinces: useQuery({ ...enterpriseInfoQueries.provinces(client), enabled: access.viewAccount }),
    marketPrincipals: useQuery({
      ...enterpriseInfoQueries.usersOfDept(client, DEPT_MARKET_PRINCIPALS),
      enabled,
    }),
    orderPrincipals: useQuery({
      ...enterpriseInfoQueries.usersOfDept(client, DEPT_ORDER_PRINCIPALS),
      enabled: access.viewInner,
    }),
  };
}

export type EnterpriseInfoQueries = ReturnType<typeof useEnterpriseInfoQueries>;
