import { LOGIN_PATH, NOT_FOUND_PATH, sessionRedirect } from '@onsite/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { ensureSessionLoaded } from '../session/loadSession';
import { isSignedIn, useSessionStore } from '../stores/sessionStore';
import type { Chunk } from './chunk';
import { homeScreenOf, resolveHome, resolveScreenPath, type ScreenResolution } from './resolveScreenPath';

/** The screen a path shows: its menu key, its title ('' when it has no menu entry: home's landing) and its chunk. */
export interface ScreenData {
  key: string;
  title: string;
  /** The screen's lazily loaded component, already loaded. */
  screen: Chunk;
}

// The registry is loaded with the first signed-in page: the login page carries none of it.
const loadRegistry = () => import('../screens/registry');
type Registry = Awaited<ReturnType<typeof loadRegistry>>;

/**
 * Starts loading the registry now, beside the session's calls (it does not depend on them): one level
 * less in the first signed-in page's waterfall (issue 19 item 3). A failure is answered where the
 * registry is awaited; a navigation that ends before that (a redirect to login) leaves it unheard.
 */
function startRegistry(): Promise<Registry> {
  const registry = loadRegistry();
  registry.catch(() => undefined);
  return registry;
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The session guard of every navigation (spec 000 §4.1, domain `sessionRedirect`): a signed-out
 * visitor of a guarded path goes to login with the path as redirect; a signed-in one on the
 * login page goes home. The token's 12-hour expiry is checked here, on read.
 */
export function rootLoader({ request }: LoaderFunctionArgs): null {
  const target = sessionRedirect(isSignedIn(), pathOf(request));
  if (target !== null) throw redirect(target);
  return null;
}

/** The main layout: its chunk and the first navigation's user, live channel and routes, in parallel. */
export function mainLoader(layout: Chunk<object>) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await Promise.all([layout.preload(), ensureSessionLoaded(pathOf(request))]);
    return null;
  };
}

async function show(resolution: ScreenResolution, registry: Promise<Registry>): Promise<ScreenData> {
  switch (resolution.kind) {
    case 'notFound':
      throw redirect(NOT_FOUND_PATH);
    case 'redirect':
      throw redirect(resolution.path);
    case 'screen': {
      const screen = (await registry).screenEntry(resolution.key).chunk;
      await screen.preload();
      return { key: resolution.key, title: resolution.title, screen };
    }
    default:
      return resolution satisfies never;
  }
}

/**
 * Home: the landing page of the user (D9: workbench for userType '22', welcome otherwise; D37: a
 * master's own order list for userType '2').
 */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<ScreenData> {
  const registry = startRegistry();
  await ensureSessionLoaded(pathOf(request));
  const { routes, user } = useSessionStore.getState();
  return show(resolveHome(routes, homeScreenOf(user)), registry);
}

/** Any other path: resolved through the route tree built from the menu; unknown → /404. */
export async function screenLoader({ request }: LoaderFunctionArgs): Promise<ScreenData> {
  const registry = startRegistry();
  await ensureSessionLoaded(pathOf(request));
  return show(resolveScreenPath(useSessionStore.getState().routes, new URL(request.url).pathname), registry);
}

/** `/user` → `/user/login`; an unknown `/user/…` path → `/404`. */
export const userIndexLoader = () => redirect(LOGIN_PATH);
/** /test has one child, home (spec 000 §2.1): like /user, the parent path opens its page. */
export const testIndexLoader = () => redirect('/test/home');
export const notFoundLoader = () => redirect(NOT_FOUND_PATH);

/** A route whose only loading is its chunk. */
export function chunkLoader(page: Chunk<object>) {
  return async (): Promise<null> => {
    await page.preload();
    return null;
  };
}
