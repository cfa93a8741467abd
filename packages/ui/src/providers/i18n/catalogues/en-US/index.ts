import type { UiCatalogue } from '../types';
import { enterprise } from './enterprise';
import { enterpriseInfo } from './enterpriseInfo';
import { greeting } from './greeting';
import { header } from './header';
import { layout } from './layout';
import { list } from './list';
import { widgets } from './widgets';

export const enUS: UiCatalogue = { greeting, widgets, layout, enterprise, enterpriseInfo, header, list };
