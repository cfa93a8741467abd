import { expect, sideMenu, signIn, test } from './support';

test('a screen whose chunk fails to load offers a retry, never a blank page (spec 000 §8)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The exception pages are a chunk of their own (异常页 → 404 of the menu): make it fail once.
  await page.route(/\/assets\/ExceptionScreens-[\w-]+\.js$/, (route) => route.abort('failed'));
  await sideMenu(page).getByText('异常页', { exact: true }).click();
  await sideMenu(page).getByRole('menuitem', { name: '404', exact: true }).click();
  await expect(page.getByText('页面加载失败')).toBeVisible();
  await expect(page.getByRole('button', { name: '刷新页面' })).toBeVisible();
  await page.unroute(/\/assets\/ExceptionScreens-[\w-]+\.js$/);
  await page.getByRole('button', { name: /^重\s?试$/ }).click();
  await expect(page.getByText('页面不存在或仍在开发中')).toBeVisible();
  await expect(page).toHaveURL('/exception/404');
});
