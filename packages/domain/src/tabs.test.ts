import { describe, expect, it } from 'vitest';
import { closeTabs, openTab, type TabCommand, type TabsState } from './tabs';

type Tab = { key: string; title: string };
const tab = (key: string): Tab => ({ key, title: key.toUpperCase() });
const state = (keys: string[], activeKey: string): TabsState<Tab> => ({ tabs: keys.map(tab), activeKey });
const keysOf = (result: { tabs: readonly Tab[] }) => result.tabs.map((item) => item.key);

describe('closeTabs: current (spec 000 §2.3)', () => {
  it('never closes the last tab', () => {
    const result = closeTabs(state(['a'], 'a'), 'current');
    expect(keysOf(result)).toEqual(['a']);
    expect(result).toMatchObject({ activeKey: 'a', message: 'tabs.lastTab' });
  });

  it('activates the right neighbour of a closed active tab, or its left one at the end', () => {
    expect(closeTabs(state(['a', 'b', 'c'], 'b'), 'current')).toEqual({
      tabs: [tab('a'), tab('c')],
      activeKey: 'c',
    });
    expect(closeTabs(state(['a', 'b', 'c'], 'c'), 'current')).toEqual({
      tabs: [tab('a'), tab('b')],
      activeKey: 'b',
    });
  });

  it('keeps the active tab when another one is closed', () => {
    const result = closeTabs(state(['a', 'b', 'c'], 'a'), 'current', 'b');
    expect(keysOf(result)).toEqual(['a', 'c']);
    expect(result.activeKey).toBe('a');
    expect(result.message).toBeUndefined();
  });

  it('changes nothing for a target that is not open', () => {
    expect(closeTabs(state(['a', 'b'], 'a'), 'current', 'z')).toEqual({
      tabs: [tab('a'), tab('b')],
      activeKey: 'a',
    });
  });
});

describe('closeTabs: left and right', () => {
  it('closes the tabs left of the target', () => {
    expect(closeTabs(state(['a', 'b', 'c'], 'c'), 'left', 'b')).toEqual({
      tabs: [tab('b'), tab('c')],
      activeKey: 'c',
    });
  });

  it('activates the target when the active tab was closed', () => {
    expect(closeTabs(state(['a', 'b', 'c'], 'a'), 'left', 'c')).toEqual({ tabs: [tab('c')], activeKey: 'c' });
    expect(closeTabs(state(['a', 'b', 'c'], 'c'), 'right', 'a')).toEqual({
      tabs: [tab('a')],
      activeKey: 'a',
    });
  });

  it('closes the tabs right of the target, by default the active one', () => {
    expect(closeTabs(state(['a', 'b', 'c'], 'b'), 'right')).toEqual({
      tabs: [tab('a'), tab('b')],
      activeKey: 'b',
    });
  });

  it('says so when nothing lies on that side', () => {
    expect(closeTabs(state(['a', 'b'], 'a'), 'left')).toMatchObject({
      activeKey: 'a',
      message: 'tabs.noneLeft',
    });
    expect(closeTabs(state(['a', 'b'], 'b'), 'right')).toMatchObject({
      activeKey: 'b',
      message: 'tabs.noneRight',
    });
    expect(closeTabs(state(['a'], 'a'), 'left').message).toBe('tabs.noneLeft');
    expect(closeTabs(state(['a', 'b'], 'a'), 'right', 'z').message).toBe('tabs.noneRight');
  });
});

describe('closeTabs: all', () => {
  it('closes every tab but the active one, whatever tab was clicked', () => {
    expect(closeTabs(state(['a', 'b', 'c'], 'b'), 'all', 'c')).toEqual({ tabs: [tab('b')], activeKey: 'b' });
  });

  it('says the last tab cannot be closed when only one is open', () => {
    expect(closeTabs(state(['a'], 'a'), 'all')).toMatchObject({ activeKey: 'a', message: 'tabs.lastTab' });
  });

  it('keeps the clicked tab, else the first, when the active key names no tab', () => {
    expect(closeTabs(state(['a', 'b'], 'z'), 'all', 'b')).toEqual({ tabs: [tab('b')], activeKey: 'b' });
    expect(closeTabs(state(['a', 'b'], 'z'), 'all')).toEqual({ tabs: [tab('a')], activeKey: 'a' });
  });
});

describe('closeTabs with wrong input', () => {
  it('never changes the state it is given', () => {
    const given = state(['a', 'b', 'c'], 'b');
    const copy = structuredClone(given);
    for (const command of ['current', 'left', 'right', 'all'] as const) closeTabs(given, command);
    expect(given).toEqual(copy);
  });

  it('answers with a defined state for bad shapes and unknown commands', () => {
    expect(closeTabs(null as unknown as TabsState<Tab>, 'current')).toEqual({
      tabs: [],
      activeKey: '',
      message: 'tabs.lastTab',
    });
    const junk = {
      tabs: [null, { title: 'x' }, tab('a'), tab('b')],
      activeKey: 3,
    } as unknown as TabsState<Tab>;
    expect(closeTabs(junk, 'current', 'a')).toEqual({ tabs: [tab('b')], activeKey: 'b' });
    expect(closeTabs(state(['a', 'b'], 'a'), 'others' as TabCommand)).toEqual({
      tabs: [tab('a'), tab('b')],
      activeKey: 'a',
    });
  });
});

describe('openTab', () => {
  it('adds a new tab at the end and activates it', () => {
    expect(openTab(state(['a'], 'a'), tab('b'))).toEqual({ tabs: [tab('a'), tab('b')], activeKey: 'b' });
  });

  it('activates an open tab without adding it again', () => {
    expect(openTab(state(['a', 'b'], 'b'), tab('a'))).toEqual({ tabs: [tab('a'), tab('b')], activeKey: 'a' });
  });

  it('ignores a tab without a key', () => {
    expect(openTab(state(['a'], 'a'), null as unknown as Tab)).toEqual({ tabs: [tab('a')], activeKey: 'a' });
  });
});
