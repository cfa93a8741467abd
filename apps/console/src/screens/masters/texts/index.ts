import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the masters screens (D38: 师傅列表, 师傅黑名单, 团队管理). */
export const mastersTexts = defineAreaTexts('masters', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
