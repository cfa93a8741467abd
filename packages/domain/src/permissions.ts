import { isRecord, toInteger, toList } from './coerce';
import { SUPER_USER_ID } from './constants';

/** Standard actions of a permission entry (spec 000 §6). */
export const STANDARD_ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** Permission codes of the enterprise details dialog (spec 001 §6). */
export const PERMISSION_CODES = [
  'viewBaseData',
  'priceInfo',
  'viewEnterprisePrice',
  'viewPriceInfo',
  'editPriceInfo',
  'viewEnterpriseSetting',
  'editEnterpriseSetting',
  'editCommonInfo',
  'editBasicInnerInfo',
  'viewPrincipalInfo',
  'editPrincipalInfo',
  'viewAccountInfo',
  'editAccountInfo',
  'viewInnerInfo',
  'editInnerInfo',
  'addEnterpriseRequest',
  'editEnterpriseRequest',
  'deleteEnterpriseRequest',
  'enterpriseContractList:query:list',
  'editEnterpriseContract',
  'deleteEnterpriseContract',
  'enterpriseContractInfo',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && (PERMISSION_CODES as readonly string[]).includes(value);
}

/** The signed-in user as the button check needs it (spec 000 §3). */
export interface ButtonUser {
  userId?: number | string | null;
  buttons?: readonly string[] | string | null;
}

/**
 * Spec 000 §6, D11: user id 1 may do everything, and so may a user whose button list is missing
 * or empty; otherwise the key must be in the list. A string list is read as comma-separated. No
 * user, or a button list of any other type, allows nothing (a broken answer fails closed).
 */
export function canUseButton(user: ButtonUser | null | undefined, key: string): boolean {
  if (!isRecord(user)) return false;
  if (toInteger(user.userId) === SUPER_USER_ID) return true;
  const { buttons } = user;
  if (buttons === undefined || buttons === null) return true;
  let list: readonly unknown[];
  if (typeof buttons === 'string') list = buttons.split(',').map((button) => button.trim());
  else if (Array.isArray(buttons)) list = buttons;
  else return false;
  const keys = list.filter((button) => button !== '');
  if (keys.length === 0) return true;
  return typeof key === 'string' && key !== '' && keys.includes(key);
}

/** A permission entry with its actions (spec 000 §6, role.permissions). */
export interface PermissionEntry {
  permissionId: string;
  actionList?: readonly string[] | null;
}

/**
 * Spec 000 §5–6: the action is looked up inside the entry of the permission. A missing entry, a
 * missing action list or a list that is not an array answers false.
 */
export function hasAction(
  permissions: readonly PermissionEntry[] | null | undefined,
  permissionId: string,
  action: StandardAction,
): boolean {
  return toList(permissions).some(
    (entry) =>
      isRecord(entry) &&
      entry.permissionId === permissionId &&
      Array.isArray(entry.actionList) &&
      entry.actionList.includes(action),
  );
}
