import { LOCALES } from '@onsite/ui';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CATALOGUES, CONSOLE_NAMESPACE } from './index';
import { CONSOLE_RESOURCE_LOADERS } from './loaders';

describe("the console's texts, one language at a time (issue 19)", () => {
  it('has en-US, the default and fallback language, at hand', () => {
    expect(CONSOLE_RESOURCE_LOADERS['en-US']).toEqual({ [CONSOLE_NAMESPACE]: CONSOLE_CATALOGUES['en-US'] });
  });

  it('loads every other language, when asked, as the same catalogue in the console namespace', async () => {
    for (const locale of LOCALES.filter((value) => value !== 'en-US')) {
      const source = CONSOLE_RESOURCE_LOADERS[locale];
      expect(typeof source, locale).toBe('function');
      if (typeof source !== 'function') continue;
      expect(await source(), locale).toEqual({ [CONSOLE_NAMESPACE]: CONSOLE_CATALOGUES[locale] });
    }
  });
});
