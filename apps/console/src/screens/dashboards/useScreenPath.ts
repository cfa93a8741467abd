import { routePathByKey } from '@onsite/domain';
import { useSessionStore } from '../../stores/sessionStore';

/**
 * The path of a catalogue screen in the signed-in user's menu-built routes (spec 000 §2.1), with an
 * optional query (e.g. the order list's jumpList); null when the user's menu lacks the screen, so
 * a link to it is not offered.
 */
export function useScreenPath(key: string, query?: Record<string, string>): string | null {
  const path = useSessionStore((state) => routePathByKey(state.routes, key));
  if (path === null) return null;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The paths of several screens at once (a list's row links), by key. */
export function useScreenPaths<K extends string>(keys: readonly K[]): Record<K, string | null> {
  const routes = useSessionStore((state) => state.routes);
  return Object.fromEntries(keys.map((key) => [key, routePathByKey(routes, key)])) as Record<
    K,
    string | null
  >;
}
