import type { SystemMenu } from '@onsite/domain';
import { LOCALE_STORAGE_KEY } from '@onsite/ui';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { useSessionStore } from '../../stores/sessionStore';
import { backend, TEST_MENUS, TEST_USERS } from '../../test/network';
import { withTestNetwork } from '../../test/setup';

withTestNetwork();
afterEach(cleanup);
// antd in jsdom is slow on a shared machine: wait longer for what a person would see.
configure({ asyncUtilTimeout: 8000 });

/** A button name, allowing the space antd puts between two Chinese characters. */
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

function openSignedIn(path: string) {
  useSessionStore.getState().signIn('t-1');
  window.history.replaceState(null, '', path);
  return render(<App />);
}

async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (dialog === null) throw new Error(`no dialog titled ${title}`);
  return within(dialog);
}

/** A screen of the menu (under 订单管理, id 2), as `/system/menu/user` answers it. */
const screenMenu = (menuId: number, menuKey: string, menuName: string): SystemMenu => ({
  menuId,
  parentId: 2,
  menuName,
  menuKey,
  menuType: 'C',
  menuLay: null,
  icon: '',
  visible: '0',
  orderNum: menuId,
  perms: '',
});

const EXTRA_SCREENS = [
  screenMenu(23, 'orderDetails', '订单详情'),
  screenMenu(24, 'walletList', '钱包列表'),
  screenMenu(25, 'walletRecord', '充值记录'),
  screenMenu(26, 'masterQuery', '师傅查询'),
];

describe('the header menu of the console', { timeout: 90_000 }, () => {
  beforeEach(() => localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN'));

  it('gives an enterprise user order-now (to the hidden qyCreateOrder route) and the bills of their enterprise', async () => {
    backend.user = TEST_USERS.enterprise;
    const user = userEvent.setup();
    openSignedIn('/dashboard/welcome');
    await user.click(await screen.findByRole('button', { name: named('立即下单') }));
    await expect.poll(() => window.location.pathname).toBe('/order/qyCreateOrder');
    await user.click(await screen.findByRole('button', { name: named('账户') }));
    await user.click(await screen.findByRole('menuitem', { name: '账单' }));
    const bills = await dialogTitled('账单明细');
    expect(await bills.findByText('CZ202406010001')).toBeInTheDocument();
    expect(backend.seen.some(({ path }) => path === '/api/finance/detailed/list')).toBe(true);
    expect(screen.queryByRole('button', { name: named('查询师傅') })).not.toBeInTheDocument();
  });

  it('says so when the order-now screen is not in the user menu', async () => {
    backend.user = TEST_USERS.enterprise;
    backend.menus = TEST_MENUS.filter((menu) => menu.menuKey !== 'qyCreateOrder');
    const user = userEvent.setup();
    openSignedIn('/dashboard/welcome');
    await user.click(await screen.findByRole('button', { name: named('立即下单') }));
    expect(await screen.findByText('您没有该页面的访问权限')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/welcome');
  });

  it('hides order-now and the account menu from a staff user without an enterprise, and logs out through the exit summary', async () => {
    const user = userEvent.setup();
    openSignedIn('/dashboard/welcome');
    const userMenu = await screen.findByRole('button', { name: /用户菜单/ });
    expect(userMenu).toHaveTextContent('系统管理员');
    expect(screen.queryByRole('button', { name: named('立即下单') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: named('账户') })).not.toBeInTheDocument();
    await user.click(userMenu);
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const exit = await dialogTitled('退出登录');
    expect(await exit.findByText('确定要退出登录吗？')).toBeInTheDocument();
    await user.click(exit.getByRole('button', { name: named('确定') }));
    await expect.poll(() => window.location.pathname).toBe('/user/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows an entry only when its screen is in the menu and built: 查询师傅 with 师傅查询 (D50), 企业金额 with the wallet list', async () => {
    backend.menus = [...TEST_MENUS, ...EXTRA_SCREENS];
    const user = userEvent.setup();
    openSignedIn('/dashboard/welcome');
    await user.click(await screen.findByRole('button', { name: named('企业金额') }));
    await expect.poll(() => window.location.pathname).toMatch(/walletList$/);
    await user.click(screen.getByRole('button', { name: named('查询师傅') }));
    await expect.poll(() => window.location.pathname).toMatch(/masterQuery$/);
    await user.click(screen.getByRole('button', { name: named('挂起订单') }));
    await expect.poll(() => window.location.search).toBe('?held=true');
    expect(window.location.pathname).toMatch(/orderList$/);
    cleanup();

    backend.menus = TEST_MENUS;
    openSignedIn('/dashboard/welcome');
    await screen.findByRole('button', { name: named('挂起订单') });
    expect(screen.queryByRole('button', { name: named('企业金额') })).not.toBeInTheDocument();
  });

  it("lists the server's to-do items with their counts, each opening its filtered screen or dialog", async () => {
    backend.menus = [...TEST_MENUS, ...EXTRA_SCREENS];
    const user = userEvent.setup();
    openSignedIn('/dashboard/welcome');
    await user.click(await screen.findByRole('button', { name: named('待办事项') }));
    const list = within(await screen.findByRole('list', { name: '待办事项列表' }));
    expect(list.getAllByRole('button').map((item) => item.textContent?.replace(/\d+/g, ''))).toEqual([
      '待处理客户订单',
      '待派单',
      '客服申请',
      '催单',
      '待支付充值',
    ]);
    await user.click(list.getByRole('button', { name: /待派单/ }));
    await expect.poll(() => window.location.search).toBe('?orderStatus=toDispatch&held=false');
    expect(window.location.pathname).toMatch(/orderList$/);

    await user.click(screen.getByRole('button', { name: named('待办事项') }));
    await user.click(
      within(await screen.findByRole('list', { name: '待办事项列表' })).getByRole('button', {
        name: /待支付充值/,
      }),
    );
    await expect.poll(() => window.location.pathname).toMatch(/walletRecord$/);
    expect(window.location.search).toBe('?status=2');

    await user.click(screen.getByRole('button', { name: named('待办事项') }));
    await user.click(
      within(await screen.findByRole('list', { name: '待办事项列表' })).getByRole('button', {
        name: /待处理客户订单/,
      }),
    );
    expect(await dialogTitled('客户订单')).toBeTruthy();
    expect(backend.seen.some(({ path }) => path === '/api/backlog/union/count')).toBe(true);
  });

  it('opens the reminder list from the reminder badge; an order number opens that order', async () => {
    backend.menus = [...TEST_MENUS, ...EXTRA_SCREENS];
    const user = userEvent.setup();
    openSignedIn('/dashboard/welcome');
    await user.click(await screen.findByRole('button', { name: named('待处理催单') }));
    const reminders = await dialogTitled('催单列表');
    await user.click(await reminders.findByRole('button', { name: 'GD202406002' }));
    await expect.poll(() => window.location.pathname).toMatch(/orderDetails$/);
    expect(window.location.search).toBe('?orderId=2');
    expect(backend.seen.some(({ path }) => path === '/api/order/reminder/list')).toBe(true);
  });
});
