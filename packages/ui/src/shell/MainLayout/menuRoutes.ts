import type { RouteNode } from '@onsite/domain';

/** The part of a route the layout reads; domain's `RouteNode` (from `buildRoutes`) is one. */
export interface LayoutRoute {
  /** The menu key (spec 000 §2.1). */
  key: string;
  /** The full path, /{parentKey}/{key}. */
  path: string;
  /** The name shown in the menu and the breadcrumb. */
  title: string;
  /** The icon name of the menu entry, or null. */
  icon: string | null;
  /** A hidden entry stays a route but is not shown in the menu. */
  hideInMenu: boolean;
  /** Nested routes. */
  children: readonly LayoutRoute[];
}

// Compile-time check that domain's route tree can be passed as it is.
type AssertAssignable<T extends LayoutRoute> = T;
export type RouteNodeIsLayoutRoute = AssertAssignable<RouteNode>;

/** A breadcrumb entry: its text and, when it leads somewhere, the path to go to. */
export interface LayoutBreadcrumbItem {
  /** The text shown. */
  title: string;
  /** Where a click goes; the last entry (the current page) has none. */
  path?: string;
}

function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The routes leading to `pathname`, outermost first (empty when nothing matches). */
export function matchRoutes(routes: readonly LayoutRoute[], pathname: string): LayoutRoute[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    if (isWithin(path, route.path)) return [route, ...matchRoutes(route.children, path)];
  }
  return [];
}

/**
 * The menu's selected and open keys (menu keys are paths): the deepest matched route shown in the
 * menu is selected (a hidden page selects its nearest shown parent); its parents are open.
 */
export function menuKeysFor(
  routes: readonly LayoutRoute[],
  pathname: string,
): {
  selectedKeys: string[];
  openKeys: string[];
} {
  const shown: LayoutRoute[] = [];
  for (const route of matchRoutes(routes, pathname)) {
    if (route.hideInMenu) break;
    shown.push(route);
  }
  const selected = shown.at(-1);
  return {
    selectedKeys: selected ? [selected.path] : [],
    openKeys: shown.slice(0, -1).map((route) => route.path),
  };
}

/** The breadcrumb of the matched routes: directories are plain text, the current page last. */
export function breadcrumbFor(routes: readonly LayoutRoute[], pathname: string): LayoutBreadcrumbItem[] {
  const matched = matchRoutes(routes, pathname);
  return matched.map((route, index) =>
    index === matched.length - 1 || route.children.length > 0
      ? { title: route.title }
      : { title: route.title, path: route.path },
  );
}

/** The entries of a menu level that are shown. */
export function shownRoutes(routes: readonly LayoutRoute[]): LayoutRoute[] {
  return routes.filter((route) => !route.hideInMenu);
}
