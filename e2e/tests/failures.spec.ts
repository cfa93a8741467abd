import { expect, headerEntry, signIn, test } from './support';

const LIST = '/api/order/customer/selectOrderList';

// Issue 16, "one failure, one answer": a refusal is the server's answer. It is not asked again, and
// the reads a screen starts together announce it once.
test('a read the server refuses is asked once and announced once (spec 000 §8)', async ({ page }) => {
  // The header offers 客户订单 only to users whose list the server answers, so a user who may list
  // customer orders has the list refused here, as the server refuses it to anyone without the code
  // (that refusal has its server tests).
  let asked = 0;
  await page.route(`**${LIST}?**`, (route) => {
    asked += 1;
    return route.fulfill({ status: 403, json: { code: 403, msg: '没有权限，请联系管理员授权' } });
  });
  await signIn(page, 'dispatcher');
  await headerEntry(page, /^客户订单/);
  const dialog = page.getByRole('dialog', { name: '客户订单' });
  await expect(dialog.getByRole('tabpanel', { name: /^待处理/ }).getByText('数据加载失败')).toBeVisible();

  expect(asked, 'the refused list was asked once').toBe(1);
  // One notice, carrying the server's reason; the list's own error state says it too.
  const notices = page.getByRole('alert').filter({ hasText: '无权访问' });
  await expect(notices).toHaveCount(1);
  await expect(notices).toContainText('没有权限，请联系管理员授权');
});

test('the header offers 客户订单 only to users whose customer-order list the server answers', async ({
  page,
}) => {
  await signIn(page, 'viewer');
  await expect(page.getByRole('button', { name: '我的下载' })).toBeVisible();
  await expect(page.getByRole('button', { name: '客户订单' })).toHaveCount(0);
});
