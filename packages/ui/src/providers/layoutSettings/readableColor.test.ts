import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_PRESETS } from './layoutSettings';
import { contrastRatio, readableShade, TEXT_CONTRAST_MINIMUM } from './readableColor';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890FF', '#1890FF')).toBeCloseTo(1, 5);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#FFFFFF', '#1890FF')).toBeCloseTo(contrastRatio('#1890FF', '#FFFFFF'), 10);
  });
});

describe('readableShade', () => {
  it('keeps a colour that is already readable', () => {
    expect(readableShade('#001529')).toBe('#001529');
  });

  it('darkens the default theme colour until white text on it passes AA', () => {
    expect(contrastRatio('#1890FF', '#FFFFFF')).toBeLessThan(TEXT_CONTRAST_MINIMUM);
    const shade = readableShade('#1890FF');
    expect(shade).not.toBe('#1890FF');
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
  });

  it.each(PRIMARY_COLOR_PRESETS)('gives a readable shade of the $key preset', ({ color }) => {
    expect(contrastRatio(readableShade(color), '#FFFFFF')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MINIMUM);
    expect(contrastRatio(readableShade(color, '#E6F4FF'), '#E6F4FF')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST_MINIMUM,
    );
  });
});

describe('readableShade with a colour it cannot measure', () => {
  it('leaves a colour that is not #RRGGBB as it is', () => {
    expect(readableShade('rgb(24, 144, 255)')).toBe('rgb(24, 144, 255)');
  });
});
