import type { UiCatalogue } from '../types';

export const greeting: UiCatalogue['greeting'] = {
  morning: 'Good morning',
  forenoon: 'Good morning',
  noon: 'Good noon',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
  withName: '{{greeting}}, {{name}}',
};
