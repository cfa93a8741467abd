import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the D54 screens (师傅标签, 师傅合同, 身份证审核) and of 师傅列表's labels. */
export const masterRecordsTexts = defineAreaTexts('masterRecords', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
