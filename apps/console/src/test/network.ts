import { createHandlers, currentUsers, menus } from '@onsite/api-client/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The api-client's fixture users (`/system/user/info`) the console's tests sign in as. */
export const TEST_USERS = { admin: currentUsers.admin, enterprise: currentUsers.enterprise };

/** The api-client's fixture menu: dashboard (welcome, workbench), order (orderList, hidden qyCreateOrder), … */
export const TEST_MENUS = menus;

export interface Backend {
  /** What `/system/user/info` answers. */
  user: Record<string, unknown> | null;
  /** What `/system/menu/user` answers. */
  menus: readonly unknown[];
  /** Every request: its path and the token it carried. */
  seen: { path: string; token: string | null }[];
  /** Bodies of `/auth/login`. */
  logins: Record<string, unknown>[];
}

/** What the fake backend answers; tests change it between cases. */
export const backend: Backend = { user: TEST_USERS.admin, menus: TEST_MENUS, seen: [], logins: [] };

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: '操作成功', data });

/**
 * The network edge of the console's tests: the api-client's contract-checked handlers for every
 * call, in front of which a recorder, the session answers the tests steer, sign-in by password and
 * fixed counts.
 */
export const server = setupServer(
  http.all('*/api/*', ({ request }) => {
    backend.seen.push({ path: new URL(request.url).pathname, token: request.headers.get('Access-Token') });
    return undefined;
  }),
  http.get('*/api/system/user/info', () => ok(backend.user)),
  http.get('*/api/system/menu/user', () => ok(backend.menus)),
  http.post('*/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    backend.logins.push(body);
    return body.password === 'Admin@12345'
      ? ok({ token: 'token-from-login' })
      : HttpResponse.json({ code: 500, msg: '用户不存在/密码错误' });
  }),
  http.get('*/api/order/customer/getCustomerOrderCount', () =>
    ok({ pendingCount: 7, handledCount: 0, removedCount: 0 }),
  ),
  http.get('*/api/order/reminder/reminderOrderCount', () => ok(3)),
  ...createHandlers(),
);

export function resetBackend(): void {
  backend.user = TEST_USERS.admin;
  backend.menus = TEST_MENUS;
  backend.seen = [];
  backend.logins = [];
}
