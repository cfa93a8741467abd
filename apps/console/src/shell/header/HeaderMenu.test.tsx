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
    expect(screen.getByRole('button', { name: named('查询师傅') })).toBeInTheDocument();
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
});
