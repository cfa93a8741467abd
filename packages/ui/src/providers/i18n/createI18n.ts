import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_CATALOGUES } from './catalogues';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** The namespace of @onsite/ui's own texts; an app adds its own namespaces beside it. */
export const UI_NAMESPACE = 'ui';

export interface CreateI18nOptions {
  /** The language to start in. */
  locale: Locale;
  /** Extra namespaces per language, e.g. the console's own catalogue. */
  resources?: Partial<Record<Locale, Record<string, object>>>;
}

/**
 * A private i18next instance (never the global one), so an app embedding our dialogs keeps its
 * own i18next untouched. A key missing in a catalogue falls back to en-US (D1).
 */
export function createI18n({ locale, resources = {} }: CreateI18nOptions): I18n {
  const merged: Resource = {};
  for (const language of LOCALES) {
    merged[language] = { [UI_NAMESPACE]: UI_CATALOGUES[language], ...resources[language] };
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: merged,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: UI_NAMESPACE,
    ns: [UI_NAMESPACE, ...new Set(Object.values(resources).flatMap((r) => Object.keys(r ?? {})))],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
