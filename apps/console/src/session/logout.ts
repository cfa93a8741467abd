import { createApiClient } from '@onsite/api-client';
import { useSessionStore } from '../stores/sessionStore';
import { endSessionLocally } from './endSession';

/**
 * Spec 000 §4.1: logout clears token, roles and info even if the server call fails. The local
 * session ends first; the server is told with the old token through a client without the 401
 * hook, so an already expired session does not announce 登录超时 on the way out.
 */
export async function logout(): Promise<void> {
  const token = useSessionStore.getState().token;
  endSessionLocally();
  if (token === null) return;
  try {
    await createApiClient({ getToken: () => token }).auth.logout();
  } catch {
    // The session is over here whatever the server answered.
  }
}
