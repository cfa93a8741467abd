import type { UiCatalogue } from '../types';

export const greeting: UiCatalogue['greeting'] = {
  morning: 'Bom dia',
  forenoon: 'Bom dia',
  noon: 'Boa tarde',
  afternoon: 'Boa tarde',
  evening: 'Boa noite',
  withName: '{{greeting}}, {{name}}',
};
