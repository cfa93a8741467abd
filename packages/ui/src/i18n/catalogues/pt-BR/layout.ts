import type { UiCatalogue } from '../types';

export const layout: UiCatalogue['layout'] = {};
