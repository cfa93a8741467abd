import { loadStoredToken } from '../session/tokenStorage';

/**
 * The landing screens (D9, D37), imported exactly as the screens registry imports them (the same
 * chunk). Issue 19 item 3: a signed-in page opened on one of them used to fetch its chunk only after
 * the registry chunk and the session calls had come back (3 levels after the HTML); started from
 * the entry module, it loads beside them (2 levels).
 */
const LANDING_SCREENS: Readonly<Record<string, () => Promise<unknown>>> = {
  welcome: () => import('../screens/welcome/WelcomeScreen'),
  workbench: () => import('../screens/dashboards/WorkbenchScreen/WorkbenchScreen'),
  masterOrderList: () => import('../screens/orders/MasterOrderListScreen/MasterOrderListScreen'),
};

/**
 * With a saved session, starts loading the chunk of the landing screen the path names (its last
 * segment is the menu key, spec 000 §2.1). Any other path, or no session, loads nothing: the route's
 * loader resolves the screen as before. A failure here is left to that loader, which retries.
 */
export function preloadLandingScreen(pathname: string, now: number = Date.now()): void {
  const token = loadStoredToken();
  if (token === null || token.expiresAt <= now) return;
  const key = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const load = Object.hasOwn(LANDING_SCREENS, key) ? LANDING_SCREENS[key] : undefined;
  load?.().catch(() => undefined);
}
