import {
  areasByCity,
  citiesByProvince,
  dictionaries,
  enterprises,
  provinces,
  usersByDept,
} from '@onsite/api-client/testing';
import type { Enterprise } from '@onsite/domain';
import { toFormValues } from '../enterpriseFormModel';
import { dictOptionsOf, userOptionsOf } from '../options';

/** Fixture data shaped as the presentational sections take it (stories only). */
export const [lockEnterprise, telecomEnterprise] = enterprises as [Enterprise, Enterprise];
export const lockFormValues = toFormValues(lockEnterprise);
export const telecomFormValues = toFormValues(telecomEnterprise);
export const dictOptions = dictOptionsOf(dictionaries);
export const marketPrincipalOptions = userOptionsOf(usersByDept[104]);
export const orderPrincipalOptions = userOptionsOf(usersByDept[103]);
export { areasByCity, citiesByProvince, provinces };
