import { describe, expect, it } from 'vitest';
import { resolveInitialLocale } from './locales';

describe('resolveInitialLocale (D1)', () => {
  it('prefers the language saved locally', () => {
    expect(resolveInitialLocale('pt-BR', ['zh-CN'])).toBe('pt-BR');
  });

  it('ignores a saved value that is not one of the four', () => {
    expect(resolveInitialLocale('fr-FR', ['zh-TW'])).toBe('zh-TW');
    expect(resolveInitialLocale(42, [])).toBe('en-US');
  });

  it('takes the first browser language that is one of the four, case-insensitively', () => {
    expect(resolveInitialLocale(null, ['fr-FR', 'pt-br', 'zh-CN'])).toBe('pt-BR');
  });

  it('counts zh alone as zh-CN and Traditional Chinese as zh-TW', () => {
    expect(resolveInitialLocale(undefined, ['zh'])).toBe('zh-CN');
    expect(resolveInitialLocale(undefined, ['zh-Hant-HK'])).toBe('zh-TW');
    expect(resolveInitialLocale(undefined, ['zh-HK'])).toBe('zh-TW');
  });

  it('falls back to en-US, the default language', () => {
    expect(resolveInitialLocale(undefined, ['de-DE', 'fr'])).toBe('en-US');
    expect(resolveInitialLocale(undefined)).toBe('en-US');
  });
});
