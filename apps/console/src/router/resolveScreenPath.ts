import { flattenRoutes, type LandingKind, type RouteNode, routePathByKey } from '@onsite/domain';

/** What a path of the menu-built routes shows. */
export type ScreenResolution =
  | { kind: 'screen'; key: string; title: string; path: string }
  | { kind: 'redirect'; path: string }
  | { kind: 'notFound' };

function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Resolves a path through the route tree of the menu (spec 000 §2.1): a screen's path shows its
 * screen (found by key in the registry); a directory's path goes to its first entry shown in the
 * menu (else its first entry), down to a screen; any other path is unknown (→ /404).
 */
export function resolveScreenPath(routes: readonly RouteNode[], pathname: string): ScreenResolution {
  const path = trimmed(pathname);
  let node = flattenRoutes(routes).find((route) => route.path === path);
  if (node === undefined) return { kind: 'notFound' };
  while (node.children.length > 0) {
    const next: RouteNode | undefined = node.children.find((child) => !child.hideInMenu) ?? node.children[0];
    if (next === undefined) break;
    node = next;
  }
  if (node.path !== path) return { kind: 'redirect', path: node.path };
  return { kind: 'screen', key: node.key, title: node.title, path: node.path };
}

/**
 * Home (D9): the landing screen's menu path when the user's menu has it; otherwise the landing
 * screen is shown at home itself.
 */
export function resolveHome(routes: readonly RouteNode[], landing: LandingKind): ScreenResolution {
  const path = routePathByKey(routes, landing);
  if (path !== null) return { kind: 'redirect', path };
  return { kind: 'screen', key: landing, title: '', path: '/' };
}
