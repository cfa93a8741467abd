export { UI_CATALOGUES, type UiCatalogue } from './catalogues';
export { type CreateI18nOptions, createI18n, UI_NAMESPACE } from './createI18n';
export type { NamespaceTexts } from './i18nInstance';
export {
  type AntdLocale,
  createLocaleLoader,
  LOCALE_LOADER,
  type LocaleLoader,
  type LocalePack,
  type LocalePackSource,
} from './localePacks';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  resolveInitialLocale,
} from './locales';
