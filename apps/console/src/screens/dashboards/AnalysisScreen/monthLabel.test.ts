import { describe, expect, it } from 'vitest';
import { monthLabel } from './monthLabel';

describe('monthLabel', () => {
  it('names the server’s months in the language shown', () => {
    expect(monthLabel('1月', 'zh-CN')).toBe('1月');
    expect(monthLabel('12月', 'zh-TW')).toBe('12月');
    expect(monthLabel('1月', 'en-US')).toBe('Jan');
    expect(monthLabel('9月', 'en-US', 'long')).toBe('September');
    expect(monthLabel('3月', 'pt-BR')).toMatch(/^mar\.?$/);
    expect(monthLabel('3月', 'pt-BR', 'long')).toBe('março');
  });

  it('shows a label that names no month as it came', () => {
    expect(monthLabel('13月', 'en-US')).toBe('13月');
    expect(monthLabel('Q1', 'en-US')).toBe('Q1');
    expect(monthLabel('', 'pt-BR')).toBe('');
  });
});
