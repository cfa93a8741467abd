import { defineAreaTexts } from '../../../i18n/areaTexts';
import { enUS } from './en-US';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Texts of the team screens (D52: 团队角色, 队长列表, 解散团队, 区域划分). */
export const teamsTexts = defineAreaTexts('teams', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR });
