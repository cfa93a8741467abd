import { LOCALE_STORAGE_KEY } from '@onsite/ui';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { useLiveStore } from './stores/liveStore';
import { useSessionStore } from './stores/sessionStore';
import { FakeSocket } from './test/fakeSocket';
import { backend, server, TEST_USERS } from './test/network';
import { withTestNetwork } from './test/setup';

withTestNetwork();
afterEach(cleanup);
// The pages these tests reach are lazy chunks; in jsdom the first import of each is transformed on the
// spot, which on a loaded 2-core machine took longer than a person's wait (a browser has them built).
// Load them once before the tests, so each test waits for what the page does, not for the transform.
beforeAll(async () => {
  await Promise.all([
    import('./pages/user/UserLayout'),
    import('./pages/user/login/LoginPage'),
    import('./shell/MainShell'),
    import('./screens/registry'),
    import('./screens/welcome/WelcomeScreen'),
    import('./screens/orders/OrderListScreen/OrderListScreen'),
  ]);
}, 120_000);
// antd in jsdom is slow on a shared machine: wait longer for what a person would see.
configure({ asyncUtilTimeout: 8000 });

function open(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

async function socket(): Promise<FakeSocket> {
  await expect.poll(() => FakeSocket.last()?.readyState).toBe(1);
  const last = FakeSocket.last();
  if (!last) throw new Error('no live channel');
  return last;
}

describe('the console in a browser page', { timeout: 90_000 }, () => {
  beforeEach(() => localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN'));

  it('signs a visitor in by account and goes on to the page first asked for', async () => {
    const user = userEvent.setup();
    open('/order/orderList');
    await user.type(await screen.findByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Admin@12345');
    await user.type(screen.getByRole('textbox', { name: '图形验证码' }), 'abcd');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findAllByRole('tab', { name: '订单列表' })).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/order/orderList');
    expect(backend.logins).toEqual([
      { username: 'admin', password: 'Admin@12345', code: 'abcd', uuid: 'captcha-0001' },
    ]);
    expect(useSessionStore.getState().token).toBe('token-from-login');
  });

  it('shows the validation messages and a wrong password, staying on the login page', async () => {
    const user = userEvent.setup();
    open('/user/login');
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.type(screen.getByRole('textbox', { name: '图形验证码' }), 'abcd');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('用户不存在/密码错误')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/user/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows 错误 / 请求用户信息失败，请重试 when the user has no roles, and returns to login', async () => {
    backend.user = { ...TEST_USERS.admin, roleIds: [] };
    useSessionStore.getState().signIn('t-1');
    open('/dashboard/welcome');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('错误');
    expect(dialog).toHaveTextContent('请求用户信息失败，请重试');
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/user/login?redirect=%2Fdashboard%2Fwelcome',
    );
  });

  it('greets a signed-in user by name on the welcome page, with the menu and a tab', async () => {
    useSessionStore.getState().signIn('t-1');
    open('/');
    expect(await screen.findByRole('heading', { name: /好，系统管理员$/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/welcome');
    expect(screen.getAllByRole('menuitem', { name: /订单管理/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText('企业下单')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab', { name: '欢迎' }).length).toBeGreaterThan(0);
  });

  it('shows a reminder with 稍后处理 / 立即处理; 立即处理 opens the order list with the order', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn('t-1');
    open('/dashboard/welcome');
    await screen.findAllByRole('tab', { name: '欢迎' });
    const live = await socket();
    act(() => live.receive({ type: 3, title: '催单提醒', text: '订单 12 客户催单', orderId: 12 }));
    const alert = (await screen.findByText('订单 12 客户催单')).closest(
      '.ant-notification-notice',
    ) as HTMLElement;
    expect(within(alert).getByRole('button', { name: '稍后处理' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '立即处理' }));
    await expect.poll(() => window.location.pathname).toBe('/order/orderList');
    expect(new URLSearchParams(window.location.search).get('orderId')).toBe('12');
  });

  it('keeps a customer-service alert open; its action opens my customer-service orders', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn('t-1');
    open('/dashboard/welcome');
    await screen.findAllByRole('tab', { name: '欢迎' });
    const live = await socket();
    act(() => live.receive({ type: 1, title: '客服工单', text: '客户申请客服介入' }));
    await user.click(await screen.findByRole('button', { name: '查看工单' }));
    await expect.poll(() => window.location.search).toBe('?orderStatus=customerServiceApply&isMyOrder=true');
    expect(window.location.pathname).toBe('/order/orderList');
  });

  it('shows a new order and any other message as alerts that close by themselves, and counts them', async () => {
    useSessionStore.getState().signIn('t-1');
    open('/dashboard/welcome');
    await screen.findAllByRole('tab', { name: '欢迎' });
    const live = await socket();
    act(() => live.receive({ type: 2, title: '新订单提醒', text: '有新的客户订单', count: 6 }));
    act(() => live.receive({ type: 7, text: '系统维护通知', count: 2 }));
    expect(await screen.findByText('有新的客户订单')).toBeInTheDocument();
    // A message without a title gets the title of its kind.
    const info = (await screen.findByText('系统维护通知')).closest('.ant-notification-notice') as HTMLElement;
    expect(within(info).getByText('消息通知')).toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: '立即处理' })).not.toBeInTheDocument();
    expect(useLiveStore.getState()).toMatchObject({ newOrderCount: 6, reminderCount: 2 });
  });

  it('keeps at most three alerts on screen, the others waiting; the notice bell lists and closes them (D24)', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn('t-1');
    open('/dashboard/welcome');
    await screen.findAllByRole('tab', { name: '欢迎' });
    const live = await socket();
    // The alerts a person sees: jsdom never ends a closed one's fade-out, which is leaving.
    const onScreen = () =>
      [...document.querySelectorAll('.ant-notification-notice:not(.ant-notification-fade-leave)')].map(
        (notice) => /客户申请客服介入 \d/.exec(notice.textContent ?? '')?.[0],
      );
    for (const n of [1, 2, 3, 4, 5]) {
      act(() => live.receive({ type: 1, title: '客服工单', text: `客户申请客服介入 ${n}` }));
    }
    await expect.poll(onScreen).toEqual(['客户申请客服介入 1', '客户申请客服介入 2', '客户申请客服介入 3']);
    // Closing one lets the next waiting one in.
    const first = screen.getByText('客户申请客服介入 1').closest('.ant-notification-notice') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: /关闭|close/i }));
    await expect.poll(onScreen).toEqual(['客户申请客服介入 2', '客户申请客服介入 3', '客户申请客服介入 4']);

    // The bell counts the five and lists them, newest first; one button closes those on screen.
    await user.click(screen.getByRole('button', { name: '通知' }));
    const closeAll = await screen.findByRole('button', { name: '关闭所有弹出提醒（3）' });
    const list = closeAll.parentElement as HTMLElement;
    expect(
      within(list)
        .getAllByText(/^客户申请客服介入 \d$/)
        .map((text) => text.textContent),
    ).toEqual([5, 4, 3, 2, 1].map((n) => `客户申请客服介入 ${n}`));
    expect(useLiveStore.getState().unread).toBe(0);
    await user.click(closeAll);
    await expect.poll(onScreen).toEqual([]);
    expect(useLiveStore.getState().notices).toHaveLength(5);
    await user.click(within(list).getByRole('button', { name: /^清\s?空$/ }));
    expect(useLiveStore.getState().notices).toEqual([]);
  });

  it('counts pending customer orders on 客户订单; a new-order alert updates it and an open list', async () => {
    let pending = 7;
    server.use(
      http.get('*/api/order/customer/getCustomerOrderCount', () =>
        HttpResponse.json({
          code: 0,
          msg: '',
          data: { pendingCount: pending, handledCount: 0, removedCount: 0 },
        }),
      ),
    );
    useSessionStore.getState().signIn('t-1');
    open('/dashboard/welcome');
    const entry = await screen.findByRole('button', { name: '客户订单' });
    const badge = within(entry.parentElement as HTMLElement);
    expect(await badge.findByTitle('7')).toBeInTheDocument();
    await userEvent.setup().click(entry);
    expect(await screen.findByRole('tab', { name: '待处理（7）' })).toBeInTheDocument();
    const live = await socket();
    pending = 8;
    act(() => live.receive({ type: 2, title: '新订单提醒', text: '有新的客户订单', count: 8 }));
    expect(await screen.findByRole('tab', { name: '待处理（8）' })).toBeInTheDocument();
    expect(await badge.findByTitle('8')).toBeInTheDocument();
  });
});
