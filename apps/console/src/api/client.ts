import { type ApiError, createApiClient } from '@onsite/api-client';
import { UNAUTHORIZED_RELOAD_DELAY_MS } from '@onsite/domain';
import { LOCALE_STORAGE_KEY, resolveInitialLocale } from '@onsite/ui';
import { withFeedback } from '../feedback/feedback';
import { endSessionLocally } from '../session/endSession';
import { useSessionStore } from '../stores/sessionStore';

let expiring = false;
let reloadPage: () => void = () => window.location.reload();

/**
 * Spec 000 §8, HTTP 401: 登录超时，请重新登录 once, then log out and reload after 1.5 s (the
 * reloaded page sends the signed-out visitor to the login page with the path as redirect).
 */
export function handleUnauthorized(): void {
  if (expiring) return;
  expiring = true;
  withFeedback(({ api, t }) => void api.message.error(t('errors.sessionExpired')));
  setTimeout(() => {
    endSessionLocally();
    reloadPage();
  }, UNAUTHORIZED_RELOAD_DELAY_MS);
}

/** The one 403 notice on screen: refusals arriving together (a page's parallel reads) update it in place. */
export const FORBIDDEN_NOTICE_KEY = 'onsite-forbidden';

/** Spec 000 §8, HTTP 403: a notice with the server's message, one at a time (issue 16, one failure, one answer). */
export function handleForbidden(error: ApiError): void {
  withFeedback(({ api, t }) =>
    api.notification.error({
      key: FORBIDDEN_NOTICE_KEY,
      title: t('errors.forbidden'),
      description: error.msg,
    }),
  );
}

/** Tests only: forget a pending 401 and choose what "reload" does. */
export function resetUnauthorizedHandling(reload?: () => void): void {
  expiring = false;
  if (reload) reloadPage = reload;
}

/**
 * The language of calls made before OnsiteProvider has mounted (a route loader's): the one the
 * provider will start in, the saved one, else the browser's, else en-US (D1). Once mounted, the
 * provider sets the client's language itself and follows the switch (D30).
 */
export function startLanguage(): string {
  let saved: unknown = null;
  try {
    saved = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
  } catch {
    saved = null;
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return resolveInitialLocale(saved, languages);
}

/**
 * The one api client of the console; the token comes from the session store (checked for expiry),
 * the language (Accept-Language, so that the server's msg is in it, D30) from OnsiteProvider.
 */
export const apiClient = createApiClient({
  getToken: () => useSessionStore.getState().readToken(),
  getLanguage: startLanguage,
  onUnauthorized: handleUnauthorized,
  onForbidden: handleForbidden,
});
