import { canUseButton } from '@onsite/domain';
import type { SessionUser } from './sessions';

/**
 * Who may make a call. `public` needs no session; `user` any signed-in user; the others name the
 * same codes, roles and user types the client checks (spec 000 §6, 001 §6), so a refusal on the
 * server matches what the console hides.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'button'; anyOf: readonly string[] }
  | { kind: 'role'; roleId: number }
  | { kind: 'userType'; anyOf: readonly string[] };

// Each rule keeps its own narrow type, so that a handler of a non-public rule gets a non-null user.
export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const SIGNED_IN = { kind: 'user' } as const satisfies Access;
export const button = (...anyOf: string[]) => ({ kind: 'button', anyOf }) as const satisfies Access;
export const role = (roleId: number) => ({ kind: 'role', roleId }) as const satisfies Access;
export const userType = (...anyOf: string[]) => ({ kind: 'userType', anyOf }) as const satisfies Access;

/** D11 on the server: user 1 may do everything; otherwise the rule decides. */
export function isAllowed(user: SessionUser, access: Access): boolean {
  if (user.userId === 1) return true;
  switch (access.kind) {
    case 'public':
    case 'user':
      return true;
    case 'button':
      // A user with no button list is allowed every button (D11), exactly as the client decides; but a
      // user without any enabled role has no grant at all, so D11 must not turn that into "everything".
      if (user.roleIds.length === 0) return false;
      return access.anyOf.some((code) => canUseButton(user, code));
    case 'role':
      return user.roleIds.includes(access.roleId);
    case 'userType':
      return access.anyOf.includes(user.userType);
    default:
      return access satisfies never;
  }
}
