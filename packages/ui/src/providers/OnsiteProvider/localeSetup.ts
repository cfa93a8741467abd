import dayjs from 'dayjs';
import type { i18n as I18n } from 'i18next';
import { LOCALE_STORAGE_KEY, type Locale, resolveInitialLocale } from '../i18n';
import type { LocalePack } from '../i18n/localePacks';

/** Switches i18next and dayjs (a global: the whole page follows) to a loaded language. */
export function applyLocale(i18n: I18n, locale: Locale, pack: LocalePack): void {
  dayjs.locale(pack.dayjs);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/** The language saved locally, if storage is readable (private modes may throw). */
function readSavedLocale(): unknown {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Saves the chosen language for the next visit (D1); a storage failure only loses the memory. */
export function saveLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the language still switches for this visit.
  }
}

/** D1: the saved language, else the browser's when it is one of the four, else en-US. */
export function initialLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return resolveInitialLocale(readSavedLocale(), languages);
}
