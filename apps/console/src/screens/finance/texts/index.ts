import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/**
 * Texts of the wallet and finance screens (recharge, wallet list, wallet record, enterprise bill).
 * Ours unless the spec quotes them (删除成功 / 删除失败, 000 §8); the status, pay-type and bill
 * operation labels are the ui's, shared with the header's dialogs.
 */
export const financeTexts = defineAreaTexts('finance', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
