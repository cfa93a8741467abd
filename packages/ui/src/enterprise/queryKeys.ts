/**
 * Query keys of everything the enterprise details dialog reads, one factory for all its parts, so a
 * mutation invalidates exactly what it changed (`queryClient.invalidateQueries({ queryKey: enterpriseKeys.contracts(id) })`).
 * Every key starts with `['enterprise', enterpriseId]`: closing the dialog can drop one enterprise at once.
 */
export const enterpriseKeys = {
  all: ['enterprise'] as const,
  detail: (enterpriseId: number) => ['enterprise', enterpriseId] as const,
  info: (enterpriseId: number) => ['enterprise', enterpriseId, 'info'] as const,
  customInfo: (enterpriseId: number) => ['enterprise', enterpriseId, 'customInfo'] as const,
  contracts: (enterpriseId: number) => ['enterprise', enterpriseId, 'contracts'] as const,
  prices: (enterpriseId: number) => ['enterprise', enterpriseId, 'prices'] as const,
  accessories: (enterpriseId: number) => ['enterprise', enterpriseId, 'accessories'] as const,
  guarantees: (enterpriseId: number) => ['enterprise', enterpriseId, 'guarantees'] as const,
  demands: (enterpriseId: number) => ['enterprise', enterpriseId, 'demands'] as const,
  demandPictures: (enterpriseId: number) => ['enterprise', enterpriseId, 'demandPictures'] as const,
  models: (enterpriseId: number) => ['enterprise', enterpriseId, 'models'] as const,
  history: (enterpriseId: number, filters: object) =>
    ['enterprise', enterpriseId, 'history', filters] as const,
};

/** Reference data shared by many screens and dialogs: long-lived, keyed by what they depend on. */
export const referenceKeys = {
  dicts: (dictTypes: readonly string[]) => ['reference', 'dicts', [...dictTypes].sort().join(',')] as const,
  provinces: () => ['reference', 'provinces'] as const,
  cities: (provinceCode: string) => ['reference', 'cities', provinceCode] as const,
  areas: (cityCode: string) => ['reference', 'areas', cityCode] as const,
  orderTypes: (installTypeCode: string) => ['reference', 'orderTypes', installTypeCode] as const,
  usersOfDept: (deptId: number) => ['reference', 'usersOfDept', deptId] as const,
};
