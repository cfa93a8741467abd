import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/**
 * Texts of the enterprise screens (enterprise list, enterprise query, contract list, order types).
 * The spec's texts verbatim where it gives them (确认删除吗？, 禁用成功, 启用成功, 删除成功, 保存成功,
 * 恢复成功, 请输入企业名称, 请输入企业简称, 请输入11位联系方式); the rest are ours.
 */
export const enterprisesTexts = defineAreaTexts('enterprises', zhCN, {
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
});
