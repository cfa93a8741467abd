import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_TREE, RETIRED_SCREEN_KEYS, TEMPLATE_SCREEN_KEYS } from '../../../server/src/seed/menus';
import { CATALOGUE, SCREEN_KEYS } from './catalogue';
import { SCREENS, screenEntry } from './registry';

interface SeedMenu {
  key: string;
  children?: readonly SeedMenu[];
}

/**
 * The keys the console README's registry table says are built: the backticked keys of the first
 * column, except the rows of the keys that render the 404 page.
 */
function builtKeysInReadme(): string[] {
  const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
  const section = readme.split('## The screens registry (D12)')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (keys|every other key|a menu key|-)/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
}

describe('the screens registry (D12)', () => {
  it('has an entry for every catalogue key', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...SCREEN_KEYS].sort());
    expect(new Set(SCREEN_KEYS).size).toBe(SCREEN_KEYS.length);
  });

  it('builds the keys the README lists as built; every other key renders the 404 page', () => {
    const built = SCREEN_KEYS.filter((key) => SCREENS[key].status === 'built');
    expect(built.sort()).toEqual(builtKeysInReadme().sort());
    const notFound = SCREENS['404'].chunk;
    for (const key of SCREEN_KEYS.filter((item) => SCREENS[item].status === 'notBuilt')) {
      expect(SCREENS[key].chunk, key).toBe(notFound);
    }
  });

  it('counts in the README every key still on the 404 page, the template pages aside', () => {
    const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    const [, others, all] = /\| every other key: (\d+) of the (\d+)/.exec(readme) ?? [];
    const templates: readonly string[] = [...TEMPLATE_SCREEN_KEYS, ...RETIRED_SCREEN_KEYS];
    const notBuilt = SCREEN_KEYS.filter(
      (key) => SCREENS[key].status === 'notBuilt' && !templates.includes(key),
    );
    expect(Number(others)).toBe(notBuilt.length);
    expect(Number(all)).toBe(SCREEN_KEYS.length);
  });

  it('answers the 404 page for a key outside the catalogue', () => {
    expect(screenEntry('noSuchScreen')).toEqual({ status: 'notBuilt', chunk: SCREENS['404'].chunk });
  });

  it('covers every screen key the reference server seeds in its menus and the template pages, and only those', () => {
    const leaves = (menus: readonly SeedMenu[]): string[] =>
      menus.flatMap((menu) => (menu.children ? leaves(menu.children) : [menu.key]));
    expect([...SCREEN_KEYS].sort()).toEqual(
      [...leaves(MENU_TREE), ...TEMPLATE_SCREEN_KEYS, ...RETIRED_SCREEN_KEYS].sort(),
    );
  });

  it('keeps the antd-pro template pages on the 404 page, out of every seeded menu (issue 18)', () => {
    for (const key of TEMPLATE_SCREEN_KEYS) expect(SCREENS[key].status, key).toBe('notBuilt');
  });

  it('keeps 代码生成 (gen) on the 404 page, out of every seeded menu (D47)', () => {
    for (const key of RETIRED_SCREEN_KEYS) expect(SCREENS[key].status, key).toBe('notBuilt');
  });

  it('lists the dashboards of spec 000 §2.2', () => {
    expect([...CATALOGUE.dashboards].sort()).toEqual(
      ['analysis', 'dataCentre', 'monitor', 'welcome', 'workbench', 'workplace'].sort(),
    );
  });
});
