import type { UiCatalogue } from '../types';
import { greeting } from './greeting';
import { layout } from './layout';
import { widgets } from './widgets';

export const ptBR: UiCatalogue = { greeting, widgets, layout };
