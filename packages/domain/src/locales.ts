/** The languages the console speaks (spec 000 §1, decision D1), shared by the console and the server. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the spec's texts: the server answers in it when the caller names none of the four. */
export const SOURCE_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The one of the four a language tag means, or null: exact tags in any case; `zh` alone, Simplified
 * script and Singapore count as zh-CN; Traditional script, Hong Kong and Macao as zh-TW (D1).
 */
export function matchLocale(tag: string): Locale | null {
  if (isLocale(tag)) return tag;
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  if (lower === 'zh' || lower === 'zh-hans' || lower.startsWith('zh-hans-') || lower === 'zh-sg')
    return 'zh-CN';
  if (lower === 'zh-hant' || lower.startsWith('zh-hant-') || lower === 'zh-hk' || lower === 'zh-mo')
    return 'zh-TW';
  return null;
}

/**
 * The language an `Accept-Language` header asks for: its tags by descending weight (`q`), the first
 * of the four that matches; `fallback` when none does or the header is absent.
 */
export function localeFromAcceptLanguage(
  header: string | undefined,
  fallback: Locale = SOURCE_LOCALE,
): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params
        .map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const match = matchLocale(entry.tag);
    if (match) return match;
  }
  return fallback;
}
