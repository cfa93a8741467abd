import { closeTabs, openTab, type TabCommand, type TabsMessage } from '@onsite/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** An opened page of the multi-tab bar; plain data so it survives a reload. */
export interface ShellTab {
  /** The page's pathname: one tab per page. */
  key: string;
  /** Where the tab leads: the pathname with the query last seen on it. */
  path: string;
  /** The menu key of the page's screen: its title follows the language. */
  screenKey: string;
  /** The server's menu title of the page (its zh-CN title). */
  title: string;
}

export interface TabsState {
  tabs: ShellTab[];
  activeKey: string;
}

export interface TabsActions {
  /** Opens (or activates) the page's tab and remembers its latest path and title (spec 000 §2.3). */
  open: (tab: ShellTab) => void;
  /** Runs a context-menu command; answers the message to show when nothing could be closed. */
  close: (command: TabCommand, targetKey?: string) => TabsMessage | null;
  /** Sets the tabs after the tab bar closed some. */
  replace: (tabs: ShellTab[], activeKey: string) => void;
  /** No tabs (logout). */
  reset: () => void;
}

export type TabsStore = TabsState & TabsActions;

export const initialTabsState: TabsState = { tabs: [], activeKey: '' };

/** Where the tabs are kept: per browser tab, so a reload keeps them and two windows do not mix. */
export const TABS_STORAGE_KEY = 'onsite.tabs';

export const useTabsStore = create<TabsStore>()(
  persist(
    (set, get) => ({
      ...initialTabsState,
      open: (tab) => {
        const result = openTab(get(), tab);
        set({
          tabs: result.tabs.map((item) => (item.key === tab.key ? tab : item)),
          activeKey: result.activeKey,
        });
      },
      close: (command, targetKey) => {
        const result = closeTabs(get(), command, targetKey);
        if (result.message !== undefined) return result.message;
        set({ tabs: result.tabs, activeKey: result.activeKey });
        return null;
      },
      replace: (tabs, activeKey) => set({ tabs, activeKey }),
      reset: () => set(initialTabsState),
    }),
    {
      name: TABS_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tabs, activeKey }) => ({ tabs, activeKey }),
    },
  ),
);
