import type { UserPreferences } from '@onsite/domain';
import { LAYOUT_SETTINGS_DEFAULTS, LAYOUT_SETTINGS_STORAGE_KEY } from '@onsite/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesOf, TABLE_DENSITY_STORAGE_KEY, useLayoutStore } from './layoutStore';

const saved: UserPreferences = {
  locale: 'pt-BR',
  tableDensity: 'small',
  layout: { ...LAYOUT_SETTINGS_DEFAULTS, navTheme: 'light', primaryColor: '#722ED1', multiTab: false },
};

describe('the layout settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.getState().reset();
  });

  it('starts from the defaults: dark side menu, #1890FF, multi-tab on (spec 000 §9), tables at antd’s size', () => {
    expect(useLayoutStore.getState().settings).toEqual(LAYOUT_SETTINGS_DEFAULTS);
    expect(useLayoutStore.getState().tableDensity).toBe('large');
    expect(useLayoutStore.getState().appliedLocale).toBeNull();
  });

  it('saves every change locally and reads it back', () => {
    useLayoutStore.getState().update({ navTheme: 'light', multiTab: false });
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      navTheme: 'light',
      multiTab: false,
    });
    useLayoutStore.setState({ settings: LAYOUT_SETTINGS_DEFAULTS });
    useLayoutStore.getState().reset();
    expect(useLayoutStore.getState().settings).toMatchObject({ navTheme: 'light', multiTab: false });
  });

  it('applies preferences (D28) and keeps them as the local cache of the next first paint', () => {
    useLayoutStore.getState().applyPreferences(saved);
    expect(useLayoutStore.getState()).toMatchObject({
      settings: saved.layout,
      tableDensity: 'small',
      appliedLocale: 'pt-BR',
      revision: 1,
    });
    expect(preferencesOf(useLayoutStore.getState(), 'pt-BR')).toEqual(saved);
    // A new page (the store made again) starts from the cached copy.
    useLayoutStore.getState().reset();
    expect(useLayoutStore.getState().settings).toEqual(saved.layout);
    expect(useLayoutStore.getState().tableDensity).toBe('small');
    expect(localStorage.getItem(TABLE_DENSITY_STORAGE_KEY)).toBe('small');
  });

  it('reads a density it does not know as the default', () => {
    localStorage.setItem(TABLE_DENSITY_STORAGE_KEY, 'tiny');
    useLayoutStore.getState().reset();
    expect(useLayoutStore.getState().tableDensity).toBe('large');
  });
});
