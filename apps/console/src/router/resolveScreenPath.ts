import {
  flattenRoutes,
  type LandingKind,
  landingKind,
  normalizeUserType,
  type RouteNode,
  routePathByKey,
  USER_TYPE_MASTER,
} from '@onsite/domain';

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

/** The screen home opens: D9's landing, or a master's own order list (D16, D37). */
export type HomeScreen = LandingKind | 'masterOrderList';

/**
 * The screen a user lands on: a master or team head (userType '2', D33) on their own order list
 * (D16, D37), everyone else as D9 says (workbench for userType '22', welcome otherwise).
 */
export function homeScreenOf(user: { userType?: unknown } | null | undefined): HomeScreen {
  const userType = typeof user === 'object' && user !== null ? user.userType : undefined;
  return normalizeUserType(userType) === USER_TYPE_MASTER ? 'masterOrderList' : landingKind(user);
}

/**
 * Home (D9): the landing screen's menu path when the user's menu has it; otherwise the landing
 * screen is shown at home itself.
 */
export function resolveHome(routes: readonly RouteNode[], landing: HomeScreen): ScreenResolution {
  const path = routePathByKey(routes, landing);
  if (path !== null) return { kind: 'redirect', path };
  return { kind: 'screen', key: landing, title: '', path: '/' };
}
