import { expect, signIn, test } from './support';

// Issue 16, "one failure, one answer": a refusal is the server's answer. It is not asked again, and
// the reads a screen starts together announce it once.
test('a read the server refuses is asked once and announced once (spec 000 §8)', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() === 403 && path.startsWith('/api/order/customer/')) refused.push(path);
  });
  await signIn(page, 'viewer');
  // The viewer holds none of the customer-order codes: every read of the dialog answers 403.
  await page.getByRole('button', { name: '客户订单' }).click();
  const dialog = page.getByRole('dialog', { name: '客户订单' });
  await expect(dialog.getByRole('tabpanel', { name: /^待处理/ }).getByText('数据加载失败')).toBeVisible();

  expect(refused).toContain('/api/order/customer/selectOrderList');
  expect(refused, 'no refused read was asked twice').toEqual([...new Set(refused)]);
  await expect(page.getByText('无权访问', { exact: true })).toHaveCount(1);
});
