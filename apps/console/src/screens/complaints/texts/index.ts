import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the complaint screens (D57): 投诉管理 and 投诉权限. */
export const complaintTexts = defineAreaTexts('complaints', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
