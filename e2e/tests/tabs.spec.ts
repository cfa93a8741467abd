import type { Page } from '@playwright/test';
import { expect, sideMenu, signIn, test } from './support';

/** Opens a menu entry: its group first when the entry is not showing. */
async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const item = sideMenu(page).getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await sideMenu(page).getByText(group, { exact: true }).click();
  await expect(item).toBeVisible();
  // The group may still be opening: a person clicks the entry once it shows, then sees its tab. On a
  // loaded machine the menu can still be re-rendering under the click (a closed tab's screen leaving),
  // and the click meets nothing: a person then clicks again, and so does this.
  const tab = page.getByRole('tab', { name: entry, exact: true });
  await expect(async () => {
    if (!(await tab.isVisible())) await item.dispatchEvent('click');
    await expect(tab).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

const tabNames = (page: Page) => page.getByRole('tab').allInnerTexts();

async function command(page: Page, tab: string, label: string): Promise<void> {
  // The previous context menu may still be fading out; a person waits until it has gone.
  await expect(page.getByRole('menuitem', { name: label })).toHaveCount(0);
  await page.getByRole('tab', { name: tab, exact: true }).click({ button: 'right' });
  const item = page.getByRole('menuitem', { name: label });
  await expect(item).toBeVisible();
  // Headless Chromium on a loaded machine sometimes never finishes the menu's opening motion, so
  // Playwright's "stable" check waits forever; a person clicks the item while it settles.
  await item.dispatchEvent('click');
}

test('the multi-tab bar: opened pages, the four commands, their messages, and a reload (spec 000 §2.3)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openFromMenu(page, '仪表盘', '分析页');
  await openFromMenu(page, '订单管理', '订单列表');
  await openFromMenu(page, '订单管理', '创建订单');
  await expect(page).toHaveURL('/order/createOrder');
  await expect.poll(() => tabNames(page)).toEqual(['欢迎', '分析页', '订单列表', '创建订单']);

  // Open tabs survive a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: '创建订单' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => tabNames(page)).toEqual(['欢迎', '分析页', '订单列表', '创建订单']);

  // A tab leads back to its page.
  await page.getByRole('tab', { name: '欢迎' }).click();
  await expect(page).toHaveURL('/dashboard/welcome');
  await page.getByRole('tab', { name: '创建订单' }).click();
  await expect(page).toHaveURL('/order/createOrder');

  await command(page, '欢迎', '关闭左侧');
  await expect(page.getByText('左侧没有标签')).toBeVisible();
  await command(page, '创建订单', '关闭右侧');
  await expect(page.getByText('右侧没有标签')).toBeVisible();

  // Closing to the right of 分析页 closes the page on screen: 分析页 becomes the page.
  await command(page, '分析页', '关闭右侧');
  await expect.poll(() => tabNames(page)).toEqual(['欢迎', '分析页']);
  await expect(page).toHaveURL('/dashboard/analysis');

  await command(page, '分析页', '关闭左侧');
  await expect.poll(() => tabNames(page)).toEqual(['分析页']);

  await openFromMenu(page, '订单管理', '订单列表');
  await command(page, '订单列表', '关闭当前');
  await expect.poll(() => tabNames(page)).toEqual(['分析页']);
  await expect(page).toHaveURL('/dashboard/analysis');

  await command(page, '分析页', '关闭当前');
  await expect(page.getByText('这是最后一个标签了, 无法被关闭')).toBeVisible();
  await expect.poll(() => tabNames(page)).toEqual(['分析页']);

  await openFromMenu(page, '订单管理', '订单列表');
  await openFromMenu(page, '仪表盘', '欢迎');
  await command(page, '分析页', '关闭全部');
  await expect.poll(() => tabNames(page)).toEqual(['欢迎']);
  await expect(page).toHaveURL('/dashboard/welcome');
});

test('closing a tab with its close button activates its neighbour', async ({ page }) => {
  await signIn(page, 'admin');
  await openFromMenu(page, '仪表盘', '分析页');
  await page
    .getByRole('tab', { name: '分析页' })
    .locator('..')
    .getByRole('button', { name: '关闭标签' })
    .click();
  await expect.poll(() => tabNames(page)).toEqual(['欢迎']);
  await expect(page).toHaveURL('/dashboard/welcome');
});
