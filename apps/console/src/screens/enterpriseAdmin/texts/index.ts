import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the enterprise administrator's screens (企业用户, 企业角色; D45, D49). Ours: the spec names only the keys. */
export const enterpriseAdminTexts = defineAreaTexts('enterpriseAdmin', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
