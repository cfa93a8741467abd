import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { UserPreferencesSchema } from './preferences';

const preferences = {
  locale: 'zh-CN',
  tableDensity: 'medium',
  layout: {
    navTheme: 'dark',
    layout: 'side',
    contentWidth: 'Fluid',
    fixedHeader: true,
    fixedSidebar: true,
    autoHideHeader: false,
    colorWeak: false,
    primaryColor: '#1890FF',
    multiTab: true,
    sidebarCollapsed: false,
  },
};

const valid = (value: unknown) => Value.Check(UserPreferencesSchema, value);

describe('a user’s preferences (D28)', () => {
  it('accept the ten layout settings of spec 000 §9, a language of the four and a density', () => {
    expect(valid(preferences)).toBe(true);
    expect(valid({ ...preferences, locale: 'pt-BR', tableDensity: 'small' })).toBe(true);
    expect(valid({ ...preferences, layout: { ...preferences.layout, primaryColor: '#722ed1' } })).toBe(true);
  });

  it('refuse an option outside its list, a colour that is not #rrggbb, and unknown or missing fields', () => {
    const layout = preferences.layout;
    for (const bad of [
      { ...preferences, locale: 'fr-FR' },
      { ...preferences, tableDensity: 'tiny' },
      { ...preferences, layout: { ...layout, navTheme: 'realDark' } },
      { ...preferences, layout: { ...layout, layout: 'mix' } },
      { ...preferences, layout: { ...layout, contentWidth: 'fluid' } },
      { ...preferences, layout: { ...layout, multiTab: 'yes' } },
      { ...preferences, layout: { ...layout, primaryColor: 'red' } },
      { ...preferences, layout: { ...layout, primaryColor: '#1890FF; background: url(x)' } },
      { ...preferences, layout: { ...layout, primaryColor: '#18F' } },
      { ...preferences, layout: { ...layout, extra: 1 } },
      { ...preferences, extra: 'x'.repeat(10_000) },
      { locale: 'zh-CN', layout },
      null,
      [],
    ]) {
      expect(valid(bad), JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });
});
