export { UI_CATALOGUES, type UiCatalogue } from './catalogues';
export { type CreateI18nOptions, createI18n, UI_NAMESPACE } from './createI18n';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  resolveInitialLocale,
} from './locales';
