import { describe, expect, it } from 'vitest';
import { isRecord, toCode, toFiniteNumber, toInteger, toList, toText } from './coerce';

describe('readers of outside values', () => {
  it('reads integers from numbers and integer strings only', () => {
    expect(toInteger(3)).toBe(3);
    expect(toInteger(' 12 ')).toBe(12);
    expect(toInteger('-4')).toBe(-4);
    expect(toInteger(1.5)).toBeNull();
    expect(toInteger('1.5')).toBeNull();
    expect(toInteger('')).toBeNull();
    expect(toInteger('1e3')).toBeNull();
    expect(toInteger(Number.NaN)).toBeNull();
    expect(toInteger('99999999999999999999')).toBeNull();
    expect(toInteger(null)).toBeNull();
    expect(toInteger(true)).toBeNull();
  });

  it('reads finite numbers from numbers and plain decimal strings only', () => {
    expect(toFiniteNumber(12.5)).toBe(12.5);
    expect(toFiniteNumber(' 7.25 ')).toBe(7.25);
    expect(toFiniteNumber('0x10')).toBeNull();
    expect(toFiniteNumber('Infinity')).toBeNull();
    expect(toFiniteNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toFiniteNumber([])).toBeNull();
  });

  it('reads text from strings and finite numbers, and codes trimmed', () => {
    expect(toText(' a ')).toBe(' a ');
    expect(toText(22)).toBe('22');
    expect(toText(Number.NaN)).toBe('');
    expect(toText({})).toBe('');
    expect(toCode(' 00 ')).toBe('00');
    expect(toCode(undefined)).toBe('');
  });

  it('tells plain objects from arrays and null, and lists from anything else', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(toList([1, 2])).toEqual([1, 2]);
    expect(toList(null)).toEqual([]);
    expect(toList('abc' as unknown as string[])).toEqual([]);
  });
});
