export const GREETING_PERIODS = ['morning', 'forenoon', 'noon', 'afternoon', 'evening'] as const;
export type GreetingPeriod = (typeof GREETING_PERIODS)[number];
export type GreetingMessage = `greeting.${GreetingPeriod}`;
export const GREETING_MESSAGES = [
  'greeting.morning',
  'greeting.forenoon',
  'greeting.noon',
  'greeting.afternoon',
  'greeting.evening',
] as const satisfies readonly GreetingMessage[];

/**
 * D8: hour < 9 morning (早上好); ≤ 11 forenoon (上午好); ≤ 13 noon (中午好); < 20 afternoon
 * (下午好); otherwise evening (晚上好). The comparisons are taken literally, so 11.5 is noon; an
 * hour that is not a finite number (NaN, a string, undefined) falls to "otherwise".
 */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (typeof hour !== 'number' || !Number.isFinite(hour)) return 'evening';
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/** The catalogue key of a period, e.g. 'greeting.noon'. */
export function greetingMessageKey(period: GreetingPeriod): GreetingMessage {
  return `greeting.${period}`;
}
