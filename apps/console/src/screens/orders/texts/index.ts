import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/**
 * Texts of the order screens (list, details, create, customer orders, review). 下单成功 is the
 * spec's (000 §8); the rest are ours, the spec gives no other order texts.
 */
export const ordersTexts = defineAreaTexts('orders', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
