import { describe, expect, it } from 'vitest';
import { COMPLAINT_DEDUCTION, MASTER_SCORE_WINDOW, masterScoreOf } from './feedback';

describe('a master score (D50)', () => {
  it('is null without a rating, whatever the complaints', () => {
    expect(masterScoreOf([])).toBeNull();
    expect(masterScoreOf([], 3)).toBeNull();
  });

  it('averages the newest ratings only, rounded to one decimal', () => {
    expect(masterScoreOf([5, 4, 4])).toBe(4.3);
    const newest = Array.from({ length: MASTER_SCORE_WINDOW }, () => 5);
    expect(masterScoreOf([...newest, 1, 1, 1])).toBe(5);
  });

  it('takes a deduction off per upheld complaint and stays within 0 and 5', () => {
    expect(masterScoreOf([5, 5], 1)).toBe(5 - COMPLAINT_DEDUCTION);
    expect(masterScoreOf([1, 1], 10)).toBe(0);
    expect(masterScoreOf([5], -2)).toBe(5);
  });
});
