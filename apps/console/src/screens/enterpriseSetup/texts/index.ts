import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the enterprise setup screens (D56): 企业配置, 企业定制, 企业注册. */
export const enterpriseSetupTexts = defineAreaTexts('enterpriseSetup', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
