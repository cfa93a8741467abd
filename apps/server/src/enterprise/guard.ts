import { USER_TYPE_ENTERPRISE, USER_TYPE_PLATFORM_SUPER } from '@onsite/domain';
import { button, isAllowed } from '../auth/access';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { businessError, forbidden, notFound } from '../http/errors';
import type { Actor } from './history';
import { formatDateTime } from './time';

/** The operator of a change, as history rows and update_by columns name them. */
export function actorOf(user: SessionUser, now: () => number): Actor {
  return { userId: user.userId, name: user.userName || user.loginName, time: formatDateTime(now()) };
}

/**
 * An enterprise user (userType '22') sees and changes only its own enterprise; platform users see
 * every enterprise. A refusal is a 403 like any other permission refusal.
 */
export function assertEnterpriseScope(user: SessionUser, enterpriseId: number): void {
  if (user.userType === USER_TYPE_ENTERPRISE && user.userId !== 1 && user.enterpriseId !== enterpriseId) {
    throw forbidden('其他企业的数据操作');
  }
}

/** The enterprise an enterprise user is limited to, or null for platform users. */
export function scopedEnterpriseId(user: SessionUser): number | null {
  if (user.userType !== USER_TYPE_ENTERPRISE || user.userId === 1) return null;
  return user.enterpriseId ?? 0;
}

/** True when the user holds the button code (D11 and user 1 included, exactly as the client decides). */
export function hasCode(user: SessionUser, code: string): boolean {
  return isAllowed(user, button(code));
}

/** 403 naming what needs the code, unless the user holds it. */
export function requireCode(user: SessionUser, code: string, what: string): void {
  if (!hasCode(user, code)) throw forbidden(`${what}（需要权限 ${code}）`);
}

/** Spec 001 §5: the sales-order-code switch and the model configuration belong to user type '00'. */
export function isPlatformSuper(user: SessionUser): boolean {
  return user.userId === 1 || user.userType === USER_TYPE_PLATFORM_SUPER;
}

export interface EnterpriseState {
  enterprise_id: number;
  enterprise_name: string;
  forbidden_status: number;
  del_status: number;
}

/**
 * The enterprise a call acts on: unknown ids answer 404 (…不存在), a removed enterprise can only be
 * resumed or read, and an enterprise user may only touch its own enterprise.
 */
export function requireEnterprise(
  db: Db,
  user: SessionUser,
  enterpriseId: number,
  options: { allowRemoved?: boolean } = {},
): EnterpriseState {
  const row = db
    .prepare(
      'SELECT enterprise_id, enterprise_name, forbidden_status, del_status FROM ent_enterprise WHERE enterprise_id = ?',
    )
    .get(enterpriseId) as EnterpriseState | undefined;
  if (!row) throw notFound(`企业 ${enterpriseId} `);
  assertEnterpriseScope(user, enterpriseId);
  if (row.del_status === 1 && !options.allowRemoved) throw businessError('企业已删除，请先恢复', 500);
  return row;
}
