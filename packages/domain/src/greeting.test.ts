import { describe, expect, it } from 'vitest';
import { GREETING_MESSAGES, GREETING_PERIODS, greetingMessageKey, greetingPeriod } from './greeting';

describe('greetingPeriod (D8)', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ] as const)('greets hour %i with %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });

  it('takes the comparisons literally between whole hours', () => {
    expect(greetingPeriod(8.99)).toBe('morning');
    expect(greetingPeriod(11.5)).toBe('noon');
    expect(greetingPeriod(19.99)).toBe('afternoon');
  });

  it('answers "otherwise" (evening) for an hour that is not a finite number', () => {
    expect(greetingPeriod(Number.NaN)).toBe('evening');
    expect(greetingPeriod(undefined as unknown as number)).toBe('evening');
    expect(greetingPeriod('8' as unknown as number)).toBe('evening');
    expect(greetingPeriod(Number.POSITIVE_INFINITY)).toBe('evening');
  });

  it('gives each period a catalogue key', () => {
    expect(greetingMessageKey('noon')).toBe('greeting.noon');
    expect(GREETING_MESSAGES).toEqual(GREETING_PERIODS.map(greetingMessageKey));
  });
});
