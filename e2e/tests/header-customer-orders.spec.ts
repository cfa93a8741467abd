import type { Locator } from '@playwright/test';
import { expect, headerEntry, OK, OTHER_USERS, signInWith, test } from './support';

// A dispatcher (role 29: the customer-order codes) whom no other journey signs in as.
const DISPATCHER = OTHER_USERS.dispatcher2;
const MOBILE = /^1\d{10}$/;

/** The customer order of a table row: its number (from the row's checkbox) and its customer's mobile. */
async function orderOf(row: Locator): Promise<{ no: string; mobile: string }> {
  const label = (await row.getByRole('checkbox').getAttribute('aria-label')) ?? '';
  const no = label.replace(/^选择客户订单\s*/, '').trim();
  const mobile = (
    (await row.getByRole('cell').filter({ hasText: MOBILE }).first().textContent()) ?? ''
  ).trim();
  expect(no).not.toBe('');
  expect(mobile).toMatch(MOBILE);
  return { no, mobile };
}

/** Opens a tab of the dialog and filters it by a customer's mobile; answers that tab's panel. */
async function showTab(dialog: Locator, tab: RegExp, mobile: string): Promise<Locator> {
  await dialog.getByRole('tab', { name: tab }).click();
  const panel = dialog.getByRole('tabpanel', { name: tab });
  await panel.getByRole('textbox', { name: '客户电话' }).fill(mobile);
  await panel.getByRole('button', { name: /^查\s?询$/ }).click();
  return panel;
}

test('customer orders: placed in a batch, removed with reason 3 and a remark, restored from the recycle bin (spec 000 §4.4, §5)', async ({
  page,
}) => {
  // Three tabs, three filters and three changes: a long journey on a shared machine.
  test.slow();
  await page.goto('/user/login');
  await signInWith(page, DISPATCHER);
  await headerEntry(page, /^客户订单/);
  const dialog = page.getByRole('dialog', { name: '客户订单' });
  const pending = dialog.getByRole('tabpanel', { name: /^待处理/ });
  const rows = pending.getByRole('row').filter({ has: page.getByRole('checkbox') });
  // The first row is the select-all header.
  await expect(rows.nth(2)).toBeVisible();
  const placed = await orderOf(rows.nth(1));
  const removed = await orderOf(rows.nth(2));

  // Batch place: nothing selected first (请选择订单), then the first order.
  await pending.getByRole('button', { name: '批量下单' }).click();
  await expect(page.getByText('请选择订单')).toBeVisible();
  await pending.getByRole('checkbox', { name: `选择客户订单 ${placed.no}` }).check();
  await expect(pending.getByText('已选择 1 项')).toBeVisible();
  await pending.getByRole('button', { name: '批量下单' }).click();
  // Placing asks first (issue 16).
  const placing = page.getByRole('dialog').filter({ hasText: '确定为选中的 1 个客户订单下单吗？' });
  await placing.getByRole('button', { name: OK }).click();
  await expect(page.getByText('下单成功')).toBeVisible();
  await expect(pending.getByRole('checkbox', { name: `选择客户订单 ${placed.no}` })).toHaveCount(0);

  // Remove with reason 3 (其他): the remark is required.
  const removedRow = pending.getByRole('row', { name: new RegExp(removed.no) });
  await removedRow.getByRole('button', { name: /^移\s?除$/ }).click();
  const removal = page.getByRole('dialog', { name: '移除客户订单' });
  await expect(removal.getByText(`客户订单号：${removed.no}`)).toBeVisible();
  await removal.getByRole('radio', { name: '其他' }).check();
  await removal.getByRole('button', { name: OK }).click();
  await expect(removal.getByText('请输入备注')).toBeVisible();
  await removal.getByRole('textbox', { name: '备注' }).fill('客户改约到下月');
  await removal.getByRole('button', { name: OK }).click();
  await expect(page.getByText('移除成功')).toBeVisible();
  await expect(removal).toBeHidden();
  await expect(pending.getByRole('row', { name: new RegExp(removed.no) })).toHaveCount(0);

  // The placed order is handled now, with the order it became.
  const handled = await showTab(dialog, /^已处理/, placed.mobile);
  await expect(handled.getByRole('row', { name: new RegExp(placed.no) })).toBeVisible();

  // The removed one is in the recycle bin with its reason; restore it.
  const bin = await showTab(dialog, /^回收站/, removed.mobile);
  const binned = bin.getByRole('row', { name: new RegExp(removed.no) });
  await expect(binned.getByRole('cell', { name: '其他', exact: true })).toBeVisible();
  await binned.getByRole('button', { name: /^恢\s?复$/ }).click();
  await expect(page.getByText('恢复成功')).toBeVisible();
  await expect(bin.getByRole('row', { name: new RegExp(removed.no) })).toHaveCount(0);

  // Back in pending.
  const again = await showTab(dialog, /^待处理/, removed.mobile);
  await expect(again.getByRole('row', { name: new RegExp(removed.no) })).toBeVisible();
});
