import type { Locale } from '../locales';
import { enUS } from './en-US/index';
import { ptBR } from './pt-BR/index';
import type { UiCatalogue } from './types';
import { zhCN } from './zh-CN/index';
import { zhTW } from './zh-TW/index';

export type { UiCatalogue } from './types';

/** The ui namespace's catalogues, one per language (D1). */
export const UI_CATALOGUES: Record<Locale, UiCatalogue> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};
