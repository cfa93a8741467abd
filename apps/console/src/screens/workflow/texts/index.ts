import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the workflow screens (D51): the approval model and leave. */
export const workflowTexts = defineAreaTexts('workflow', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
