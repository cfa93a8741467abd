import { expect, test } from '@playwright/test';

const ACCOUNT = { username: 'admin', password: 'Admin@12345' };

test('the embedded dialog shows the enterprise of the real server in tab 1', async ({ page, request }) => {
  // The host app signs in on its own (captcha off on the test server) and hands the token to the page.
  const login = await request.post('/api/auth/login', {
    data: { ...ACCOUNT, code: 'test', uuid: 'embed-test' },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const details = await request.get('/api/enterprise/management/get/1', {
    headers: { 'Access-Token': data.token },
  });
  const { data: enterprise } = (await details.json()) as { data: { enterpriseName: string } };

  await page.goto(`/?token=${encodeURIComponent(data.token)}&enterpriseId=1`);
  const dialog = page.getByRole('dialog', { name: '企业详情' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '企业信息' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('企业名称')).toHaveValue(enterprise.enterpriseName);

  // The other tabs work against the same server.
  await dialog.getByRole('tab', { name: '金额信息' }).click();
  await expect(dialog.getByRole('tab', { name: '配件' })).toBeVisible();

  // Closing hands control back to the host.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByText('已关闭 1 次')).toBeVisible();
});
