import { contract } from '@onsite/api-client';
import { ApiFailure } from '../http/errors';
import type { RouteDefinition } from '../http/routes';

/** The answer code of a session whose password must be changed first (issue 14). */
export const PASSWORD_CHANGE_REQUIRED_CODE = 4031;

export const passwordChangeRequired = () =>
  new ApiFailure(403, PASSWORD_CHANGE_REQUIRED_CODE, '请先修改初始密码，再进行其他操作');

/** What a session with a password chosen by someone else may still do: change it (public calls need no session). */
const ALLOWED = new Set<unknown>([contract.system.user.resetpwd]);

/**
 * Refuses every signed-in call but the own password change while the user's password was chosen by
 * someone else (first start, added or reset by an administrator): HTTP 403, code 4031.
 */
export function passwordGate(route: RouteDefinition): RouteDefinition {
  if (route.access.kind === 'public' || ALLOWED.has(route.call)) return route;
  const { handler } = route;
  return {
    ...route,
    handler: (input, context: { user: { passwordChangeRequired: boolean } | null }) => {
      if (context.user?.passwordChangeRequired) throw passwordChangeRequired();
      return handler(input, context);
    },
  };
}
