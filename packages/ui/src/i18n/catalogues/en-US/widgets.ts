import type { UiCatalogue } from '../types';

export const widgets: UiCatalogue['widgets'] = {};
