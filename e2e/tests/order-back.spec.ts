import type { Page } from '@playwright/test';
import { expect, OK, signIn, signInWith, signOut, test } from './support';

// Issue 17, its second journey (D41): an order back and its recovery. The dispatcher dispatches a
// waiting order to the demo master; the master returns it (退单) with a reason; the dispatcher finds it
// in 退单列表 with the master and the reason and cancels it, then restores it in 订单回收; the order
// waits for dispatch again.

/** D33: master 1 of the seed. */
const MASTER = { username: 'master', password: 'Master@1234', name: '郭师傅' };
/** The first answer of a screen (its chunk, dictionaries and list) on a shared, slow machine. */
const FIRST_LOAD = { timeout: 30_000 };
/** antd spaces the two characters of a button's name. */
const named = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

/** A dialog's reason, typed and confirmed; waits for the success message. */
async function withReason(page: Page, title: string, label: string, reason: string, success: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: label }).fill(reason);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText(success)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an order sent back by the master is cancelled from 退单列表, restored in 订单回收 and waits for dispatch again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The dispatcher sends a waiting order (the last of the first page: the service loop takes the first) to 郭师傅.
  await signIn(page, 'dispatcher');
  await page.goto('/order/orderList?orderStatus=toDispatch&held=false');
  const waiting = page.getByRole('table', { name: '订单列表' }).locator('tbody tr.ant-table-row').last();
  await expect(waiting).toBeVisible(FIRST_LOAD);
  const orderNo = ((await waiting.locator('td').first().textContent()) ?? '').trim();
  expect(orderNo).toMatch(/^GD\d+$/);
  await waiting.getByRole('button', { name: named('派单') }).click();
  const dispatch = page.getByRole('dialog', { name: '派单' });
  const masters = dispatch.getByRole('combobox', { name: '派给师傅' });
  await masters.click();
  await masters.fill(MASTER.name);
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first(),
  ).toContainText(MASTER.name);
  await masters.press('Enter');
  await expect(dispatch).toContainText(MASTER.name);
  await dispatch.getByRole('button', { name: OK }).click();
  await expect(page.getByText('派单成功')).toBeVisible();
  await signOut(page);

  // The master returns it with a reason.
  await signInWith(page, MASTER);
  await expect(page).toHaveURL(/\/order\/masterOrderList/);
  // Their list, by the order's number (the filters live in the URL).
  await page.goto(`/order/masterOrderList?orderNo=${orderNo}`);
  const mine = page.getByRole('table', { name: '我的订单' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(mine).toContainText('已派单', FIRST_LOAD);
  await mine.getByRole('button', { name: named('退单') }).click();
  await withReason(page, '退单', '退单原因', '客户临时出差，无法上门', '退单成功');
  await expect(mine).toBeHidden();
  await signOut(page);

  // The dispatcher finds it in 退单列表 (the master, the reason) and cancels it.
  await signIn(page, 'dispatcher');
  await page.goto(`/order/orderBack?orderNo=${orderNo}`);
  const back = page.getByRole('table', { name: '退单列表' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(back).toContainText(MASTER.name, FIRST_LOAD);
  await expect(back).toContainText('客户临时出差，无法上门');
  await back.getByRole('button', { name: named('取消订单') }).click();
  await withReason(page, '取消订单', '取消原因', '客户暂不需要', '取消成功');
  await expect(back).toBeHidden();

  // 订单回收: restored with a reason.
  await page.goto(`/order/orderRecovery?orderNo=${orderNo}`);
  const cancelled = page
    .getByRole('table', { name: '订单回收' })
    .getByRole('row', { name: new RegExp(orderNo) });
  await expect(cancelled).toContainText('客户暂不需要', FIRST_LOAD);
  await expect(cancelled).toContainText('王派单');
  await cancelled.getByRole('button', { name: named('恢复订单') }).click();
  await withReason(page, '恢复订单', '恢复原因', '客户重新预约', '订单已恢复，待派单');
  await expect(cancelled).toBeHidden();

  // The order waits for dispatch again.
  await page.goto(`/order/orderList?orderNo=${orderNo}`);
  const row = page.getByRole('table', { name: '订单列表' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('待派单', FIRST_LOAD);
});
