import { USER_TYPE_ENTERPRISE, USER_TYPE_PLATFORM_SUPER, USER_TYPE_PRODUCT_BRAND } from './constants';
import { normalizeUserType } from './user';

export const LANDING_KINDS = ['workbench', 'welcome'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** D9: an enterprise user (userType '22') lands on the workbench, everyone else on the welcome page. */
export function landingKind(user: { userType?: unknown } | null | undefined): LandingKind {
  const userType = typeof user === 'object' && user !== null ? user.userType : undefined;
  return normalizeUserType(userType) === USER_TYPE_ENTERPRISE ? 'workbench' : 'welcome';
}

/** D9, spec 001 §5–6: userType '00' is the platform super type (sales-order code, model configuration). */
export function isPlatformSuperType(userType: unknown): boolean {
  return normalizeUserType(userType) === USER_TYPE_PLATFORM_SUPER;
}

/** D9, spec 001 §2: userType '1' shows the product logo and the footer with the ICP filing line. */
export function showsProductBrand(userType: unknown): boolean {
  return normalizeUserType(userType) === USER_TYPE_PRODUCT_BRAND;
}

/** Whether the user is an enterprise (business) user, userType '22' (D9). */
export function isEnterpriseUserType(userType: unknown): boolean {
  return normalizeUserType(userType) === USER_TYPE_ENTERPRISE;
}
