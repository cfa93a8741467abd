import { defineAreaTexts } from '../../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** D62: the texts of an enterprise's blacklist, problem list, customer database and staff's accounts screens. */
export const enterpriseServiceTexts = defineAreaTexts('enterpriseService', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
