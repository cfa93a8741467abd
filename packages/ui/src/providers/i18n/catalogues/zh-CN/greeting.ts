export const greeting = {
  morning: '早上好',
  forenoon: '上午好',
  noon: '中午好',
  afternoon: '下午好',
  evening: '晚上好',
  withName: '{{greeting}}，{{name}}',
} as const;
