import { describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../../server/src/seed/menus';
import { CATALOGUE, SCREEN_KEYS } from './catalogue';
import { SCREENS, screenEntry } from './registry';

interface SeedMenu {
  key: string;
  children?: readonly SeedMenu[];
}

describe('the screens registry (D12)', () => {
  it('has an entry for every catalogue key', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...SCREEN_KEYS].sort());
    expect(new Set(SCREEN_KEYS).size).toBe(SCREEN_KEYS.length);
  });

  it('builds welcome and the three failure pages; every other key renders the 404 page', () => {
    const built = SCREEN_KEYS.filter((key) => SCREENS[key].status === 'built');
    expect(built.sort()).toEqual(['403', '404', '500', 'welcome']);
    const notFound = SCREENS['404'].chunk;
    for (const key of SCREEN_KEYS.filter((item) => SCREENS[item].status === 'notBuilt')) {
      expect(SCREENS[key].chunk, key).toBe(notFound);
    }
  });

  it('answers the 404 page for a key outside the catalogue', () => {
    expect(screenEntry('noSuchScreen')).toEqual({ status: 'notBuilt', chunk: SCREENS['404'].chunk });
  });

  it('covers every screen key the reference server seeds in its menus, and only those', () => {
    const leaves = (menus: readonly SeedMenu[]): string[] =>
      menus.flatMap((menu) => (menu.children ? leaves(menu.children) : [menu.key]));
    expect([...SCREEN_KEYS].sort()).toEqual(leaves(MENU_TREE).sort());
  });

  it('lists the dashboards of spec 000 §2.2', () => {
    expect([...CATALOGUE.dashboards].sort()).toEqual(
      ['analysis', 'dataCentre', 'monitor', 'welcome', 'workbench', 'workplace'].sort(),
    );
  });
});
