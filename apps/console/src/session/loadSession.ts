import { isApiError } from '@onsite/api-client';
import { buildRoutes, loginRedirectPath, userInfoError } from '@onsite/domain';
import { redirect } from 'react-router-dom';
import { apiClient } from '../api/client';
import { withFeedback } from '../feedback/feedback';
import { openLiveChannel } from '../live/liveChannel';
import { loadPreferences } from '../preferences/loadPreferences';
import { useSessionStore } from '../stores/sessionStore';
import { logout } from './logout';

let pending: Promise<void> | null = null;

/** The user-info load failed (spec 000 §8): 错误 / 请求用户信息失败，请重试. */
function showUserInfoError(): void {
  withFeedback(({ api, t }) => {
    api.modal.error({ title: t('errors.userInfoTitle'), content: t('errors.userInfoText') });
  });
}

async function load(requestedPath: string): Promise<void> {
  const token = useSessionStore.getState().readToken();
  if (token === null) throw redirect(loginRedirectPath(requestedPath));
  // D28: the person's preferences load beside the first calls and never hold the shell up.
  void loadPreferences(token);
  try {
    // The two calls do not depend on each other: in parallel, never a waterfall.
    const [user, menus] = await Promise.all([apiClient.system.user.info(), apiClient.system.menu.user()]);
    if (userInfoError(user) !== null) throw new Error('The user has no roleIds');
    if (useSessionStore.getState().token !== token) throw redirect(loginRedirectPath(requestedPath));
    openLiveChannel(user.userId, token);
    useSessionStore.getState().setSession(user, buildRoutes(menus));
  } catch (error) {
    if (error instanceof Response) throw error;
    // A 401 has its own notice (登录超时，请重新登录); anything else is the user-info failure.
    if (!(isApiError(error) && error.kind === 'unauthorized')) showUserInfoError();
    void logout();
    throw redirect(loginRedirectPath(requestedPath));
  }
}

/**
 * Spec 000 §4.1, the first navigation of a signed-in visitor: load the user (roleIds must be
 * present), open the live channel, build the routes from the menu, then go on. Concurrent
 * callers (the loaders of one navigation) share one load. Rejects with a redirect to the login
 * page (with the path as redirect) when it fails.
 */
export function ensureSessionLoaded(requestedPath: string): Promise<void> {
  const { user, routesLoaded } = useSessionStore.getState();
  if (user !== null && routesLoaded) return Promise.resolve();
  pending ??= load(requestedPath).finally(() => {
    pending = null;
  });
  return pending;
}
