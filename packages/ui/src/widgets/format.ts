import { DATETIME_FORMAT } from '@onsite/domain';
import dayjs from 'dayjs';

/** Money as the spec shows it: right-aligned, two decimals; nothing for a missing amount. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? amount.toFixed(2) : '';
}

/** A date-time as 000 §9 shows it (YYYY-MM-DD HH:mm:ss); nothing for a missing or unreadable one. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(value);
  return time.isValid() ? time.format(DATETIME_FORMAT) : String(value);
}
