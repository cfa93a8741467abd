import { describe, expect, it } from 'vitest';
import { isIdCardNumber, maskIdCard, regionCovers } from './masters';

describe('master profile rules (D38)', () => {
  it('accepts an 18-character ID card number with a right check character only', () => {
    expect(isIdCardNumber('11010519491231002X')).toBe(true);
    expect(isIdCardNumber('440305199003071234')).toBe(false);
    expect(isIdCardNumber('11010519491231002x')).toBe(false);
    expect(isIdCardNumber('1101051949123100')).toBe(false);
    expect(isIdCardNumber('11010519491331002X')).toBe(false);
  });

  it('masks all but the first 6 and last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('')).toBe('');
  });

  it('covers an order by province, city or area', () => {
    const order = { provinceCode: '440000', cityCode: '440300', areaCode: '440305' };
    expect(regionCovers({ provinceCode: '440000', cityCode: null, areaCode: null }, order)).toBe(true);
    expect(regionCovers({ provinceCode: '440000', cityCode: '440300', areaCode: null }, order)).toBe(true);
    expect(regionCovers({ provinceCode: '440000', cityCode: '440300', areaCode: '440304' }, order)).toBe(
      false,
    );
    expect(regionCovers({ provinceCode: '110000', cityCode: null, areaCode: null }, order)).toBe(false);
  });
});
