function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Spec 001 §9: the countdown as hh:mm:ss, whole seconds rounded down (as antd's countdown does).
 * Hours are not capped: past 99 they take more digits (100:00:00). A negative time, NaN, Infinity
 * or a value that is not a number shows 00:00:00.
 */
export function formatCountdown(ms: number): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return '00:00:00';
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** Milliseconds until `deadline` at `now` (both epoch ms); 0 once past or for non-finite times. */
export function remainingMs(deadline: number, now: number): number {
  if (!Number.isFinite(deadline) || !Number.isFinite(now)) return 0;
  return Math.max(0, deadline - now);
}
