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

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'user' };
export const button = (...anyOf: string[]): Access => ({ kind: 'button', anyOf });
export const role = (roleId: number): Access => ({ kind: 'role', roleId });
export const userType = (...anyOf: string[]): Access => ({ kind: 'userType', anyOf });

/** D11 on the server: user 1 may do everything; otherwise the rule decides. */
export function isAllowed(user: SessionUser, access: Access): boolean {
  if (user.userId === 1) return true;
  switch (access.kind) {
    case 'public':
    case 'user':
      return true;
    case 'button':
      // A user with no button list is allowed every button (D11), exactly as the client decides.
      return access.anyOf.some((code) => canUseButton(user, code));
    case 'role':
      return user.roleIds.includes(access.roleId);
    case 'userType':
      return access.anyOf.includes(user.userType);
    default:
      return access satisfies never;
  }
}
