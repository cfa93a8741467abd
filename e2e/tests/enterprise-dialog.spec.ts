import type { Locator, Page } from '@playwright/test';
import { expect, sideMenu, signIn, storedToken, test } from './support';

/**
 * Issue 7's journey in the console, against the real server: from the enterprise list a user who
 * may edit opens an enterprise's details dialog, edits its profile, adds a contract, changes a
 * price and disables a demand; closed and reopened, the dialog shows the changes and the history
 * tab lists each of them. A read-only user sees no edit control anywhere.
 * Enterprise 13 (长春盛世智能锁业有限公司) is used by no other journey.
 */
const ENTERPRISE = '长春盛世智能锁业有限公司';
const LIST = `/enterprise/enterpriseList?enterpriseName=${encodeURIComponent('长春盛世')}`;
/** The machine is shared and the dialog loads many sections: first answers may take a while. */
const LOAD = { timeout: 30_000 } as const;
test.describe.configure({ timeout: 180_000 });

const button = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** The details dialog, once open (titled 企业详情). */
function detailsDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: '企业详情' });
}

async function openFromList(page: Page): Promise<Locator> {
  await page.goto(LIST);
  await page.getByRole('table', { name: '企业列表' }).getByRole('button', { name: ENTERPRISE }).click();
  const dialog = detailsDialog(page);
  await expect(dialog.getByLabel('企业名称', { exact: true })).toHaveValue(ENTERPRISE, LOAD);
  return dialog;
}

async function openTab(dialog: Locator, name: string) {
  const tab = dialog.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true', LOAD);
}

/** A small real PDF: the server checks that the first bytes match the extension. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a market principal edits an enterprise in its dialog and finds every change in its history', async ({
  page,
}) => {
  await signIn(page, 'market');
  const dialog = await openFromList(page);

  // Tab 1: the profile (short name) and a new contract.
  const shortName = dialog.getByLabel('企业简称', { exact: true });
  await shortName.fill('盛世智锁');
  await dialog.getByRole('button', { name: button('提交') }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible(LOAD);

  await dialog.locator('input[type="file"]').first().setInputFiles({
    name: '盛世智锁年度服务合同.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('上传成功').first()).toBeVisible(LOAD);
  await expect(dialog.getByText('盛世智锁年度服务合同').first()).toBeVisible(LOAD);

  // Tab 2: a price.
  await openTab(dialog, '金额信息');
  const price = dialog.getByRole('spinbutton', { name: '智能锁安装的价格' });
  await price.fill('123');
  await dialog
    .getByRole('tabpanel')
    .getByRole('button', { name: button('保存') })
    .first()
    .click();
  await expect(page.getByText('保存成功').first()).toBeVisible(LOAD);

  // Tab 3: disable a demand of the order-creation requirements.
  await openTab(dialog, '企业设置');
  const demand = dialog.getByRole('row').filter({ hasText: '请备注门锁型号及开门方向' });
  await demand.getByRole('button', { name: button('禁用') }).click();
  await expect(page.getByText('禁用成功').first()).toBeVisible(LOAD);
  await expect(demand.getByRole('button', { name: button('启用') })).toBeVisible();

  // Close (the list refreshes), reopen: the changes are there.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('table', { name: '企业列表' }).getByRole('button', { name: ENTERPRISE }).click();
  await expect(dialog.getByLabel('企业简称', { exact: true })).toHaveValue('盛世智锁', LOAD);
  await expect(dialog.getByText('盛世智锁年度服务合同').first()).toBeVisible(LOAD);
  await openTab(dialog, '金额信息');
  await expect(dialog.getByRole('spinbutton', { name: '智能锁安装的价格' })).toHaveValue('123.00', LOAD);

  // Tab 4: one history row per change, newest first.
  await openTab(dialog, '企业历史');
  const history = dialog.getByRole('tabpanel').getByRole('row');
  const rowOf = (module: string, operation: string) =>
    history.filter({ hasText: module }).filter({ hasText: operation }).first();
  await expect(rowOf('企业信息', '修改')).toContainText('盛世锁业 → 盛世智锁', LOAD);
  await expect(rowOf('企业合同', '上传')).toBeVisible();
  await expect(rowOf('金额信息', '修改')).toContainText('123');
  await expect(rowOf('企业需求', '禁用')).toContainText('请备注门锁型号及开门方向');
  await expect(rowOf('企业信息', '修改')).toContainText('李市场');
});

test('a read-only user sees the enterprise and no edit control', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto(LIST);
  const table = page.getByRole('table', { name: '企业列表' });
  const row = table.getByRole('row').filter({ hasText: ENTERPRISE });
  await expect(row).toBeVisible(LOAD);
  await expect(page.getByRole('button', { name: /新\s*增\s*企\s*业/ })).toHaveCount(0);
  for (const action of ['禁用', '启用', '删除', '恢复'])
    await expect(row.getByRole('button', { name: button(action) })).toHaveCount(0);

  await row.getByRole('button', { name: button('详情') }).click();
  const dialog = detailsDialog(page);
  await expect(dialog.getByLabel('企业名称', { exact: true })).toHaveValue(ENTERPRISE, LOAD);
  await expect(dialog.getByLabel('企业名称', { exact: true })).toHaveAttribute('readonly', '');
  const editControls = /提\s*交|保\s*存|上传合同|新\s*增|编\s*辑|删\s*除|禁\s*用|启\s*用/;
  await expect(dialog.getByRole('button', { name: editControls })).toHaveCount(0);
  await openTab(dialog, '金额信息');
  await expect(dialog.getByRole('tabpanel').getByRole('table').first()).toBeVisible(LOAD);
  await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: editControls })).toHaveCount(0);
  await openTab(dialog, '企业设置');
  await expect(dialog.getByText('请备注门锁型号及开门方向')).toBeVisible(LOAD);
  await expect(dialog.getByRole('button', { name: editControls })).toHaveCount(0);
});

test('an enterprise user opens 企业详情 from the menu and sees their own enterprise, read-only (D25)', async ({
  page,
  request,
}) => {
  await signIn(page, 'enterprise');
  // Their enterprise, as the server knows it.
  const headers = { 'Access-Token': await storedToken(page) };
  const info = await (await request.get('/api/system/user/info', { headers })).json();
  const own = await (
    await request.get(`/api/enterprise/management/get/${info.data.enterpriseId}`, { headers })
  ).json();

  const menu = sideMenu(page);
  await menu.getByText('企业管理', { exact: true }).click();
  await menu.getByRole('menuitem', { name: '企业详情', exact: true }).click();
  await expect(page).toHaveURL(/\/enterprise\/enterpriseDetails/);
  const name = page.getByLabel('企业名称', { exact: true });
  await expect(name).toHaveValue(own.data.enterpriseName, LOAD);
  await expect(name).toHaveAttribute('readonly', '');
  await expect(page.getByRole('combobox', { name: '选择企业' })).toHaveCount(0);
  const editControls = /提\s*交|保\s*存|上传合同|新\s*增|编\s*辑|删\s*除|禁\s*用|启\s*用/;
  await expect(page.getByRole('main').getByRole('button', { name: editControls })).toHaveCount(0);

  // Another enterprise in the address changes nothing: the page shows their own.
  await page.goto('/enterprise/enterpriseDetails?enterpriseId=13');
  await expect(page.getByLabel('企业名称', { exact: true })).toHaveValue(own.data.enterpriseName, LOAD);
});

test('the administrator finds contracts, queries enterprises and reads order types on the real server', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(
    `/enterprise/contractList?isMainContract=1&enterpriseName=${encodeURIComponent('杭州安居')}`,
  );
  const contracts = page.getByRole('table', { name: '合同列表' });
  const main = contracts.getByRole('row').filter({ hasText: '杭州安居智能锁业有限公司' });
  await expect(main).toHaveCount(1, LOAD);
  await expect(main.getByRole('button', { name: button('取消主合同') })).toBeVisible();
  await expect(page.getByText('共计 1 项条目')).toBeVisible();

  await page.goto(`/enterprise/enterpriseQuery?types=1&enterpriseName=${encodeURIComponent('杭州')}`);
  const query = page.getByRole('table', { name: '企业查询结果' });
  await expect(query.getByRole('row').filter({ hasText: '中国电信杭州分公司' })).toBeVisible(LOAD);
  await expect(query.getByRole('row').filter({ hasText: '杭州安居智能锁业有限公司' })).toHaveCount(0);

  await page.goto('/enterprise/orderTemplate');
  await page.getByRole('tree', { name: '安装类型与订单类型' }).getByText('机械锁安装').click();
  await expect(page.getByRole('textbox', { name: '类型名称' })).toHaveValue('机械锁安装', LOAD);
  await expect(page.getByRole('button', { name: button('删除') })).toBeVisible();
});
