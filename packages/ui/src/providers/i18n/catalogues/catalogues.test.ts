import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { UI_CATALOGUES } from './index';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(catalogue: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

describe('ui catalogues (D1)', () => {
  const allKeys = [...new Set(LOCALES.flatMap((locale) => keysOf(UI_CATALOGUES[locale])))].sort();

  it.each(LOCALES)('%s has every key that any other catalogue has, each a non-empty text', (locale) => {
    const missing = allKeys.filter((key) => {
      const value = valueAt(UI_CATALOGUES[locale], key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('keeps the same interpolation placeholders in every language', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of allKeys) {
      const reference = placeholders(valueAt(UI_CATALOGUES['zh-CN'], key));
      for (const locale of LOCALES) {
        expect(placeholders(valueAt(UI_CATALOGUES[locale], key)), `${locale} ${key}`).toEqual(reference);
      }
    }
  });

  it('greets with the spec texts in zh-CN (D8)', () => {
    expect(UI_CATALOGUES['zh-CN'].greeting).toMatchObject({
      morning: '早上好',
      forenoon: '上午好',
      noon: '中午好',
      afternoon: '下午好',
      evening: '晚上好',
    });
  });
});
