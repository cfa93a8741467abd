/** The languages the console speaks (spec 000 §1, decision D1). */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

/** D1: the default language, and the one a missing key falls back to. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Where the chosen language is kept between visits. */
export const LOCALE_STORAGE_KEY = 'onsite.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function matchLanguage(tag: string): Locale | null {
  if (isLocale(tag)) return tag;
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  // D1: `zh` alone counts as zh-CN; Traditional script and regions map to zh-TW.
  if (lower === 'zh' || lower === 'zh-hans' || lower.startsWith('zh-hans-') || lower === 'zh-sg')
    return 'zh-CN';
  if (lower === 'zh-hant' || lower.startsWith('zh-hant-') || lower === 'zh-hk' || lower === 'zh-mo')
    return 'zh-TW';
  return null;
}

/**
 * D1: the first language of a visitor is the one saved locally, else the browser's language when
 * it is one of the four (`zh` alone counts as zh-CN), else en-US.
 */
export function resolveInitialLocale(saved: unknown, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(saved)) return saved;
  for (const language of browserLanguages) {
    const match = typeof language === 'string' ? matchLanguage(language) : null;
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
