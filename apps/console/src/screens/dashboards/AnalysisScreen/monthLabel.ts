import type { Locale } from '@onsite/domain';

/**
 * A month of `/analysis/month-bar` in the language shown (issue 16 item 6): the server names the
 * months as the spec does (`1月`…`12月`); the console reads the month number and lets `Intl` name it
 * (Jan, jan., 1月). A label that names no month 1–12 shows as the server sent it.
 */
export function monthLabel(x: string, locale: Locale, width: 'short' | 'long' = 'short'): string {
  const month = Number(/^\s*(\d{1,2})\s*月?\s*$/.exec(x)?.[1]);
  if (!Number.isInteger(month) || month < 1 || month > 12) return x;
  return new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 15)),
  );
}
