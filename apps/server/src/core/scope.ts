import { button, isAllowed } from '../auth/access';
import type { SessionUser } from '../auth/sessions';
import { forbidden } from '../http/errors';

/**
 * The enterprise a call may act on. A user who belongs to an enterprise (userType 22) only ever
 * acts on their own: another id is refused with 403, a missing one means their own. Staff (no
 * enterprise) need `staffCode` and may name any enterprise, or none (all).
 */
export function enterpriseScope(
  user: SessionUser,
  requested: number | undefined,
  staffCode: string,
  what: string,
): number | null {
  if (user.enterpriseId !== null) {
    if (requested !== undefined && requested !== user.enterpriseId)
      throw forbidden(`「${what}（其他企业）」`);
    return user.enterpriseId;
  }
  if (!isAllowed(user, button(staffCode))) throw forbidden(`「${what}」`);
  return requested ?? null;
}

/** The enterprise filter of a list: users of an enterprise see only theirs; staff see all. */
export function ownEnterprise(user: SessionUser): number | null {
  return user.enterpriseId;
}
