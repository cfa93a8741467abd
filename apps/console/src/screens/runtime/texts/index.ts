import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the server's runtime screens: 定时任务 and 参数设置 (D43). */
export const runtimeTexts = defineAreaTexts('runtime', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
