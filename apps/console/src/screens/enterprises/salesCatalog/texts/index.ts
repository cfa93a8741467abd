import { defineAreaTexts } from '../../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** D53: the texts of an enterprise's sales catalogue screens (shops, suppliers, channels, order sources). */
export const salesCatalogTexts = defineAreaTexts('salesCatalog', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
