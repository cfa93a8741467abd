import { defineAreaTexts } from '../../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of 监控页 (D64). */
export const monitorTexts = defineAreaTexts('monitor', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
