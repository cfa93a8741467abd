import { USER_TYPE_PLATFORM_SUPER } from '@onsite/domain';
import type { Access } from '../auth/access';

/**
 * Access rules with their literal kind kept, so a handler's context types its user as present
 * (the `Access`-typed helpers of auth/access.ts widen the kind and leave the user nullable).
 */
export const SIGNED_IN_USER = { kind: 'user' } as const satisfies Access;

/** Any of the button codes (spec 000 §6, 001 §6); D11 and user 1 included. */
export const anyCode = (...anyOf: string[]) => ({ kind: 'button', anyOf }) as const satisfies Access;

/** User type '00' (and user 1): the platform super type of D9. */
export const PLATFORM_SUPER = {
  kind: 'userType',
  anyOf: [USER_TYPE_PLATFORM_SUPER],
} as const satisfies Access;
