import type { CurrentUser, RouteNode } from '@onsite/domain';
import { parseRoleIds } from '@onsite/domain';
import { create } from 'zustand';
import { clearStoredToken, loadStoredToken, saveToken } from '../session/tokenStorage';

export interface SessionState {
  /** The session token (D2); null when signed out or expired. */
  token: string | null;
  /** When the token expires (epoch ms); null without a token. */
  expiresAt: number | null;
  /** The signed-in user of `/system/user/info`; null until loaded. */
  user: CurrentUser | null;
  /** Role ids of the user (spec 000 §3, §6). */
  roles: number[];
  /** Button permission codes of the user (D11: empty allows everything). */
  buttons: string[];
  /** The route tree built from `/system/menu/user` (spec 000 §2.1). */
  routes: RouteNode[];
  /** The user and the routes are loaded: the first navigation has run (spec 000 §4.1). */
  routesLoaded: boolean;
}

export interface SessionActions {
  /** Keeps a new token for 12 hours (spec 000 §4.1) and forgets any earlier user. */
  signIn: (token: string, now?: number) => void;
  /** The token if it has not expired; an expired one is cleared (checked on every read). */
  readToken: (now?: number) => string | null;
  /** Stores the loaded user and the routes built from the menu. */
  setSession: (user: CurrentUser, routes: RouteNode[]) => void;
  /** Clears token, user, roles, buttons and routes (logout, spec 000 §4.1). */
  reset: () => void;
}

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: SessionState = {
  token: null,
  expiresAt: null,
  user: null,
  roles: [],
  buttons: [],
  routes: [],
  routesLoaded: false,
};

function restoredState(): SessionState {
  const stored = loadStoredToken();
  return stored
    ? { ...initialSessionState, token: stored.value, expiresAt: stored.expiresAt }
    : initialSessionState;
}

export const useSessionStore = create<SessionStore>()((set, get) => ({
  ...restoredState(),
  signIn: (token, now = Date.now()) => {
    const stored = saveToken(token, now);
    set({ ...initialSessionState, token: stored.value, expiresAt: stored.expiresAt });
  },
  readToken: (now = Date.now()) => {
    const { token, expiresAt } = get();
    if (token === null) return null;
    if (expiresAt === null || now >= expiresAt) {
      get().reset();
      return null;
    }
    return token;
  },
  setSession: (user, routes) =>
    set({
      user,
      roles: parseRoleIds(user.roleIds),
      buttons: [...(user.buttons ?? [])],
      routes,
      routesLoaded: true,
    }),
  reset: () => {
    clearStoredToken();
    set(initialSessionState);
  },
}));

/** Whether a usable (present, unexpired) token is held. */
export function isSignedIn(now: number = Date.now()): boolean {
  return useSessionStore.getState().readToken(now) !== null;
}
