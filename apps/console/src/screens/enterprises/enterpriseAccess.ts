import { type PermissionCode, SUPER_USER_ID, USER_TYPE_PLATFORM_SUPER } from '@onsite/domain';
import { useCan, useOnsiteUser } from '@onsite/ui';

/** The edit codes of spec 001 §6: a user holding any of them opens the details dialog editable. */
export const ENTERPRISE_EDIT_CODES = [
  'editCommonInfo',
  'editBasicInnerInfo',
  'editPrincipalInfo',
  'editAccountInfo',
  'editInnerInfo',
  'editPriceInfo',
  'editEnterpriseSetting',
  'addEnterpriseRequest',
  'editEnterpriseRequest',
  'deleteEnterpriseRequest',
  'editEnterpriseContract',
  'deleteEnterpriseContract',
] as const satisfies readonly PermissionCode[];

export interface EnterpriseAccess {
  /** Whether the details dialog opens editable (enterpriseShow 1) rather than read-only (0). */
  mayEdit: boolean;
  /**
   * Whether the user may add, disable, enable, remove and resume enterprises and change order
   * types. The spec names no code for these; the server allows them to user type '00' only (D9),
   * so the screens offer them to exactly those users.
   */
  mayManage: boolean;
}

/** What the signed-in user may do on the enterprise screens. */
export function useEnterpriseAccess(): EnterpriseAccess {
  const can = useCan();
  const user = useOnsiteUser();
  const mayManage = user?.userType === USER_TYPE_PLATFORM_SUPER || Number(user?.userId) === SUPER_USER_ID;
  return { mayEdit: ENTERPRISE_EDIT_CODES.some((code) => can(code)), mayManage };
}
