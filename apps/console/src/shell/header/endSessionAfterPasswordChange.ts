import { UNAUTHORIZED_RELOAD_DELAY_MS } from '@onsite/domain';
import { logout } from '../../session/logout';

/**
 * Spec 000 §4.1: after a password change the session ends and the page reloads. The session ends
 * at once; the reload waits as long as the session-expiry one does, so 密码修改成功 can be read.
 */
export async function endSessionAfterPasswordChange(reload: () => void = () => window.location.reload()) {
  await logout();
  setTimeout(reload, UNAUTHORIZED_RELOAD_DELAY_MS);
}
