import { formatTime, rangeEnd, rangeStart } from '../core/time';

/** `YYYY-MM-DD HH:mm:ss` in China Standard Time, the one clock text of the whole server (core/time.ts). */
export function formatDateTime(ms: number): string {
  return formatTime(ms);
}

/** `YYYYMMDD` of a moment, for generated numbers and folder names. */
export function compactDate(ms: number): string {
  return formatTime(ms).slice(0, 10).replaceAll('-', '');
}

/**
 * A time filter as the lists receive it (`YYYY-MM-DD`, `… HH:mm` or `… HH:mm:ss`), widened to a
 * full timestamp: a start begins at 00:00:00, an end lasts through 23:59:59 (spec 001 §9).
 */
export function rangeBound(text: string, edge: 'start' | 'end'): string {
  return edge === 'start' ? rangeStart(text) : rangeEnd(text);
}
