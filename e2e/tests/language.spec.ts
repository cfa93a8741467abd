import { expect, test } from './support';

test('the language switch changes the whole console and is remembered (D1)', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('tab', { name: '账号密码登录' })).toBeVisible();
  await page.getByRole('button', { name: '语言：简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Account and password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('On-site Service Console');

  await page.getByRole('textbox', { name: 'Account' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('textbox', { name: 'Captcha' }).fill('abcd');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard/welcome');
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening|noon)/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The menu, the breadcrumb, the page header and the tabs follow too.
  await expect(
    page.getByRole('navigation', { name: 'Side menu' }).getByText('Dashboard', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Welcome' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await expect(page).toHaveTitle('上门服务管理平台');
});

test.describe('in a pt-BR browser', () => {
  test.use({ locale: 'pt-BR' });

  test('a first visit follows the browser language when the console speaks it (D1)', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
