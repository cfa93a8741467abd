import { TOKEN_STORAGE_KEY, TOKEN_TTL_MS } from '@onsite/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadStoredToken } from '../session/tokenStorage';
import { TEST_USERS } from '../test/network';
import { initialSessionState, isSignedIn, useSessionStore } from './sessionStore';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);

describe('the session store', () => {
  beforeEach(() => useSessionStore.getState().reset());

  it('keeps a new token under Access-Token for exactly 12 hours (D2)', () => {
    useSessionStore.getState().signIn('abc', NOW);
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      value: 'abc',
      expiresAt: NOW + TOKEN_TTL_MS,
    });
    expect(useSessionStore.getState().readToken(NOW + TOKEN_TTL_MS - 1)).toBe('abc');
    expect(isSignedIn(NOW + TOKEN_TTL_MS - 1)).toBe(true);
  });

  it('forgets an expired token when it is read, in the store and in storage', () => {
    useSessionStore.getState().signIn('abc', NOW);
    expect(useSessionStore.getState().readToken(NOW + TOKEN_TTL_MS)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('stores the loaded user with its roles and buttons and marks the routes loaded', () => {
    useSessionStore.getState().signIn('abc', NOW);
    useSessionStore.getState().setSession({ ...TEST_USERS.enterprise, roleIds: [31, 29] }, []);
    const state = useSessionStore.getState();
    expect(state.roles).toEqual([31, 29]);
    expect(state.buttons).toEqual(TEST_USERS.enterprise.buttons);
    expect(state.routesLoaded).toBe(true);
  });

  it('reset clears token, user, roles, buttons and routes (logout)', () => {
    useSessionStore.getState().signIn('abc', NOW);
    useSessionStore.getState().setSession(TEST_USERS.admin, []);
    useSessionStore.getState().reset();
    const { signIn: _s, readToken: _r, setSession: _u, reset: _x, ...state } = useSessionStore.getState();
    expect(state).toEqual(initialSessionState);
    expect(loadStoredToken()).toBeNull();
  });

  it('ignores a malformed saved token', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not json');
    expect(loadStoredToken()).toBeNull();
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ value: '', expiresAt: NOW }));
    expect(loadStoredToken()).toBeNull();
  });
});
