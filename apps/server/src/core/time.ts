/**
 * Server times are written as `YYYY-MM-DD HH:mm:ss` in China Standard Time (UTC+8), whatever the
 * host's time zone: the product is Chinese and the same clock reading gives the same text on every
 * machine (deterministic seeds and tests).
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` of an epoch-millisecond instant, in UTC+8. */
export function formatTime(ms: number): string {
  const shifted = new Date(ms + CHINA_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** `YYYY-MM-DD` of an instant, in UTC+8. */
export function formatDay(ms: number): string {
  return formatTime(ms).slice(0, 10);
}

/** `YYYYMMDDHHmmss` of an instant (order numbers). */
export function compactTime(ms: number): string {
  return formatTime(ms).replace(/[- :]/g, '');
}

/** The epoch milliseconds of a `YYYY-MM-DD[ HH:mm[:ss]]` text read in UTC+8. */
export function parseTime(text: string): number {
  const [day = '', clock = '00:00:00'] = text.split(' ');
  const [year, month, date] = day.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = clock.split(':').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hours, minutes, seconds) - CHINA_OFFSET_MS;
}

/** A range filter's lower bound: a bare day starts at 00:00:00. */
export function rangeStart(text: string): string {
  return text.length === 10 ? `${text} 00:00:00` : text.length === 16 ? `${text}:00` : text;
}

/** A range filter's upper bound: a bare day ends at 23:59:59 (the end day is included). */
export function rangeEnd(text: string): string {
  return text.length === 10 ? `${text} 23:59:59` : text.length === 16 ? `${text}:59` : text;
}
