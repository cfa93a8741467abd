import type { Page } from '@playwright/test';
import { expect, signIn, storedToken, test } from './support';

/** The `data` of a GET the signed-in user makes to the reference server (code 0 expected). */
async function serverData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { 'Access-Token': await storedToken(page) },
  });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

test('an enterprise user lands on the workbench, whose balance, reminders, counts and latest orders are the server’s', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'enterprise');
  await expect(page).toHaveURL(/\/dashboard\/workbench$/);

  const user = await serverData<{ enterpriseId: number }>(page, '/system/user/info');
  const [account, reminders, counts, statuses, latest] = await Promise.all([
    serverData<{ totalBalance: number }>(page, `/finance/refund/get/${user.enterpriseId}`),
    serverData<number>(page, '/order/reminder/reminderOrderCount'),
    serverData<{ orderStatus: string; count: number }[]>(page, '/order/order/statusCount'),
    serverData<{ dictValue: string; dictLabel: string }[]>(
      page,
      '/system/dict/data/type?dictType=order_status',
    ),
    page.request
      .get('/api/order/order/list?pageNum=1&pageSize=5&sortField=createTime&sortOrder=desc', {
        headers: { 'Access-Token': await storedToken(page) },
      })
      .then(async (response) => (await response.json()) as { rows: { orderNo: string }[] }),
  ]);

  const wallet = page.locator('.ant-card').filter({ has: page.getByText('钱包余额', { exact: true }) });
  await expect(wallet).toContainText(`${account.totalBalance.toFixed(2)} 元`);
  const reminderCard = page
    .locator('.ant-card')
    .filter({ has: page.getByText('已完成催单', { exact: true }) });
  await expect(reminderCard.locator('.ant-statistic-content')).toHaveText(String(reminders));

  for (const { orderStatus, count } of counts) {
    const label = statuses.find((entry) => entry.dictValue === orderStatus)?.dictLabel ?? orderStatus;
    // A status link is named by what it shows: the status and its count.
    await expect(page.getByRole('link', { name: `${label} ${count}`, exact: true })).toBeVisible();
  }
  const latestTable = page.locator('.ant-card').filter({ has: page.getByText('最新订单', { exact: true }) });
  for (const { orderNo } of latest.rows)
    await expect(latestTable.getByRole('link', { name: orderNo })).toBeVisible();

  // A status figure opens the order list filtered to it (the jumpList's orderStatus, 000 §2.1).
  const toDispatch = statuses.find((entry) => entry.dictValue === 'toDispatch')?.dictLabel ?? 'toDispatch';
  await page.getByRole('link', { name: new RegExp(`^${toDispatch} \\d+$`) }).click();
  await expect(page).toHaveURL(/\/order\/orderList\?orderStatus=toDispatch$/);
});
