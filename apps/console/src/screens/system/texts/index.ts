import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the system screens (users, roles, dictionaries, logs). Ours unless the spec quotes them. */
export const systemTexts = defineAreaTexts('system', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
