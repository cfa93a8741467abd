import type { ApiClient } from '@onsite/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOnsiteClient } from '../OnsiteProvider/contexts';
import { READ_RETRY } from './queryClient';

/** Reference data shared by many screens and dialogs: long-lived, keyed by what they depend on. */
export const referenceKeys = {
  dicts: (dictTypes: readonly string[]) => ['reference', 'dicts', [...dictTypes].sort().join(',')] as const,
  provinces: () => ['reference', 'provinces'] as const,
  cities: (provinceCode: string) => ['reference', 'cities', provinceCode] as const,
  areas: (cityCode: string) => ['reference', 'areas', cityCode] as const,
  orderTypes: (installTypeCode: string) => ['reference', 'orderTypes', installTypeCode] as const,
  usersOfDept: (deptId: number) => ['reference', 'usersOfDept', deptId] as const,
};

/** Reference data changes rarely: kept fresh for ten minutes. */
export const REFERENCE_STALE_MS = 10 * 60 * 1000;

/**
 * Regions (spec 001 §7's cascade) and the staff of a dept, as every widget reads them; a refusal is
 * never asked again, whatever query client the host passed ({@link READ_RETRY}).
 */
export const referenceQueries = {
  dicts: (client: ApiClient, dictTypes: readonly string[]) =>
    queryOptions({
      queryKey: referenceKeys.dicts(dictTypes),
      queryFn: ({ signal }) =>
        client.system.dict.data.findAll({ dictTypes: dictTypes.join(',') }, { signal }),
      staleTime: REFERENCE_STALE_MS,
      ...READ_RETRY,
    }),
  provinces: (client: ApiClient) =>
    queryOptions({
      queryKey: referenceKeys.provinces(),
      queryFn: ({ signal }) => client.basicdata.province.selectAllProvince({}, { signal }),
      staleTime: REFERENCE_STALE_MS,
      ...READ_RETRY,
    }),
  cities: (client: ApiClient, provinceCode: string) =>
    queryOptions({
      queryKey: referenceKeys.cities(provinceCode),
      queryFn: ({ signal }) => client.basicdata.city.selectCityName({ provinceCode }, { signal }),
      staleTime: REFERENCE_STALE_MS,
      ...READ_RETRY,
    }),
  areas: (client: ApiClient, cityCode: string) =>
    queryOptions({
      queryKey: referenceKeys.areas(cityCode),
      queryFn: ({ signal }) => client.basicdata.area.selectAreaName({ cityCode }, { signal }),
      staleTime: REFERENCE_STALE_MS,
      ...READ_RETRY,
    }),
  usersOfDept: (client: ApiClient, deptId: number) =>
    queryOptions({
      queryKey: referenceKeys.usersOfDept(deptId),
      queryFn: ({ signal }) => client.system.user.findByDeptId({ id: deptId }, { signal }),
      staleTime: REFERENCE_STALE_MS,
      ...READ_RETRY,
    }),
};

/** Cities of the chosen province and areas of the chosen city (the cascade, spec 001 §7). */
export function useRegionQueries(
  provinceCode: string | null | undefined,
  cityCode: string | null | undefined,
) {
  const client = useOnsiteClient();
  return {
    cities: useQuery({
      ...referenceQueries.cities(client, provinceCode ?? ''),
      enabled: Boolean(provinceCode),
    }),
    areas: useQuery({ ...referenceQueries.areas(client, cityCode ?? ''), enabled: Boolean(cityCode) }),
  };
}
