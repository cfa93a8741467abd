import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of 保证金退还 (D57). */
export const marginReturnTexts = defineAreaTexts('marginReturn', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
