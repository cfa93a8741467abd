import { TOKEN_STORAGE_KEY } from '@onsite/domain';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';
import { useTabsStore } from '../stores/tabsStore';
import { recordFeedback } from '../test/feedback';
import { backend, server, TEST_USERS } from '../test/network';
import { withTestNetwork } from '../test/setup';
import { logout } from './logout';

const network = withTestNetwork();

function signedIn() {
  useSessionStore.getState().signIn('t-5');
  useSessionStore.getState().setSession(TEST_USERS.admin, []);
  useTabsStore.getState().open({ key: '/a', path: '/a', screenKey: 'a', title: 'A' });
  useLiveStore.getState().setCount('newOrderCount', 4);
}

describe('logout (spec 000 §4.1)', () => {
  it('tells the server with the token and clears token, roles, info, tabs and counts', async () => {
    signedIn();
    await logout();
    expect(backend.seen).toEqual([{ path: '/api/auth/logout', token: 't-5' }]);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      roles: [],
      routesLoaded: false,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useTabsStore.getState().tabs).toEqual([]);
    expect(useLiveStore.getState().newOrderCount).toBe(0);
  });

  it('clears everything even when the server call fails, without a 登录超时 notice', async () => {
    const told = recordFeedback();
    server.use(
      http.post('*/api/auth/logout', () => HttpResponse.json({ code: 401, msg: 'gone' }, { status: 401 })),
    );
    signedIn();
    await logout();
    expect(useSessionStore.getState().token).toBeNull();
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    signedIn();
    await logout();
    expect(useSessionStore.getState().user).toBeNull();
    expect(told).toEqual([]);
    expect(network.reloads()).toBe(0);
  });
});
