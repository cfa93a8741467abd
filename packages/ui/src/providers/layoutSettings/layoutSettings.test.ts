import type { LayoutSettingsValue } from '@onsite/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  LAYOUT_SETTINGS_DEFAULTS,
  LAYOUT_SETTINGS_STORAGE_KEY,
  type LayoutSettings,
  loadLayoutSettings,
  saveLayoutSettings,
} from './layoutSettings';

function memoryStorage(
  initial?: string,
): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(LAYOUT_SETTINGS_STORAGE_KEY, initial);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const CHANGED: LayoutSettings = {
  navTheme: 'light',
  layout: 'top',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixedSidebar: false,
  autoHideHeader: true,
  colorWeak: true,
  primaryColor: '#722ED1',
  multiTab: false,
  sidebarCollapsed: true,
};

describe('layout settings defaults (spec 000 §9)', () => {
  it('are a dark side menu in #1890FF with multi-tab on', () => {
    expect(LAYOUT_SETTINGS_DEFAULTS).toEqual({
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
    });
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(LAYOUT_SETTINGS_DEFAULTS)).toBe(true);
  });
});

describe('loadLayoutSettings', () => {
  it('gives the defaults when nothing is saved or there is no storage', () => {
    expect(loadLayoutSettings(memoryStorage())).toEqual(LAYOUT_SETTINGS_DEFAULTS);
    expect(loadLayoutSettings(null)).toEqual(LAYOUT_SETTINGS_DEFAULTS);
    expect(loadLayoutSettings(undefined)).toEqual(LAYOUT_SETTINGS_DEFAULTS);
  });

  it('gives the defaults for text that is not JSON', () => {
    expect(loadLayoutSettings(memoryStorage('{navTheme: light'))).toEqual(LAYOUT_SETTINGS_DEFAULTS);
    expect(loadLayoutSettings(memoryStorage(''))).toEqual(LAYOUT_SETTINGS_DEFAULTS);
  });

  it('gives the defaults for JSON that is not an object', () => {
    for (const text of ['null', '42', '"dark"', '[true]', 'true']) {
      expect(loadLayoutSettings(memoryStorage(text))).toEqual(LAYOUT_SETTINGS_DEFAULTS);
    }
  });

  it('drops unknown fields and keeps the known ones', () => {
    const text = JSON.stringify({ navTheme: 'light', menuWidth: 300, __proto__x: 1 });
    expect(loadLayoutSettings(memoryStorage(text))).toEqual({
      ...LAYOUT_SETTINGS_DEFAULTS,
      navTheme: 'light',
    });
  });

  it('replaces each field of a wrong type or value by its default', () => {
    const text = JSON.stringify({
      navTheme: 'purple',
      layout: 'mix',
      contentWidth: 'fluid',
      fixedHeader: 'true',
      multiTab: 0,
      primaryColor: 'red',
      colorWeak: true,
    });
    expect(loadLayoutSettings(memoryStorage(text))).toEqual({ ...LAYOUT_SETTINGS_DEFAULTS, colorWeak: true });
  });

  it('accepts a theme colour in any case and keeps it upper-case', () => {
    const text = JSON.stringify({ primaryColor: '#2f54eb' });
    expect(loadLayoutSettings(memoryStorage(text)).primaryColor).toBe('#2F54EB');
    expect(loadLayoutSettings(memoryStorage(JSON.stringify({ primaryColor: '#fff' }))).primaryColor).toBe(
      '#1890FF',
    );
  });

  it('gives the defaults when the storage throws', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(loadLayoutSettings(blocked)).toEqual(LAYOUT_SETTINGS_DEFAULTS);
  });
});

describe('saveLayoutSettings', () => {
  it('round-trips every field through the storage', () => {
    const storage = memoryStorage();
    expect(saveLayoutSettings(storage, CHANGED)).toBe(true);
    expect(loadLayoutSettings(storage)).toEqual(CHANGED);
  });

  it('saves plain JSON under the settings key', () => {
    const storage = memoryStorage();
    saveLayoutSettings(storage, LAYOUT_SETTINGS_DEFAULTS);
    expect(JSON.parse(storage.data.get(LAYOUT_SETTINGS_STORAGE_KEY) ?? '')).toEqual(LAYOUT_SETTINGS_DEFAULTS);
  });

  it('never saves fields the settings do not have', () => {
    const storage = memoryStorage();
    saveLayoutSettings(storage, { ...CHANGED, extra: 'x' } as LayoutSettings);
    expect(Object.keys(JSON.parse(storage.data.get(LAYOUT_SETTINGS_STORAGE_KEY) ?? '{}'))).not.toContain(
      'extra',
    );
  });

  it('reports false when the storage refuses the value', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveLayoutSettings(full, CHANGED)).toBe(false);
  });
});

describe('the layout settings and the domain schema the server checks (D28)', () => {
  it('are the same fields of the same types', () => {
    expectTypeOf<LayoutSettings>().toEqualTypeOf<LayoutSettingsValue>();
  });
});
