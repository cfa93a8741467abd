import { routePathByKey } from '@onsite/domain';
import { useSessionStore } from '../../stores/sessionStore';

/** The path of another screen of the user's menu (spec 000 §2.1), or null when the menu lacks it. */
export function useScreenPath(key: string): string | null {
  return useSessionStore((state) => routePathByKey(state.routes, key));
}
