import { ACCOUNTS, type AccountName, expect, fillAccountLogin, sideMenu, signOut, test } from './support';

/** Where each demo account lands (D9) and some of the menu the server gives it. */
const LANDINGS: Record<AccountName, { path: string; shows: string[]; hides: string[] }> = {
  admin: { path: '/dashboard/welcome', shows: ['仪表盘', '订单管理', '企业管理', '系统管理'], hides: [] },
  dispatcher: {
    path: '/dashboard/welcome',
    shows: ['订单管理', '师傅管理'],
    hides: ['系统管理', '财务管理'],
  },
  market: { path: '/dashboard/welcome', shows: ['企业管理'], hides: ['系统管理', '师傅管理'] },
  // D25: 企业管理 holds only 企业详情 for them, their own enterprise.
  enterprise: {
    path: '/dashboard/workbench',
    shows: ['订单管理', '钱包', '企业管理'],
    hides: ['系统管理', '师傅管理'],
  },
  viewer: { path: '/dashboard/welcome', shows: ['企业管理'], hides: ['系统管理', '钱包'] },
};

test.describe('each demo account lands on its page with its menu (D9, spec 000 §6)', () => {
  for (const [account, landing] of Object.entries(LANDINGS) as [
    AccountName,
    (typeof LANDINGS)[AccountName],
  ][]) {
    test(`${account} lands on ${landing.path}`, async ({ page }) => {
      await page.goto('/user/login');
      await fillAccountLogin(page, account);
      await expect(page).toHaveURL(landing.path);
      await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(ACCOUNTS[account].name);
      const menu = sideMenu(page);
      for (const entry of landing.shows) await expect(menu.getByText(entry, { exact: true })).toBeVisible();
      for (const entry of landing.hides) await expect(menu.getByText(entry, { exact: true })).toHaveCount(0);
    });
  }

  test('the enterprise user lands on the workbench (D9)', async ({ page }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'enterprise');
    await expect(page).toHaveURL('/dashboard/workbench');
    await expect(page.getByText('钱包余额', { exact: true })).toBeVisible();
    await expect(page.getByText('页面不存在或仍在开发中')).toHaveCount(0);
  });

  test('hidden menu entries stay out of the menu but open as pages', async ({ page }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'enterprise');
    await sideMenu(page).getByText('订单管理', { exact: true }).click();
    await expect(sideMenu(page).getByText('订单列表', { exact: true })).toBeVisible();
    await expect(sideMenu(page).getByText('企业下单', { exact: true })).toHaveCount(0);
    await page.goto('/order/qyCreateOrder');
    await expect(page.getByRole('heading', { name: '企业下单' })).toBeVisible();
  });

  test('user type 1 sees the product brand and the ICP line; others the association brand (D9)', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'viewer');
    await expect(page).toHaveURL('/dashboard/welcome');
    await expect(page.getByText('ICP备案号（部署时配置）')).toBeVisible();
    await expect(page.locator('aside').getByText('上门服务管理平台')).toBeVisible();
    await signOut(page);
    await fillAccountLogin(page, 'market');
    await expect(page.locator('aside').getByText('上门服务联盟')).toBeVisible();
    await expect(page.getByText('ICP备案号（部署时配置）')).toHaveCount(0);
  });
});
