import { toCode, toInteger } from './coerce';

/** A role id list as the server sends it: a comma list ('1,29') or an array of numbers or strings. */
export type RoleIdsInput = string | number | readonly (number | string)[] | null | undefined;

/**
 * The role ids of a user as integers, in order and without repeats (spec 000 §3: roleIds is a
 * comma list). Entries that are not integers are dropped.
 */
export function parseRoleIds(roleIds: RoleIdsInput): number[] {
  let parts: readonly unknown[];
  if (typeof roleIds === 'string') parts = roleIds.split(',');
  else if (typeof roleIds === 'number') parts = [roleIds];
  else if (Array.isArray(roleIds)) parts = roleIds;
  else parts = [];
  const ids: number[] = [];
  for (const part of parts) {
    const id = toInteger(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Whether the role list holds the role. */
export function hasRole(roleIds: RoleIdsInput, roleId: number): boolean {
  return parseRoleIds(roleIds).includes(roleId);
}

/** A user type compared as text: '22' and 22 are the same type; '' when absent. */
export function normalizeUserType(userType: unknown): string {
  return toCode(userType);
}

/** A department id as a number (it may arrive as '103'); null when absent or not an integer. */
export function normalizeDeptId(deptId: unknown): number | null {
  return toInteger(deptId);
}

export const SESSION_MESSAGES = ['session.userInfoFailed'] as const;
export type SessionMessage = (typeof SESSION_MESSAGES)[number];

/**
 * The user-info answer is usable only with a non-empty roleIds list (spec 000 §3, §5); otherwise
 * the load fails with 请求用户信息失败，请重试 (spec 000 §8).
 */
export function userInfoError(user: { roleIds?: RoleIdsInput } | null | undefined): SessionMessage | null {
  if (typeof user !== 'object' || user === null) return 'session.userInfoFailed';
  return parseRoleIds(user.roleIds).length > 0 ? null : 'session.userInfoFailed';
}
