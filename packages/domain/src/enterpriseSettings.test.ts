import { describe, expect, it } from 'vitest';
import {
  isFlagOn,
  isValidUrgentRatio,
  joinSerialDiagram,
  normalizePrice,
  normalizePriceRows,
  splitSerialDiagram,
  validateBarcodeSetting,
} from './enterpriseSettings';

describe('validateBarcodeSetting (spec 001 §5)', () => {
  it('needs at least one picture when the barcode switch is on', () => {
    expect(validateBarcodeSetting({ serialNoFlag: 1, serialDiagram: '' })).toBe('barcode.pictureRequired');
    expect(validateBarcodeSetting({ serialNoFlag: '1', serialDiagram: ' , ' })).toBe(
      'barcode.pictureRequired',
    );
    expect(validateBarcodeSetting({ serialNoFlag: true, serialDiagram: null })).toBe(
      'barcode.pictureRequired',
    );
    expect(validateBarcodeSetting({ serialNoFlag: 1, serialDiagram: 'a.png' })).toBeNull();
  });

  it('allows 3 pictures and refuses 4, switch on or off', () => {
    expect(validateBarcodeSetting({ serialNoFlag: 1, serialDiagram: 'a,b,c' })).toBeNull();
    expect(validateBarcodeSetting({ serialNoFlag: 1, serialDiagram: 'a,b,c,d' })).toBe(
      'barcode.tooManyPictures',
    );
    expect(validateBarcodeSetting({ serialNoFlag: 0, serialDiagram: ['a', 'b', 'c', 'd'] })).toBe(
      'barcode.tooManyPictures',
    );
  });

  it('needs nothing when the switch is off', () => {
    expect(validateBarcodeSetting({ serialNoFlag: 0, serialDiagram: '' })).toBeNull();
    expect(validateBarcodeSetting({})).toBeNull();
    expect(validateBarcodeSetting(null)).toBeNull();
  });
});

describe('serialDiagram pictures', () => {
  it('splits the comma list, dropping blanks, and joins it back', () => {
    expect(splitSerialDiagram('a.png, b.png,,')).toEqual(['a.png', 'b.png']);
    expect(splitSerialDiagram(['a', '', 3 as unknown as string])).toEqual(['a']);
    expect(splitSerialDiagram(undefined)).toEqual([]);
    expect(joinSerialDiagram(['a', ' ', 'b'])).toBe('a,b');
  });

  it('reads a switch as on for 1, "1" and true only', () => {
    expect([1, '1', true].map(isFlagOn)).toEqual([true, true, true]);
    expect([0, '0', false, null, 2, 'yes'].map(isFlagOn)).toEqual([false, false, false, false, false, false]);
  });
});

describe('isValidUrgentRatio (spec 001 §5)', () => {
  it('accepts 0 to 100 inclusive, rejects -1 and 101', () => {
    expect(isValidUrgentRatio(-1)).toBe(false);
    expect(isValidUrgentRatio(0)).toBe(true);
    expect(isValidUrgentRatio(100)).toBe(true);
    expect(isValidUrgentRatio(101)).toBe(false);
    expect(isValidUrgentRatio(100.01)).toBe(false);
    expect(isValidUrgentRatio(12.5)).toBe(true);
  });

  it('reads numeric strings and rejects other text, NaN and empties', () => {
    expect(isValidUrgentRatio('50')).toBe(true);
    expect(isValidUrgentRatio(' 100 ')).toBe(true);
    expect(isValidUrgentRatio('101')).toBe(false);
    expect(isValidUrgentRatio('-1')).toBe(false);
    expect(isValidUrgentRatio('50%')).toBe(false);
    expect(isValidUrgentRatio('')).toBe(false);
    expect(isValidUrgentRatio(Number.NaN)).toBe(false);
    expect(isValidUrgentRatio(null)).toBe(false);
    expect(isValidUrgentRatio(undefined)).toBe(false);
    expect(isValidUrgentRatio(true)).toBe(false);
  });
});

describe('normalizePrice (spec 001 §5)', () => {
  it('sends an empty price as 0', () => {
    expect(normalizePrice('')).toBe(0);
    expect(normalizePrice('  ')).toBe(0);
    expect(normalizePrice(null)).toBe(0);
    expect(normalizePrice(undefined)).toBe(0);
  });

  it('keeps numbers and reads decimal strings', () => {
    expect(normalizePrice(12.5)).toBe(12.5);
    expect(normalizePrice('80')).toBe(80);
    expect(normalizePrice(' 0.5 ')).toBe(0.5);
  });

  it('sends anything that is not a finite number as 0', () => {
    expect(normalizePrice(Number.NaN)).toBe(0);
    expect(normalizePrice('abc')).toBe(0);
    expect(normalizePrice({})).toBe(0);
    expect(normalizePrice(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('normalizes the price of each row without changing the rows given', () => {
    const rows = [
      { enterprisePriceId: 1, price: '' },
      { enterprisePriceId: 2, price: '35' },
    ];
    expect(normalizePriceRows(rows)).toEqual([
      { enterprisePriceId: 1, price: 0 },
      { enterprisePriceId: 2, price: 35 },
    ]);
    expect(rows[0]?.price).toBe('');
    expect(normalizePriceRows([null, 'x'] as unknown as { price: string }[])).toEqual([]);
  });
});
