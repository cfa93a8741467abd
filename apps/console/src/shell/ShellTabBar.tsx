import { MultiTabBar } from '@onsite/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabsStore } from '../stores/tabsStore';
import { useKeepAliveStore } from './keepAlive/keepAliveStore';
import { useMenuTitle } from './useMenuTitle';

export interface ShellTabBarProps {
  /** The screen on display; null while none is shown (a redirect, an error). */
  screen: { key: string; serverTitle: string } | null;
}

/**
 * The multi-tab bar (spec 000 §2.3): every page shown opens a tab (kept in sessionStorage, so a
 * reload keeps them); the context menu and its messages are the ui's MultiTabBar. Each tab's screen
 * is kept alive (D27): 刷新当前标签 mounts it anew, and closing one with unsaved input asks first.
 */
export function ShellTabBar({ screen }: ShellTabBarProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tabs = useTabsStore((state) => state.tabs);
  const { open, replace } = useTabsStore.getState();
  const unsavedKeys = useKeepAliveStore((state) => state.unsaved);

  const menuTitle = useMenuTitle();
  const screenKey = screen?.key ?? null;
  const serverTitle = screen?.serverTitle ?? '';

  useEffect(() => {
    if (screenKey !== null)
      open({ key: pathname, path: `${pathname}${search}`, screenKey, title: serverTitle });
  }, [open, pathname, search, screenKey, serverTitle]);

  const pathOf = (key: string) => tabs.find((tab) => tab.key === key)?.path ?? key;

  return (
    <MultiTabBar
      tabs={tabs.map((tab) => ({ key: tab.key, label: menuTitle(tab.screenKey, tab.title) }))}
      activeKey={pathname}
      onChange={(key) => void navigate(pathOf(key))}
      onTabsChange={(change) => {
        const kept = tabs.filter((tab) => change.tabs.some((item) => item.key === tab.key));
        replace(kept, change.activeKey);
        if (change.activeKey !== pathname) void navigate(pathOf(change.activeKey));
      }}
      onRefresh={(key) => {
        useKeepAliveStore.getState().refresh(key);
        if (key !== pathname) void navigate(pathOf(key));
      }}
      unsavedKeys={unsavedKeys}
    />
  );
}
