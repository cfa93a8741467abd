import type { ConfigProviderProps } from 'antd';
import type { UiCatalogue } from './catalogues/types';
import { LOCALES, type Locale } from './locales';
import { enUSPack } from './packs/en-US';

/** antd's locale object, as `ConfigProvider` takes it. */
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * Everything one language needs besides an app's own texts: the ui namespace's catalogue, antd's
 * locale and dayjs's (D1: antd and dayjs follow the language switch).
 */
export interface LocalePack {
  readonly ui: UiCatalogue;
  readonly antd: AntdLocale;
  /** dayjs's locale object (its module registers it when loaded), or 'en', built into dayjs. */
  readonly dayjs: ILocale | string;
}

/** A language's pack as it is at hand, or the way to load it (a dynamic `import()`). */
export type LocalePackSource = LocalePack | (() => Promise<LocalePack>);

/** Gives each language's pack, loading it once, when it is first asked for. */
export interface LocaleLoader {
  /** The language's pack when it is loaded already, else undefined. */
  loaded(locale: Locale): LocalePack | undefined;
  /** The language's pack, loaded on the first call; a load that failed is tried again by the next call. */
  load(locale: Locale): Promise<LocalePack>;
}

/** A loader over one source per language; packs given as objects count as loaded. */
export function createLocaleLoader(sources: Readonly<Record<Locale, LocalePackSource>>): LocaleLoader {
  const loaded = new Map<Locale, LocalePack>();
  const pending = new Map<Locale, Promise<LocalePack>>();
  for (const locale of LOCALES) {
    const source = sources[locale];
    if (typeof source !== 'function') loaded.set(locale, source);
  }
  return {
    loaded: (locale) => loaded.get(locale),
    load(locale) {
      const pack = loaded.get(locale);
      if (pack) return Promise.resolve(pack);
      let loading = pending.get(locale);
      if (!loading) {
        const source = sources[locale] as () => Promise<LocalePack>;
        loading = source().then(
          (result) => {
            loaded.set(locale, result);
            pending.delete(locale);
            return result;
          },
          (error: unknown) => {
            pending.delete(locale);
            throw error;
          },
        );
        pending.set(locale, loading);
      }
      return loading;
    },
  };
}

/**
 * The packs `OnsiteProvider` uses by default: en-US (the default language and the fallback of a
 * missing key, D1) is in the bundle; each other language is a chunk of its own, loaded only when
 * it is shown, so a page carries one language (issue 19).
 */
export const LOCALE_LOADER: LocaleLoader = createLocaleLoader({
  'en-US': enUSPack,
  'zh-CN': () => import('./packs/zh-CN').then((module) => module.zhCNPack),
  'zh-TW': () => import('./packs/zh-TW').then((module) => module.zhTWPack),
  'pt-BR': () => import('./packs/pt-BR').then((module) => module.ptBRPack),
});
