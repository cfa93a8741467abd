import { isLocale, LOCALES, type Locale, matchLocale } from '@onsite/domain';

export { isLocale, LOCALES, type Locale };

/** D1: the default language, and the one a missing key falls back to. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'pt-BR': 'Português',
};

/** Where the chosen language is kept between visits. */
export const LOCALE_STORAGE_KEY = 'onsite.locale';

/**
 * D1: the first language of a visitor is the one saved locally, else the browser's language when
 * it is one of the four (`zh` alone counts as zh-CN), else en-US.
 */
export function resolveInitialLocale(saved: unknown, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(saved)) return saved;
  for (const language of browserLanguages) {
    const match = typeof language === 'string' ? matchLocale(language) : null;
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
