import { USER_TYPE_ENTERPRISE, USER_TYPE_PRODUCT_BRAND } from '@onsite/domain';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { hasCode } from './guard';
import { FIELD_GROUPS } from './profileFields';

/**
 * Least data (ASVS 4.2, issue 14 §4): an answer carries only what its caller may see.
 *
 * Staff are the platform's own users: user 1 and every user that is neither an enterprise user
 * ('22') nor a product-brand user ('1').
 */
export function isStaff(user: SessionUser): boolean {
  return (
    user.userId === 1 || (user.userType !== USER_TYPE_ENTERPRISE && user.userType !== USER_TYPE_PRODUCT_BRAND)
  );
}

/** A staff directory entry: login name and mobile only for staff callers, name + id for others. */
export interface DirectoryEntry {
  userId: number;
  userName: string;
  loginName?: string;
  phonenumber?: string;
}

export function directoryFor(
  user: SessionUser,
  entries: readonly Required<DirectoryEntry>[],
): DirectoryEntry[] {
  if (isStaff(user)) return [...entries];
  return entries.map(({ userId, userName }) => ({ userId, userName }));
}

/** The active users of a department, as `user` may see them (findByDeptId, market principals). */
export function departmentDirectory(db: Db, user: SessionUser, deptId: number): DirectoryEntry[] {
  const rows = db
    .prepare(
      "SELECT user_id, login_name, user_name, phonenumber FROM sys_user WHERE dept_id = ? AND status = '0' ORDER BY user_id",
    )
    .all(deptId) as { user_id: number; login_name: string; user_name: string; phonenumber: string | null }[];
  return directoryFor(
    user,
    rows.map((row) => ({
      userId: row.user_id,
      loginName: row.login_name,
      userName: row.user_name,
      phonenumber: row.phonenumber ?? '',
    })),
  );
}

/**
 * The sections of the enterprise details a code governs (spec 001 §6), with the fields each one
 * drops when the caller holds neither its view code nor its edit code (an edit code implies the view,
 * as the console decides). The return addresses and send requirements stay: the console shows them
 * to anyone who sees tab 1 (packages/ui EnterpriseInfoTab README).
 */
const VIEW_SECTIONS = [
  { view: 'viewPrincipalInfo', edit: 'editPrincipalInfo' },
  { view: 'viewAccountInfo', edit: 'editAccountInfo' },
  { view: 'viewInnerInfo', edit: 'editInnerInfo' },
] as const;

const ALWAYS_SHOWN = new Set<string>(['contacts', 'enterpriseSendBack']);

export const CONTRACT_VIEW_CODE = 'enterpriseContractList:query:list';

/**
 * Decision (apps/server/README.md): the enterprise history list (tab 4 of the details dialog) needs
 * viewBaseData, the code that opens the dialog's data at all; the spec names no code for tab 4.
 */
export const HISTORY_VIEW_CODE = 'viewBaseData';

/** The fields of a section, from the edit groups of the update (one list for both directions). */
export function sectionFields(edit: (typeof VIEW_SECTIONS)[number]['edit']): string[] {
  const group = FIELD_GROUPS.find((candidate) => candidate.code === edit);
  return (group?.fields ?? []).filter((field) => !ALWAYS_SHOWN.has(field));
}

/** The enterprise details without the sections (and contracts) the caller may not see. */
export function visibleEnterprise<T extends object>(user: SessionUser, enterprise: T): Partial<T> {
  const visible: Record<string, unknown> = { ...(enterprise as Record<string, unknown>) };
  for (const section of VIEW_SECTIONS) {
    if (hasCode(user, section.view) || hasCode(user, section.edit)) continue;
    for (const field of sectionFields(section.edit)) delete visible[field];
  }
  if (!hasCode(user, CONTRACT_VIEW_CODE)) delete visible.enterpriseContracts;
  return visible as Partial<T>;
}
