import { describe, expectTypeOf, it } from 'vitest';
import { closeTabs, openTab, type TabCommand, type TabsMessage } from './tabs';

interface PageTab {
  key: string;
  title: string;
  path: string;
  closable?: boolean;
}

describe('closeTabs types', () => {
  it('keeps the tab type of the caller', () => {
    const tabs: PageTab[] = [{ key: 'a', title: 'A', path: '/a' }];
    const result = closeTabs({ tabs, activeKey: 'a' }, 'current');
    expectTypeOf(result.tabs).toEqualTypeOf<PageTab[]>();
    expectTypeOf(result.activeKey).toEqualTypeOf<string>();
    expectTypeOf(result.message).toEqualTypeOf<TabsMessage | undefined>();
    expectTypeOf(openTab({ tabs, activeKey: 'a' }, tabs[0] as PageTab).tabs).toEqualTypeOf<PageTab[]>();
  });

  it('accepts only the four commands and tabs with a string key', () => {
    expectTypeOf<TabCommand>().toEqualTypeOf<'current' | 'left' | 'right' | 'all'>();
    expectTypeOf<TabsMessage>().toEqualTypeOf<'tabs.lastTab' | 'tabs.noneLeft' | 'tabs.noneRight'>();
    // @ts-expect-error an unknown command
    closeTabs({ tabs: [], activeKey: '' }, 'others');
    // @ts-expect-error a tab without a string key
    closeTabs({ tabs: [{ key: 1 }], activeKey: '' }, 'all');
  });
});
