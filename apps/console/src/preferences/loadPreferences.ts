import { apiClient } from '../api/client';
import { useLayoutStore } from '../stores/layoutStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * D28, after sign-in: asks the server for the person's preferences beside the session's first calls,
 * never holding the shell up. The first paint used the values cached locally; the server's copy wins
 * when it arrives, unless the session changed or the person saved preferences meanwhile. No copy
 * (null) or a failure keeps the cached values and says nothing: the preferences are a comfort.
 */
export async function loadPreferences(token: string): Promise<void> {
  const revision = useLayoutStore.getState().revision;
  try {
    const preferences = await apiClient.system.user.preferences();
    if (preferences === null) return;
    if (useSessionStore.getState().token !== token) return;
    if (useLayoutStore.getState().revision !== revision) return;
    useLayoutStore.getState().applyPreferences(preferences);
  } catch {
    // The cached values stay; a 401 has its own notice.
  }
}
