import type { Page } from '@playwright/test';
import { expect, OK, SIGN_IN, sideMenu, signIn, signInWith, signOut, storedToken, test } from './support';

// D45, D49: enterprise 1's administrator (the demo account 张企业) adds a role of the enterprise with one screen
// and a member holding it. Both are only this journey's: the member and the role belong to no other journey.
const ROLE = '查单员';
const MEMBER = { username: 'ent1_e2e_clerk', password: 'Clerk#2026ok', name: '企业查单员' } as const;
/** Every side-menu entry the member may show: the screen's directory and the screen, nothing else. */
const MEMBER_MENU = new Set(['订单管理', '订单列表']);

/** Opens a screen of the side menu by its directory and its name. */
async function openFromMenu(page: Page, directory: string, screen: string) {
  const menu = sideMenu(page);
  const entry = menu.getByText(screen, { exact: true });
  if (!(await entry.isVisible())) await menu.getByText(directory, { exact: true }).click();
  await entry.click();
}

test('an enterprise administrator adds a role with one screen and a member with it; the member sees only that screen (D49)', async ({
  page,
  request,
}) => {
  await signIn(page, 'enterprise');

  // 企业角色: only what the enterprise holds is offered; 订单列表 with its buttons.
  await openFromMenu(page, '企业管理', '企业角色');
  await expect(page.getByRole('table', { name: '企业角色列表' })).toBeVisible();
  await page.getByRole('button', { name: /^新\s?增$/ }).click();
  const roleDialog = page.getByRole('dialog', { name: '新增企业角色' });
  // A button entry carries its code as its title (订单查询 按钮).
  await expect(roleDialog.getByTitle('order:order:list', { exact: true })).toBeVisible();
  // The screens the enterprise does not hold (and the management screens themselves) are not offered.
  for (const absent of ['用户管理', '企业用户', '企业角色']) {
    await expect(roleDialog.getByText(absent, { exact: true })).toHaveCount(0);
  }
  await roleDialog.getByRole('button', { name: OK }).click();
  await expect(roleDialog.getByText('请至少选择一个菜单')).toBeVisible();
  await roleDialog.getByLabel('角色名称').fill(ROLE);
  await roleDialog.getByText('订单列表', { exact: true }).click();
  await roleDialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(roleDialog).toBeHidden();
  const roleRow = page
    .getByRole('table', { name: '企业角色列表' })
    .getByRole('row', { name: new RegExp(ROLE) });
  await expect(roleRow).toContainText('订单列表');

  // 企业用户: the member with the new role; the one-time password is shown once.
  await openFromMenu(page, '企业管理', '企业用户');
  await expect(page.getByRole('table', { name: '企业用户列表' })).toBeVisible();
  await page.getByRole('button', { name: /^新\s?增$/ }).click();
  const userDialog = page.getByRole('dialog', { name: '新增企业用户' });
  await userDialog.getByLabel('登录账号').fill(MEMBER.username);
  await userDialog.getByLabel('用户名称').fill(MEMBER.name);
  await userDialog.getByRole('combobox', { name: '角色' }).click();
  const choice = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(ROLE, { exact: true });
  await expect(choice).toBeVisible();
  // A loaded headless Chromium may not finish the list's opening motion (as in system-users.spec.ts).
  await choice.dispatchEvent('click');
  await expect(userDialog.getByTitle(ROLE, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await userDialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const created = page.getByRole('dialog', { name: '用户已创建' });
  await expect(created).toContainText(`账号 ${MEMBER.username} 的一次性密码只显示这一次`);
  const oneTimePassword = (await created.locator('code').textContent())?.trim() ?? '';
  expect(oneTimePassword.length).toBeGreaterThanOrEqual(8);
  await created.getByRole('button', { name: /^(OK|确\s?定)$/ }).click();
  await expect(created).toBeHidden();
  const memberRow = page
    .getByRole('table', { name: '企业用户列表' })
    .getByRole('row', { name: new RegExp(MEMBER.username) });
  await expect(memberRow).toContainText(ROLE);
  await expect(memberRow).toContainText('从未登录');

  await signOut(page);
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
  // The member's first sign-in: the one-time password is changed before anything else (issue 14).
  await page.getByRole('textbox', { name: '账号' }).fill(MEMBER.username);
  await page.getByLabel('密码', { exact: true }).fill(oneTimePassword);
  await page.getByRole('textbox', { name: '图形验证码' }).fill('abcd');
  await page.getByRole('button', { name: SIGN_IN }).click();
  const change = page.getByRole('dialog', { name: '修改密码' });
  await expect(change).toBeVisible();
  await change.getByLabel('原密码').fill(oneTimePassword);
  await change.getByLabel('新密码').fill(MEMBER.password);
  await change.getByLabel('确认密码').fill(MEMBER.password);
  await change.getByRole('button', { name: OK }).click();
  await expect(page.getByText('请使用新密码重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
  await signInWith(page, MEMBER);

  // Only the role's screen: its directory and itself.
  const menu = sideMenu(page);
  await expect(menu.getByText('订单管理', { exact: true })).toBeVisible();
  if (!(await menu.getByText('订单列表', { exact: true }).isVisible())) {
    await menu.getByText('订单管理', { exact: true }).click();
  }
  await expect(menu.getByText('订单列表', { exact: true })).toBeVisible();
  const entries = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  expect(entries.filter((entry) => !MEMBER_MENU.has(entry))).toEqual([]);
  for (const hidden of ['企业管理', '钱包', '财务管理', '仪表盘']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await menu.getByText('订单列表', { exact: true }).click();
  await expect(page.getByRole('table', { name: '订单列表' })).toBeVisible();

  // The rest is refused by the server, whatever the console shows: the administrator's calls and what the
  // enterprise holds but the role does not grant.
  const headers = { 'Access-Token': await storedToken(page) };
  for (const url of [
    '/api/enterprise/user/list',
    '/api/enterprise/role/allowance',
    '/api/finance/recharge/list',
  ]) {
    const answer = await (await request.get(url, { headers })).json();
    expect(answer.code, url).toBe(403);
  }
  const orders = await (await request.get('/api/order/order/list', { headers })).json();
  expect(orders.code).toBe(0);
  // A screen outside the role is not a route for this member.
  await page.goto('/enterprise/enterpriseUser');
  await expect(page.getByRole('table', { name: '企业用户列表' })).toHaveCount(0);
});
