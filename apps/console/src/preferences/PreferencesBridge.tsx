import { useLocale } from '@onsite/ui';
import { useEffect, useRef } from 'react';
import { apiClient } from '../api/client';
import { preferencesOf, useLayoutStore } from '../stores/layoutStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * Inside the provider, both ways between the person's preferences (D28) and the language shown:
 * - when preferences are applied (the server's copy after sign-in), switches the language to theirs,
 *   which also saves it locally (D1);
 * - when the person switches the language themselves (the header's language switch) while signed
 *   in, saves it into their copy on the server too, so the next sign-in does not bring the old one
 *   back. A failed save changes nothing on screen: the language is already switched here.
 * Renders nothing.
 */
export function PreferencesBridge() {
  const { locale, setLocale } = useLocale();
  const signedIn = useSessionStore((state) => state.token !== null);
  const previous = useRef(locale);
  /** The language the bridge itself is switching to from applied preferences: not to be saved back. */
  const applying = useRef<string | null>(null);

  useEffect(
    () =>
      useLayoutStore.subscribe((state, before) => {
        if (state.revision === before.revision || state.appliedLocale === null) return;
        applying.current = state.appliedLocale;
        setLocale(state.appliedLocale);
      }),
    [setLocale],
  );

  useEffect(() => {
    const changed = previous.current !== locale;
    previous.current = locale;
    const fromPreferences = applying.current === locale;
    applying.current = null;
    // The switch applied preferences just made needs no saving back.
    if (!changed || !signedIn || fromPreferences) return;
    apiClient.system.user.savePreferences(preferencesOf(useLayoutStore.getState(), locale)).catch(() => {
      // Kept locally; the next save from 个性化 or the switch tries again.
    });
  }, [locale, signedIn]);

  return null;
}
