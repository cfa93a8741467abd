import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiCatalogue } from './catalogues/types';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** The namespace of @onsite/ui's own texts; an app adds its own namespaces beside it. */
export const UI_NAMESPACE = 'ui';

/** An app's namespaces in one language, e.g. `{ console: {…} }`. */
export type NamespaceTexts = Record<string, object>;

export interface I18nInstanceOptions {
  /** The language to start in. */
  locale: Locale;
  /** The ui catalogues at hand; the others are added when their language is loaded. */
  catalogues: Partial<Record<Locale, UiCatalogue>>;
  /** An app's namespaces at hand, per language. */
  resources?: Partial<Record<Locale, NamespaceTexts>>;
  /** Every namespace of the app, including those of languages not loaded yet. */
  namespaces?: readonly string[];
}

/**
 * A private i18next instance (never the global one), so an app embedding our dialogs keeps its
 * own i18next untouched. A key missing in a catalogue falls back to en-US (D1).
 */
export function createI18nInstance({
  locale,
  catalogues,
  resources = {},
  namespaces = [],
}: I18nInstanceOptions): I18n {
  const merged: Resource = {};
  for (const language of LOCALES) {
    const catalogue = catalogues[language];
    const own = resources[language];
    if (catalogue === undefined && own === undefined) continue;
    merged[language] = { ...(catalogue ? { [UI_NAMESPACE]: catalogue } : {}), ...own };
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: merged,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: UI_NAMESPACE,
    ns: [
      UI_NAMESPACE,
      ...new Set([...namespaces, ...Object.values(resources).flatMap((r) => Object.keys(r ?? {}))]),
    ],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
