import { describe, expect, it } from 'vitest';
import { canAddSendRequirement, normalizeSendRequirements } from './sendRequirements';

describe('normalizeSendRequirements (spec 001 §5)', () => {
  it('trims each requirement and drops empty ones', () => {
    expect(normalizeSendRequirements(['  寄回旧锁 ', '', '   ', '拍照'])).toEqual(['寄回旧锁', '拍照']);
  });

  it('keeps 20 characters and cuts the 21st', () => {
    const twenty = '字'.repeat(20);
    expect(normalizeSendRequirements([twenty])).toEqual([twenty]);
    expect(normalizeSendRequirements([`${twenty}多`])).toEqual([twenty]);
  });

  it('counts characters, not UTF-16 units, so none is split', () => {
    const emoji = '🔒'.repeat(21);
    expect(normalizeSendRequirements([emoji])).toEqual(['🔒'.repeat(20)]);
  });

  it('keeps the first 5 non-empty requirements', () => {
    expect(normalizeSendRequirements(['', '1', '2', '3', '4', '5', '6'])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('drops entries that are not strings and answers [] for a missing list', () => {
    expect(normalizeSendRequirements(['a', 3, null, { requirement: 'b' }] as unknown as string[])).toEqual([
      'a',
    ]);
    expect(normalizeSendRequirements(undefined as unknown as string[])).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const list = [' a '];
    normalizeSendRequirements(list);
    expect(list).toEqual([' a ']);
  });
});

describe('canAddSendRequirement', () => {
  it('allows a row up to 5 rows', () => {
    expect(canAddSendRequirement(['1', '2', '3', '4'])).toBe(true);
    expect(canAddSendRequirement(['1', '2', '3', '4', '5'])).toBe(false);
    expect(canAddSendRequirement(null as unknown as string[])).toBe(true);
  });
});
