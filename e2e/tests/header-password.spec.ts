import { expect, OK, OTHER_USERS, SIGN_IN, signInWith, test } from './support';

// A seeded user no other journey signs in as (the menu walk signs in as 钱财务 and 郑客服 of the same roles):
// the password change stays with this journey.
const USER = OTHER_USERS.tech2;
const NEW_PASSWORD = 'Changed#2026';

test('a user changes their password, is signed out, and signs in with the new one only (spec 000 §4.1, §5)', async ({
  page,
}) => {
  await page.goto('/user/login');
  await signInWith(page, USER);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  const info = page.getByRole('dialog', { name: '个人信息' });
  await expect(info.getByText('tech2', { exact: true })).toBeVisible();
  await info.getByRole('button', { name: '修改密码' }).click();

  const change = page.getByRole('dialog', { name: '修改密码' });
  await change.getByLabel('原密码').fill('wrong-password');
  await change.getByLabel('新密码').fill(NEW_PASSWORD);
  await change.getByLabel('确认密码').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: OK }).click();
  await expect(page.getByText('原始密码错误！')).toBeVisible();

  await change.getByLabel('原密码').fill(USER.password);
  const reloaded = page.waitForEvent('load');
  await change.getByRole('button', { name: OK }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  // The session ends and the page reloads onto the login page.
  await reloaded;
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();

  // The old password no longer works; the new one does.
  await page.getByRole('textbox', { name: '账号' }).fill(USER.username);
  await page.getByLabel('密码', { exact: true }).fill(USER.password);
  await page.getByRole('textbox', { name: '图形验证码' }).fill('abcd');
  await page.getByRole('button', { name: SIGN_IN }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await signInWith(page, { ...USER, password: NEW_PASSWORD });
});
