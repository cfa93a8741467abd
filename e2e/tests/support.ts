import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { workerPort } from '../playwright.config';

export { expect };

/**
 * What React and antd print when something is wrong (a dev warning, a deprecated prop, a production
 * error) and what a page throws: either fails the journey that caused it (issue 13: a warning is a
 * failure). Other console errors stay allowed: Chromium logs every 401/404 answer as
 * "Failed to load resource", and several journeys provoke those on purpose.
 */
const REACT_OR_ANTD = [/^Warning: /, /\[antd: /, /deprecated/i, /Minified React error/, /react\.dev\/errors/];

/** Collects React/antd warnings and page errors of every page of a browser context. */
function watchProblems(context: BrowserContext, problems: string[]): void {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (REACT_OR_ANTD.some((pattern) => pattern.test(text)))
        problems.push(`console.${message.type()} on ${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) =>
      problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`),
    );
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

/**
 * `test` of every journey: Playwright's, failing a journey at its end when any of its pages printed
 * a React/antd warning or threw.
 */
export const test = base.extend<{ noProblems: undefined }>({
  // Each worker talks to its own reference server (playwright.config.ts): its own database.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${workerPort(testInfo.parallelIndex)}`);
  },
  noProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      watchProblems(context, problems);
      await use(undefined);
      expect(problems, 'React/antd warnings or page errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

/** The demo accounts of the reference server (D14) and where each lands (D9). */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@12345', name: '系统管理员', phone: '13800000001' },
  dispatcher: { username: 'dispatcher', password: 'Dispatch@123', name: '王派单', phone: '13800000002' },
  market: { username: 'market', password: 'Market@1234', name: '李市场', phone: '13800000003' },
  enterprise: { username: 'enterprise', password: 'Enterprise@123', name: '张企业', phone: '13800000004' },
  viewer: { username: 'viewer', password: 'Viewer@1234', name: '赵查看', phone: '13800000005' },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** ONSITE_SMS_CODE of the test servers. */
export const SMS_CODE = '123456';

/** antd puts a space between two Chinese characters of a button (登 录); a loading icon may still be leaving. */
export const SIGN_IN = /^(loading )?登\s?录$/;

/**
 * A dialog's 确定 button. After a refused submit antd keeps the loading icon (invisible, zero width)
 * in the button until its leave transition ends, and that transition may never run when the icon
 * was still growing: the button then reads "loading 确 定" to a screen reader while a person sees
 * 确定 and can press it.
 */
export const OK = /^(loading )?确\s?定$/;

/** Signs in by account on the login page already open (the captcha accepts any text: ONSITE_CAPTCHA=off). */
export async function fillAccountLogin(page: Page, account: AccountName, password?: string): Promise<void> {
  const { username, password: own } = ACCOUNTS[account];
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password ?? own);
  await page.getByRole('textbox', { name: '图形验证码' }).fill('abcd');
  await page.getByRole('button', { name: SIGN_IN }).click();
}

/** Opens the login page and signs in; waits until the signed-in frame shows the user's name. */
export async function signIn(page: Page, account: AccountName): Promise<void> {
  await page.goto('/user/login');
  await fillAccountLogin(page, account);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(ACCOUNTS[account].name);
}

/** The side menu of the main layout. */
export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: '侧边菜单' });
}

/** The session token the page keeps (D2). */
export async function storedToken(page: Page): Promise<string> {
  const saved = await page.evaluate(() => localStorage.getItem('Access-Token'));
  return (JSON.parse(saved ?? 'null') as { value: string }).value;
}

/** Seeded users beside the demo accounts (the seed's password for every other user): journeys that change a user use these. */
export const OTHER_USERS = {
  dispatcher3: { username: 'dispatcher3', password: 'Onsite@2024', name: '吴派单' },
  finance: { username: 'finance', password: 'Onsite@2024', name: '钱财务' },
  tech2: { username: 'tech2', password: 'Onsite@2024', name: '唐技术' },
  dispatcher2: { username: 'dispatcher2', password: 'Onsite@2024', name: '孙调度' },
} as const;

/** Signs in with a username and password on the login page already open; waits for the user's name. */
export async function signInWith(
  page: Page,
  { username, password, name }: { username: string; password: string; name: string },
): Promise<void> {
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: '图形验证码' }).fill('abcd');
  await page.getByRole('button', { name: SIGN_IN }).click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(name);
}

/**
 * Clicks an item of a dropdown menu that has just opened. A loaded headless Chromium may not finish
 * the list's opening motion, and a pointer click then lands on nothing (the item stays "active" and
 * nothing happens); a person clicks the item once it shows.
 */
export async function clickMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(item).toBeVisible();
  await item.dispatchEvent('click');
}

/** Logs out through the user menu and the exit summary (spec 000 §2.4); ends on the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await clickMenuItem(page, '退出登录');
  await page.getByRole('dialog', { name: '退出登录' }).getByRole('button', { name: OK }).click();
  await expect(page).toHaveURL(/\/user\/login/);
}

/**
 * Opens an entry of the header menu as a person does: the button on the row, or, when the window
 * is too narrow for it, the same entry under 更多 (issue 16 item 1). Right after sign-in the row
 * still changes while the user's counts and codes arrive (an entry may move into 更多 as it is
 * aimed at): a person then looks again, and so does this. `moreName` is 更多 in the page's
 * language (More, Mais…).
 */
export async function headerEntry(page: Page, name: string | RegExp, moreName = '更多'): Promise<void> {
  const header = page.getByRole('banner');
  const onTheRow = header.getByRole('button', { name, exact: typeof name === 'string' });
  const more = header.getByRole('button', { name: moreName });
  await expect(async () => {
    if (await onTheRow.isVisible()) {
      await onTheRow.click({ timeout: 2000 });
      return;
    }
    const item = page.getByRole('menuitem', { name });
    if (!(await item.isVisible())) await more.click({ timeout: 2000 });
    await expect(item).toBeVisible({ timeout: 2000 });
    await item.dispatchEvent('click');
  }).toPass({ timeout: 20_000 });
}

/** The yuan amount of a text such as `12580.50 元`. */
export function yuanOf(text: string | null): number {
  const match = /(-?\d+(?:\.\d+)?)/.exec(text ?? '');
  if (match === null) throw new Error(`no amount in ${text}`);
  return Number(match[1]);
}

/** Opens an entry of the header's account menu. */
export async function accountMenu(page: Page, entry: string) {
  await headerEntry(page, /^账\s?户$/);
  await clickMenuItem(page, entry);
}

/**
 * The wallet balance the account-info dialog shows, after which the dialog is closed. With `expected`,
 * waits until the dialog shows it: a dialog opened again shows the balance it knew while it asks the
 * server for the current one.
 */
export async function walletBalance(page: Page, expected?: number): Promise<number> {
  await accountMenu(page, '账户信息');
  const dialog = page.getByRole('dialog', { name: '账户信息' });
  const balance = dialog.getByRole('row', { name: /钱包余额/ }).getByText(/元$/);
  await expect(balance).toBeVisible();
  if (expected !== undefined) await expect(balance).toContainText(expected.toFixed(2));
  const amount = yuanOf(await balance.textContent());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return amount;
}

/** A 1×1 PNG: a picture to upload (a work photo, a bank slip). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
