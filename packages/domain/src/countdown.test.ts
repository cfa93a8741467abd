import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('formatCountdown (spec 001 §9)', () => {
  it('formats hh:mm:ss with two digits each', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1_000)).toBe('00:00:01');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(60_000)).toBe('00:01:00');
    expect(formatCountdown(3_599_000)).toBe('00:59:59');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(30 * 60 * 1000)).toBe('00:30:00');
  });

  it('rounds down to whole seconds', () => {
    expect(formatCountdown(999)).toBe('00:00:00');
    expect(formatCountdown(1_999)).toBe('00:00:01');
  });

  it('lets hours grow past 99', () => {
    expect(formatCountdown(99 * 3_600_000 + 59 * 60_000 + 59_000)).toBe('99:59:59');
    expect(formatCountdown(100 * 3_600_000)).toBe('100:00:00');
  });

  it('shows 00:00:00 for negative, NaN, infinite and non-number values', () => {
    for (const value of [-1, -60_000, Number.NaN, Number.POSITIVE_INFINITY, '5000', null, undefined]) {
      expect(formatCountdown(value as number)).toBe('00:00:00');
    }
  });
});

describe('remainingMs', () => {
  it('counts down to the deadline and stops at 0', () => {
    expect(remainingMs(5_000, 2_000)).toBe(3_000);
    expect(remainingMs(5_000, 6_000)).toBe(0);
    expect(remainingMs(Number.NaN, 0)).toBe(0);
  });
});
