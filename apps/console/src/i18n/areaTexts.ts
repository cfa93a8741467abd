import { LOCALES, type Locale } from '@onsite/ui';
import { useTranslation } from 'react-i18next';

/**
 * The shape of an area's texts in any language: the keys of its zh-CN texts (the source), each
 * leaf a text. Typing a language's texts with it makes a missing or extra key a type error.
 */
export type TextsOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };

/**
 * The texts of one area of screens (orders, enterprises, …) in the four languages (D1), in a
 * namespace of its own. They travel with the area's lazily loaded screens instead of the main
 * bundle; zh-CN is the reference shape and holds the spec's texts verbatim.
 */
export interface AreaTexts<T extends object = object> {
  namespace: string;
  catalogues: Readonly<Record<Locale, TextsOf<T>>>;
}

/** Declares an area's texts: zh-CN as written, the other languages with exactly its keys. */
export function defineAreaTexts<const T extends object>(
  namespace: string,
  zhCN: T,
  others: Readonly<Record<Exclude<Locale, 'zh-CN'>, TextsOf<T>>>,
): AreaTexts<T> {
  return { namespace, catalogues: { 'zh-CN': zhCN as TextsOf<T>, ...others } };
}

/**
 * `useTranslation` for an area: adds its catalogues to the app's i18n instance the first time a
 * screen of the area renders (adding is idempotent), then answers the area's `t`.
 */
export function useAreaTexts(area: AreaTexts) {
  const { i18n } = useTranslation();
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, area.namespace)) {
      i18n.addResourceBundle(locale, area.namespace, area.catalogues[locale]);
    }
  }
  return useTranslation(area.namespace);
}
