import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, matchLocale } from './locales';

describe('matchLocale', () => {
  it('maps the four tags in any case and the Chinese variants (D1)', () => {
    expect(matchLocale('en-us')).toBe('en-US');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('zh-Hant-TW')).toBe('zh-TW');
    expect(matchLocale('zh-HK')).toBe('zh-TW');
    expect(matchLocale('fr-FR')).toBeNull();
  });
});

describe('localeFromAcceptLanguage', () => {
  it('answers zh-CN without a header or with none of the four', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('zh-CN');
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.8')).toBe('zh-CN');
  });

  it('takes the heaviest tag that is one of the four', () => {
    expect(localeFromAcceptLanguage('fr;q=0.9, pt-BR;q=0.8, en-US;q=0.85')).toBe('en-US');
    expect(localeFromAcceptLanguage('pt-BR')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('en-US;q=0, zh-TW;q=0.1')).toBe('zh-TW');
  });
});
