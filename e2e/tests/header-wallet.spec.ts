import { accountMenu, expect, OK, PNG_1X1, signIn, signOut, test, walletBalance } from './support';

test('an enterprise user tops up online through the sandbox payment page; the balance and the bills show it', async ({
  page,
}) => {
  // Two windows, the wizard, the account twice and the bills: a long journey on a shared machine.
  test.slow();
  await signIn(page, 'enterprise');
  const before = await walletBalance(page);

  await accountMenu(page, '在线充值');
  const wizard = page.getByRole('dialog', { name: '在线充值' });
  await wizard.getByRole('spinbutton', { name: '其他金额' }).fill('321.45');
  await wizard.getByRole('button', { name: /^下一步$/ }).click();
  await expect(wizard.getByText('充值金额：321.45 元')).toBeVisible();
  await wizard.getByRole('radio', { name: '在线支付' }).check();
  const popupOpened = page.waitForEvent('popup');
  await wizard.getByRole('button', { name: '确认支付' }).click();

  // The server's sandbox gateway: the order and its amount, then 确认支付.
  const gateway = await popupOpened;
  await expect(gateway.getByRole('heading', { name: '沙箱支付' })).toBeVisible();
  await expect(gateway.getByText('¥321.45')).toBeVisible();
  await gateway.getByRole('button', { name: '确认支付' }).click();
  await expect(gateway.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await gateway.close();

  await page.getByRole('button', { name: '我已完成支付' }).click();
  await expect(wizard.getByText('充值订单已提交')).toBeVisible();
  const orderNo = orderNoOf(await wizard.getByText(/^订单号：/).textContent());
  await wizard.getByRole('button', { name: /^完\s?成$/ }).click();
  await expect(wizard).toBeHidden();

  expect(await walletBalance(page, before + 321.45)).toBeCloseTo(before + 321.45, 2);

  await accountMenu(page, '账单');
  const bills = page.getByRole('dialog', { name: '账单明细' });
  const line = bills.getByRole('row', { name: new RegExp(orderNo) });
  await expect(line).toBeVisible();
  await expect(line.getByRole('cell').first()).toHaveText('充值');
  await expect(line.getByText('321.45', { exact: true })).toBeVisible();
  await expect(line.getByText((before + 321.45).toFixed(2), { exact: true })).toBeVisible();
});

// Issue 18, D35: an offline transfer (pay type 1) no longer stays unpaid forever.
test('an enterprise user tops up by bank transfer and uploads the slip; staff confirm it; the balance and the bills show it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'enterprise');
  const before = await walletBalance(page);

  await accountMenu(page, '在线充值');
  const wizard = page.getByRole('dialog', { name: '在线充值' });
  await wizard.getByRole('spinbutton', { name: '其他金额' }).fill('654.32');
  await wizard.getByRole('button', { name: /^下一步$/ }).click();
  await wizard.getByRole('radio', { name: '线下转账' }).check();
  await wizard.getByRole('button', { name: '确认支付' }).click();
  await expect(wizard.getByText('充值订单已提交')).toBeVisible();
  const orderNo = orderNoOf(await wizard.getByText(/^订单号：/).textContent());
  await wizard.getByRole('button', { name: /^完\s?成$/ }).click();
  await expect(wizard).toBeHidden();

  // The enterprise attaches the bank slip to its transfer.
  await page.goto('/enterprise/offlinePayment');
  const row = page.getByRole('table', { name: '线下付款' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('待确认', { timeout: 30_000 });
  await row
    .locator('input[type="file"]')
    .setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(row.getByRole('img', { name: `${orderNo} 的转账凭证` })).toBeVisible();
  await signOut(page);

  // Staff see the slip and confirm the transfer (the administrator: the finance user's password is
  // changed by header-password.spec.ts).
  await signIn(page, 'admin');
  await page.goto('/enterprise/offlinePayment');
  await expect(row.getByRole('img', { name: `${orderNo} 的转账凭证` })).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /^确\s?认\s?到\s?账$/ }).click();
  await expect(page.getByText(/确认已收到 .+ 的转账 654\.32 元吗？/)).toBeVisible();
  await page.getByRole('button', { name: OK }).last().click();
  await expect(page.getByText('确认到账成功')).toBeVisible();
  await expect(row).toContainText('已到账');
  await signOut(page);

  await signIn(page, 'enterprise');
  expect(await walletBalance(page, before + 654.32)).toBeCloseTo(before + 654.32, 2);
  await accountMenu(page, '账单');
  const line = page.getByRole('dialog', { name: '账单明细' }).getByRole('row', { name: new RegExp(orderNo) });
  await expect(line).toBeVisible();
  await expect(line.getByText('654.32', { exact: true })).toBeVisible();
  await expect(line.getByText((before + 654.32).toFixed(2), { exact: true })).toBeVisible();
});

/** The order number of `订单号：CZ…`. */
function orderNoOf(text: string | null): string {
  const orderNo = text?.replace(/^订单号：/, '').trim() ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(orderNo)) throw new Error(`no order number in ${text}`);
  return orderNo;
}
