import { type APIRequestContext, expect, test } from '@playwright/test';

const ACCOUNT = { username: 'admin', password: 'Admin@12345' };

/** The host app signs in on its own (captcha off on the test server); returns its token and enterprise 1's name. */
async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { ...ACCOUNT, code: 'test', uuid: 'embed-test' },
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const details = await request.get('/api/enterprise/management/get/1', {
    headers: { 'Access-Token': data.token },
  });
  const { data: enterprise } = (await details.json()) as { data: { enterpriseName: string } };
  return { token: data.token, enterpriseName: enterprise.enterpriseName };
}

test('the embedded dialog shows the enterprise of the real server in tab 1', async ({ page, request }) => {
  const { token, enterpriseName } = await signIn(request);

  await page.goto(`/?token=${encodeURIComponent(token)}&enterpriseId=1`);
  const dialog = page.getByRole('dialog', { name: '企业详情' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '企业信息' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('企业名称')).toHaveValue(enterpriseName);

  // The other tabs work against the same server.
  await dialog.getByRole('tab', { name: '金额信息' }).click();
  await expect(dialog.getByRole('tab', { name: '配件' })).toBeVisible();

  // Closing hands control back to the host.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByText('已关闭 1 次')).toBeVisible();
});

test('an app on another origin calls the API across origins (ONSITE_CORS_ORIGINS)', async ({
  page,
  request,
}) => {
  const hostURL = process.env.EMBED_HOST_URL;
  if (!hostURL) throw new Error('EMBED_HOST_URL is not set: run this test through run.mjs');
  const apiOrigin = new URL(test.info().project.use.baseURL ?? '').origin;
  const { token, enterpriseName } = await signIn(request);
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/')) apiCalls.push(sent.url());
  });

  await page.goto(
    `${hostURL}/?token=${encodeURIComponent(token)}&enterpriseId=1&baseURL=${encodeURIComponent(`${apiOrigin}/api`)}`,
  );
  const dialog = page.getByRole('dialog', { name: '企业详情' });
  await expect(dialog.getByLabel('企业名称')).toHaveValue(enterpriseName);
  // Every call went to the API's origin (the page's own origin has no /api), the token never in a URL.
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const url of apiCalls) {
    expect(new URL(url).origin).toBe(apiOrigin);
    expect(url).not.toContain(token);
  }
});
