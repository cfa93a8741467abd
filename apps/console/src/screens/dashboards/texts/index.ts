import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/**
 * Texts of the dashboards (workbench, analysis) and the result pages. Ours: the spec names these
 * screens without their texts; the order-now and reminder labels are the header's (ui).
 */
export const dashboardsTexts = defineAreaTexts('dashboards', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
