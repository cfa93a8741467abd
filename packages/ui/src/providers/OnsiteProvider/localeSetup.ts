import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US.js';
import ptBR from 'antd/locale/pt_BR.js';
import zhCN from 'antd/locale/zh_CN.js';
import zhTW from 'antd/locale/zh_TW.js';
import dayjs from 'dayjs';
import dayjsPtBR from 'dayjs/locale/pt-br.js';
import dayjsZhCN from 'dayjs/locale/zh-cn.js';
import dayjsZhTW from 'dayjs/locale/zh-tw.js';
import type { i18n as I18n } from 'i18next';
import { LOCALE_STORAGE_KEY, type Locale, resolveInitialLocale } from '../i18n';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** antd's locale per language (D1: antd follows the language switch). */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};

/** dayjs's locale per language; 'en' is built into dayjs. */
const DAYJS_LOCALES: Record<Locale, ILocale | string> = {
  'zh-CN': dayjsZhCN,
  'zh-TW': dayjsZhTW,
  'en-US': 'en',
  'pt-BR': dayjsPtBR,
};

/** Switches i18next and dayjs (a global: the whole page follows) to the language. */
export function applyLocale(i18n: I18n, locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale]);
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
