import { masterKeys } from '../masters/masterModel';

/**
 * The team screens' query keys (D52), under the masters' (D38): a change here refreshes 师傅列表 and 团队管理 too,
 * and theirs refreshes these.
 */
export const teamKeys = {
  roles: () => [...masterKeys.all, 'teamRoles'] as const,
  heads: () => [...masterKeys.all, 'heads'] as const,
  disband: () => [...masterKeys.all, 'disband'] as const,
  regions: () => [...masterKeys.all, 'regions'] as const,
  teamOptions: () => [...masterKeys.all, 'teamOptions'] as const,
};

/** The region filter and form names of the three levels (ui's `RegionSelect`). */
export const REGION_NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;
