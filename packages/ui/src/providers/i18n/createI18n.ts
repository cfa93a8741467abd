import type { i18n as I18n } from 'i18next';
import { UI_CATALOGUES } from './catalogues';
import { createI18nInstance, type NamespaceTexts, UI_NAMESPACE } from './i18nInstance';
import type { Locale } from './locales';

export { UI_NAMESPACE };

export interface CreateI18nOptions {
  /** The language to start in. */
  locale: Locale;
  /** Extra namespaces per language, e.g. the console's own catalogue. */
  resources?: Partial<Record<Locale, NamespaceTexts>>;
}

/**
 * A private i18next instance with the ui catalogues of all four languages at once (D1), for a test
 * or a tool. `OnsiteProvider` does not use it: it loads one language at a time (issue 19).
 */
export function createI18n({ locale, resources = {} }: CreateI18nOptions): I18n {
  return createI18nInstance({ locale, catalogues: UI_CATALOGUES, resources });
}
