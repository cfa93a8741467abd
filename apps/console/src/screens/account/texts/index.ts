import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the account screens (account centre, security settings). Ours; the spec quotes none here. */
export const accountTexts = defineAreaTexts('account', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
