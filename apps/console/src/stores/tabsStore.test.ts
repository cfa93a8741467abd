import { beforeEach, describe, expect, it } from 'vitest';
import { TABS_STORAGE_KEY, useTabsStore } from './tabsStore';

const tab = (key: string, title = key) => ({ key, path: key, screenKey: key.slice(1), title });

describe('the tabs store', () => {
  beforeEach(() => useTabsStore.getState().reset());

  it('opens each page once, activates it, and remembers its latest path and title', () => {
    const { open } = useTabsStore.getState();
    open(tab('/a'));
    open(tab('/b'));
    open({ key: '/a', path: '/a?orderId=9', screenKey: 'a', title: 'A2' });
    const { tabs, activeKey } = useTabsStore.getState();
    expect(tabs).toEqual([{ key: '/a', path: '/a?orderId=9', screenKey: 'a', title: 'A2' }, tab('/b')]);
    expect(activeKey).toBe('/a');
  });

  it('runs the context-menu commands through the domain rule and answers its messages', () => {
    const { open, close } = useTabsStore.getState();
    for (const key of ['/a', '/b', '/c']) open(tab(key));
    expect(close('right', '/c')).toBe('tabs.noneRight');
    expect(close('left', '/a')).toBe('tabs.noneLeft');
    expect(close('left', '/b')).toBeNull();
    expect(useTabsStore.getState().tabs.map((item) => item.key)).toEqual(['/b', '/c']);
    expect(close('all')).toBeNull();
    expect(useTabsStore.getState().tabs.map((item) => item.key)).toEqual(['/c']);
    expect(close('current')).toBe('tabs.lastTab');
  });

  it('keeps the tabs in sessionStorage so a reload finds them', async () => {
    useTabsStore.getState().open(tab('/a', '订单列表'));
    const saved = sessionStorage.getItem(TABS_STORAGE_KEY) ?? 'null';
    expect(JSON.parse(saved).state).toEqual({ tabs: [tab('/a', '订单列表')], activeKey: '/a' });
    // A reload: the page starts empty and reads what the last one saved.
    useTabsStore.setState({ tabs: [], activeKey: '' });
    sessionStorage.setItem(TABS_STORAGE_KEY, saved);
    await useTabsStore.persist.rehydrate();
    expect(useTabsStore.getState().tabs).toEqual([tab('/a', '订单列表')]);
  });
});
