import type { ApiClient } from '@onsite/api-client';
import { DEPT_MARKET_PRINCIPALS, DEPT_ORDER_PRINCIPALS } from '@onsite/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { enterpriseKeys, referenceKeys } from '../enterprise/queryKeys';
import { useOnsiteClient } from '../OnsiteProvider/contexts';
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

/** Reference data changes rarely: kept fresh for ten minutes. */
const REFERENCE_STALE_MS = 10 * 60 * 1000;
/** Contracts of one enterprise fit one page (the server allows 500). */
const CONTRACT_PAGE_SIZE = 500;

export const enterpriseInfoQueries = {
  details: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.info(enterpriseId),
      queryFn: ({ signal }) => client.enterprise.management.get({ id: enterpriseId }, { signal }),
    }),
  customInfo: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.customInfo(enterpriseId),
      queryFn: ({ signal }) => client.enterprise.customInfo.get({ enterpriseId }, { signal }),
    }),
  contracts: (client: ApiClient, enterpriseId: number) =>
    queryOptions({
      queryKey: enterpriseKeys.contracts(enterpriseId),
      queryFn: async ({ signal }) =>
        (
          await client.enterprise.contract.list(
            { enterpriseId, pageNum: 1, pageSize: CONTRACT_PAGE_SIZE },
            { signal },
          )
        ).rows,
    }),
  dicts: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.dicts(ENTERPRISE_INFO_DICT_TYPES),
      queryFn: ({ signal }) =>
        client.system.dict.data.findAll({ dictTypes: ENTERPRISE_INFO_DICT_TYPES.join(',') }, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  provinces: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.provinces(),
      queryFn: ({ signal }) => client.basicdata.province.selectAllProvince({}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  cities: (client: ApiClient, provinceCode: string) =>
    queryOptions({
      queryKey: referenceKeys.cities(provinceCode),
      queryFn: ({ signal }) => client.basicdata.city.selectCityName({ provinceCode }, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  areas: (client: ApiClient, cityCode: string) =>
    queryOptions({
      queryKey: referenceKeys.areas(cityCode),
      queryFn: ({ signal }) => client.basicdata.area.selectAreaName({ cityCode }, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  usersOfDept: (client: ApiClient, deptId: number) =>
    queryOptions({
      queryKey: referenceKeys.usersOfDept(deptId),
      queryFn: ({ signal }) => client.system.user.findByDeptId({ id: deptId }, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
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

/** Cities of the chosen province and areas of the chosen city (the cascade, spec 001 §7). */
export function useRegionQueries(
  provinceCode: string | null | undefined,
  cityCode: string | null | undefined,
) {
  const client = useOnsiteClient();
  return {
    cities: useQuery({
      ...enterpriseInfoQueries.cities(client, provinceCode ?? ''),
      enabled: Boolean(provinceCode),
    }),
    areas: useQuery({ ...enterpriseInfoQueries.areas(client, cityCode ?? ''), enabled: Boolean(cityCode) }),
  };
}
