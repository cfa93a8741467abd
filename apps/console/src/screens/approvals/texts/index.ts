import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the approval screens and the master's request dialogs (D34). */
export const approvalsTexts = defineAreaTexts('approvals', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
