import { TOKEN_TTL_MS } from '@onsite/domain';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLiveStore } from '../stores/liveStore';
import { useSessionStore } from '../stores/sessionStore';
import { FakeSocket } from '../test/fakeSocket';
import { recordFeedback } from '../test/feedback';
import { backend, server, TEST_MENUS, TEST_USERS } from '../test/network';
import { withTestNetwork } from '../test/setup';
import { ROUTES } from './routes';

const network = withTestNetwork();

/** Starts a router at `path` and waits until every loader and redirect has settled. */
async function visit(path: string): Promise<string> {
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (settled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

const signIn = () => useSessionStore.getState().signIn('token-1');
const calls = (path: string) => backend.seen.filter((seen) => seen.path === `/api${path}`);

describe('the routes of a signed-out visitor (spec 000 §2.1, §4.1)', () => {
  it('sends a guarded path to the login page with the path as redirect', async () => {
    expect(await visit('/order/orderList?orderId=3')).toBe(
      '/user/login?redirect=%2Forder%2ForderList%3ForderId%3D3',
    );
    expect(await visit('/')).toBe('/user/login?redirect=%2F');
    expect(await visit('/test/home')).toBe('/user/login?redirect=%2Ftest%2Fhome');
  });

  it('sends /user to /user/login and opens the public pages without sign-in', async () => {
    expect(await visit('/user')).toBe('/user/login');
    for (const path of [
      '/user/login',
      '/user/register',
      '/user/register-result',
      '/user/userRegister',
      '/user/recover',
      '/404',
    ]) {
      expect(await visit(path)).toBe(path);
    }
    expect(await visit('/user/nothing')).toBe('/404');
    expect(backend.seen).toEqual([]);
  });

  it('treats an expired token as signed out (12 hours, checked on read)', async () => {
    useSessionStore.getState().signIn('old', Date.now() - TOKEN_TTL_MS - 1);
    expect(await visit('/dashboard/welcome')).toBe('/user/login?redirect=%2Fdashboard%2Fwelcome');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('the first navigation of a signed-in user (spec 000 §4.1)', () => {
  it('loads the user and the menu once, opens the live channel, builds the routes, then goes on', async () => {
    signIn();
    expect(await visit('/order/orderList')).toBe('/order/orderList');
    expect(calls('/system/user/info')).toEqual([{ path: '/api/system/user/info', token: 'token-1' }]);
    expect(calls('/system/menu/user')).toHaveLength(1);
    expect(FakeSocket.last()?.url).toBe('ws://localhost:3000/api/stuff/webSocket/info/1');
    expect(useSessionStore.getState()).toMatchObject({ routesLoaded: true, roles: [1] });
    expect(useLiveStore.getState().channelState).not.toBe('closed');
    expect(await visit('/order')).toBe('/order/orderList');
    expect(calls('/system/user/info')).toHaveLength(1);
  });

  it('sends home to the landing page: welcome, or the workbench for userType 22 (D9)', async () => {
    signIn();
    expect(await visit('/')).toBe('/dashboard/welcome');
    useSessionStore.getState().reset();
    backend.user = TEST_USERS.enterprise;
    signIn();
    expect(await visit('/')).toBe('/dashboard/workbench');
  });

  it('sends a master (userType 2) home to their own order list (D37)', async () => {
    const orderList = TEST_MENUS.find((menu) => menu.menuKey === 'orderList');
    if (orderList === undefined) throw new Error('the fixture menu has no order list');
    backend.user = { ...TEST_USERS.admin, userId: 7, userType: '2' };
    backend.menus = [
      ...TEST_MENUS,
      { ...orderList, menuId: 25, menuName: '师傅订单列表', menuKey: 'masterOrderList' },
    ];
    signIn();
    expect(await visit('/')).toBe('/order/masterOrderList');
  });

  it('sends a signed-in visitor of the login page home', async () => {
    signIn();
    expect(await visit('/user/login?redirect=%2Forder')).toBe('/dashboard/welcome');
  });

  it('opens /test at its one child, home (spec 000 §2.1)', async () => {
    signIn();
    expect(await visit('/test')).toBe('/test/home');
    expect(await visit('/test/home')).toBe('/test/home');
    expect(await visit('/test/other')).toBe('/404');
  });

  it('sends an unknown path to /404', async () => {
    signIn();
    expect(await visit('/no/such/page')).toBe('/404');
  });

  it('without roleIds: 错误 / 请求用户信息失败，请重试, logout, back to login with the redirect', async () => {
    const told = recordFeedback();
    backend.user = { ...TEST_USERS.admin, roleIds: [] };
    signIn();
    expect(await visit('/order/orderList')).toBe('/user/login?redirect=%2Forder%2ForderList');
    expect(told).toContainEqual({
      kind: 'modal',
      level: 'error',
      texts: ['错误', '请求用户信息失败，请重试'],
    });
    expect(useSessionStore.getState().token).toBeNull();
    await expect.poll(() => calls('/auth/logout')).toEqual([{ path: '/api/auth/logout', token: 'token-1' }]);
  });

  it('when the user call fails outright: the same error and the way back to login', async () => {
    const told = recordFeedback();
    server.use(http.get('*/api/system/user/info', () => HttpResponse.error()));
    signIn();
    expect(await visit('/dashboard/welcome')).toBe('/user/login?redirect=%2Fdashboard%2Fwelcome');
    expect(told.filter((item) => item.kind === 'modal')).toHaveLength(1);
  });

  it('after a 401 on the user call: 登录超时，请重新登录 (not the user-info error) and back to login', async () => {
    const told = recordFeedback();
    server.use(
      http.get('*/api/system/user/info', () =>
        HttpResponse.json({ code: 401, msg: '过期' }, { status: 401 }),
      ),
    );
    signIn();
    expect(await visit('/dashboard/welcome')).toBe('/user/login?redirect=%2Fdashboard%2Fwelcome');
    expect(told).toEqual([{ kind: 'message', level: 'error', texts: ['登录超时，请重新登录'] }]);
    await expect.poll(network.reloads, { timeout: 3000 }).toBe(1);
  });
});
