import type { OrderTimeoutStage } from '@onsite/domain';
import { useSessionStore } from '../../../stores/sessionStore';

/** Query keys of 订单超时 (D65): a change of timeouts refreshes the overdue orders too. */
export const timeoutKeys = {
  all: ['enterprise', 'orderTimeout'] as const,
  platform: ['enterprise', 'orderTimeout', 'default'] as const,
  timeouts: ['enterprise', 'orderTimeout', 'list'] as const,
  overdue: ['enterprise', 'orderTimeout', 'overdue'] as const,
};

/** The signed-in enterprise user's enterprise (the server answers only its rows), or null for staff. */
export function useOwnEnterprise(): number | null {
  return useSessionStore((state) => state.user?.enterpriseId ?? null);
}

/** A positive id from the URL, else none (a mistyped link lists everything rather than failing). */
export const idFilter = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

export const STAGES: readonly OrderTimeoutStage[] = ['dispatch', 'arrival', 'finish'];

/** A stage from the URL, else none. */
export const stageFilter = (value: string | undefined): OrderTimeoutStage | undefined =>
  STAGES.find((stage) => stage === value);

/** `true` / `false` from the URL, else none. */
export const booleanFilter = (value: string | undefined) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/** How long past the timeout: minutes under an hour, hours and minutes under a day, else days and hours. */
export function overdueParts(minutes: number) {
  if (minutes < 60) return { key: 'overdue.minutes', values: { count: minutes } } as const;
  if (minutes < 1440)
    return {
      key: 'overdue.hoursMinutes',
      values: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    } as const;
  return {
    key: 'overdue.daysHours',
    values: { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60) },
  } as const;
}
