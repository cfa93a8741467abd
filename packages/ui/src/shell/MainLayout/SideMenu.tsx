import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import type { NavTheme } from '../../providers/layoutSettings';
import { type LayoutRoute, menuKeysFor, shownRoutes } from './menuRoutes';

type MenuItems = NonNullable<MenuProps['items']>;

export interface SideMenuProps {
  /** The route tree; entries hidden in the menu are left out. */
  routes: readonly LayoutRoute[];
  /** The current path, which decides the selected and open entries. */
  pathname: string;
  /** Called with the path of the entry chosen. */
  onNavigate: (path: string) => void;
  /** The name of the navigation landmark. */
  label: string;
  /** Menu colours; 'dark' by default. */
  theme?: NavTheme;
  /** 'inline' in the side menu, 'horizontal' in the header (top layout); 'inline' by default. */
  mode?: 'inline' | 'horizontal';
  /** The side menu shows icons only; false by default. */
  collapsed?: boolean;
  /** The icon of an entry by its icon name. */
  renderIcon: (icon: string) => ReactNode;
}

function toItems(routes: readonly LayoutRoute[], renderIcon: (icon: string) => ReactNode): MenuItems {
  return shownRoutes(routes).map((route) => {
    const icon = route.icon ? renderIcon(route.icon) : null;
    const children = shownRoutes(route.children);
    return children.length > 0
      ? { key: route.path, label: route.title, icon, children: toItems(children, renderIcon) }
      : { key: route.path, label: route.title, icon };
  });
}

/** The menu of the route tree (spec 000 §2.1): one entry per route shown, keyed by its path. */
export function SideMenu({
  routes,
  pathname,
  onNavigate,
  label,
  theme = 'dark',
  mode = 'inline',
  collapsed = false,
  renderIcon,
}: SideMenuProps) {
  const items = useMemo(() => toItems(routes, renderIcon), [routes, renderIcon]);
  const { selectedKeys, openKeys: pathOpenKeys } = useMemo(
    () => menuKeysFor(routes, pathname),
    [routes, pathname],
  );
  // The parents of the current page open when the page changes; what the user opened stays open.
  const [open, setOpen] = useState({ pathname, keys: pathOpenKeys });
  if (open.pathname !== pathname) {
    setOpen({ pathname, keys: [...new Set([...open.keys, ...pathOpenKeys])] });
  }
  // A collapsed or horizontal menu opens its submenus as pop-ups, which it manages itself.
  const openProps =
    mode === 'inline' && !collapsed
      ? { openKeys: open.keys, onOpenChange: (keys: string[]) => setOpen({ pathname, keys }) }
      : {};
  return (
    <nav aria-label={label} style={mode === 'horizontal' ? { flex: 1, minWidth: 0 } : undefined}>
      <Menu
        mode={mode}
        theme={theme}
        items={items}
        selectedKeys={selectedKeys}
        onClick={({ key }) => onNavigate(String(key))}
        style={{ borderInlineEnd: 'none', ...(mode === 'horizontal' ? { borderBottom: 'none' } : {}) }}
        {...openProps}
      />
    </nav>
  );
}
