import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of 订单反馈, 师傅评分 and 师傅查询 (D50). */
export const qualityTexts = defineAreaTexts('quality', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
