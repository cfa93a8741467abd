import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import { createI18nInstance, type NamespaceTexts, UI_NAMESPACE } from '../i18n/i18nInstance';
import type { LocaleLoader, LocalePack } from '../i18n/localePacks';

/** An app's own namespaces per language: at hand, or loaded when the language is first shown. */
export type LocaleResources = Partial<Record<Locale, NamespaceTexts | (() => Promise<NamespaceTexts>)>>;

/** The texts of one provider: its i18next instance and the languages added to it so far. */
export interface LocaleTexts {
  readonly i18n: I18n;
  /**
   * Adds the language to the instance if its pack and the app's texts are loaded already (no
   * waiting), and gives its pack; undefined when something of it still has to be loaded.
   */
  atHand(locale: Locale): LocalePack | undefined;
  /** Loads the language (and the fallback language, D1) and adds it to the instance. */
  load(locale: Locale): Promise<LocalePack>;
}

/**
 * One language at a time (issue 19): the instance starts with what is at hand (en-US, the default
 * and fallback, and any language loaded before) and each other language is added when it is loaded.
 */
export function createLocaleTexts(
  locale: Locale,
  loader: LocaleLoader,
  resources: LocaleResources,
): LocaleTexts {
  const loadedResources = new Map<Locale, NamespaceTexts>();
  const i18n = createI18nInstance({
    locale,
    catalogues: {},
    namespaces: Object.values(resources).flatMap((source) =>
      typeof source === 'object' && source !== null ? Object.keys(source) : [],
    ),
  });

  const appTextsAtHand = (language: Locale): NamespaceTexts | undefined => {
    const source = resources[language];
    if (source === undefined) return {};
    return typeof source === 'function' ? loadedResources.get(language) : source;
  };

  const atHand = (language: Locale): LocalePack | undefined => {
    const pack = loader.loaded(language);
    const texts = appTextsAtHand(language);
    if (pack === undefined || texts === undefined) return undefined;
    if (!i18n.hasResourceBundle(language, UI_NAMESPACE)) {
      i18n.addResourceBundle(language, UI_NAMESPACE, pack.ui);
      // The instance may have started in this language before its texts were there.
      if (i18n.language === language) void i18n.changeLanguage(language);
    }
    for (const [namespace, catalogue] of Object.entries(texts)) {
      if (!i18n.hasResourceBundle(language, namespace))
        i18n.addResourceBundle(language, namespace, catalogue);
    }
    return pack;
  };

  const loadOne = async (language: Locale): Promise<LocalePack> => {
    const source = resources[language];
    const [, texts] = await Promise.all([
      loader.load(language),
      typeof source === 'function' ? source() : Promise.resolve(undefined),
    ]);
    if (texts !== undefined) loadedResources.set(language, texts);
    const pack = atHand(language);
    if (pack === undefined) throw new Error(`The texts of ${language} did not load`);
    return pack;
  };

  for (const language of LOCALES) atHand(language);
  return {
    i18n,
    atHand,
    async load(language) {
      const [pack] = await Promise.all([
        atHand(language) ?? loadOne(language),
        language === DEFAULT_LOCALE ? undefined : (atHand(DEFAULT_LOCALE) ?? loadOne(DEFAULT_LOCALE)),
      ]);
      return pack;
    },
  };
}
