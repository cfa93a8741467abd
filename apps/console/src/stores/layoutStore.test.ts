import { LAYOUT_SETTINGS_DEFAULTS, LAYOUT_SETTINGS_STORAGE_KEY } from '@onsite/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from './layoutStore';

describe('the layout settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.getState().reset();
  });

  it('starts from the defaults: dark side menu, #1890FF, multi-tab on (spec 000 §9)', () => {
    expect(useLayoutStore.getState().settings).toEqual(LAYOUT_SETTINGS_DEFAULTS);
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
});
