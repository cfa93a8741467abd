import { defineAreaTexts } from '../../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of 账号绑定 (D64). */
export const bindingTexts = defineAreaTexts('binding', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
