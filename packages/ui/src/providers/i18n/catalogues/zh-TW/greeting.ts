import type { UiCatalogue } from '../types';

export const greeting: UiCatalogue['greeting'] = {
  morning: '早安',
  forenoon: '上午好',
  noon: '午安',
  afternoon: '下午好',
  evening: '晚上好',
  withName: '{{greeting}}，{{name}}',
};
