import { isLocale, LOCALE_STORAGE_KEY, useLocale } from '@onsite/ui';
import { useEffect } from 'react';
import { useLayoutStore } from '../stores/layoutStore';

/** Whether this browser holds a language the person chose here (D1 keeps it locally). */
function deviceChoseLanguage(): boolean {
  try {
    return isLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * Inside the provider: when the server's copy of the person's preferences arrives after sign-in
 * (D28), shows its language — unless the person chose a language in this browser (the login page's
 * or the header's switch, or an earlier copy), which stays: a choice made here is not overruled at
 * the next sign-in. A browser with no choice of its own (a new device) takes the account's. The
 * 个性化 screen switches the language itself when it saves. Renders nothing.
 */
export function PreferencesBridge() {
  const { setLocale } = useLocale();
  useEffect(
    () =>
      useLayoutStore.subscribe((state, before) => {
        if (state.revision === before.revision || state.appliedLocale === null) return;
        if (!deviceChoseLanguage()) setLocale(state.appliedLocale);
      }),
    [setLocale],
  );
  return null;
}
