/**
 * The zh-CN catalogue of @onsite/ui. Its values are the spec's texts, character for character;
 * it is the reference shape every other catalogue must match.
 */
import { enterprise } from './enterprise';
import { enterpriseInfo } from './enterpriseInfo';
import { greeting } from './greeting';
import { header } from './header';
import { layout } from './layout';
import { list } from './list';
import { widgets } from './widgets';

export const zhCN = { greeting, widgets, layout, enterprise, enterpriseInfo, header, list } as const;
