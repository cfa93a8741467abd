import type { Page } from '@playwright/test';
import { ACCOUNTS, type AccountName, expect, headerEntry, test } from './support';

/**
 * Issue 16 item 6: in en-US and pt-BR no Chinese character reaches the screen on the journeys'
 * pages: texts come from the catalogues, dictionary labels and the server's messages in the
 * caller's language (D30, D31), months from `Intl`. What is data stays as written: names,
 * addresses, what an administrator typed. Our components mark it `translate="no"` (the HTML
 * attribute meaning "data, do not translate"); that is the only exclusion.
 */

const CHINESE = /[\u3400-\u9fff]/;

type Language = 'en-US' | 'pt-BR';

/** The few texts this journey needs to sign in and open the header's dialog, per language. */
const TEXTS: Record<Language, { account: string; password: string; captcha: string; signIn: RegExp }> = {
  'en-US': { account: 'Account', password: 'Password', captcha: 'Captcha', signIn: /^Sign in$/ },
  'pt-BR': { account: 'Conta', password: 'Senha', captcha: 'Captcha', signIn: /^Entrar$/ },
};
const USER_MENU: Record<Language, string> = { 'en-US': 'User menu', 'pt-BR': 'Menu do usuário' };
const CUSTOMER_ORDERS: Record<Language, RegExp> = {
  'en-US': /^Customer orders/,
  'pt-BR': /^Pedidos de clientes/,
};
/** 更多 in each language: the header entry that holds what a narrow row has no room for. */
const MORE: Record<Language, string> = { 'en-US': 'More', 'pt-BR': 'Mais' };

/** Signs in on the login page in the browser's language (D1: a first visit follows it). */
async function signInIn(page: Page, language: Language, account: AccountName): Promise<void> {
  const { username, password } = ACCOUNTS[account];
  const texts = TEXTS[language];
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: texts.account }).fill(username);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole('textbox', { name: texts.captcha }).fill('abcd');
  await page.getByRole('button', { name: texts.signIn }).click();
  await expect(page.getByRole('button', { name: USER_MENU[language] })).toBeVisible();
}

/** Waits until what a page loads has arrived: no spinner or skeleton left in what shows. */
async function settled(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  // Screens kept alive in other tabs stay in the page, hidden: only what shows counts.
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible')).toHaveCount(0, {
    timeout: 10_000,
  });
}

/**
 * The columns of the journeys' tables whose cells are data (names, addresses, what an administrator
 * typed), by their heading in each language: their body cells are left out. Status, type and other
 * dictionary columns stay in, so their labels are checked.
 */
const DATA_COLUMNS: Record<Language, readonly string[]> = {
  'en-US': [
    'Address',
    'Customer name',
    'Customer',
    'Enterprise',
    'Enterprise name',
    'Master',
    'Order type',
    'Role name',
    'Roles',
    'Remark',
    'User name',
    'Nickname',
    'Department',
    'Dictionary name',
  ],
  'pt-BR': [
    'Endereço',
    'Nome do cliente',
    'Cliente',
    'Empresa',
    'Nome da empresa',
    'Técnico',
    'Tipo de pedido',
    'Nome do perfil',
    'Perfis',
    'Observação',
    'Nome do usuário',
    'Apelido',
    'Departamento',
    'Nome do dicionário',
  ],
};

/**
 * Every visible text with a Chinese character, outside data (`translate="no"`, the data columns,
 * the signed-in person's name): texts of the page and of its open dialogs and drawers, the
 * placeholders of visible fields, names given by aria-label or title.
 */
function chineseOnScreen(
  page: Page,
  dataColumns: readonly string[],
  names: readonly string[],
): Promise<string[]> {
  return page.evaluate(
    ([pattern, columns, people]) => {
      const chinese = new RegExp(pattern);
      const found = new Set<string>();
      const dataColumn = (element: Element) => {
        const cell = element.closest('td');
        const table = cell?.closest('table');
        if (!cell || !table || !cell.closest('tbody')) return false;
        const heading = table.querySelectorAll('thead th')[cell.cellIndex]?.textContent?.trim() ?? '';
        return columns.includes(heading);
      };
      const isData = (element: Element | null) =>
        element === null || element.closest('[translate="no"]') !== null || dataColumn(element);
      const withoutNames = (text: string) => people.reduce((rest, name) => rest.split(name).join(''), text);
      const visible = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || !chinese.test(withoutNames(text))) continue;
        if (parent.closest('script, style, noscript, [aria-hidden="true"]')) continue;
        if (isData(parent) || !visible(parent)) continue;
        found.add(text);
      }
      for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
        if (isData(element) || !visible(element)) continue;
        for (const name of ['placeholder', 'aria-label', 'title']) {
          const value = element.getAttribute(name)?.trim() ?? '';
          if (chinese.test(withoutNames(value))) found.add(`${value} (${name})`);
        }
      }
      return [...found];
    },
    [CHINESE.source, dataColumns, names] as const,
  );
}

/** Notes what a page shows in Chinese, by page. */
function recorder(language: Language, account: AccountName) {
  const findings: string[] = [];
  // The signed-in person's own name (header, greeting) is data.
  const names = [ACCOUNTS[account].name];
  return {
    findings,
    async check(page: Page, where: string) {
      await settled(page);
      const start = findings.length;
      for (const text of await chineseOnScreen(page, DATA_COLUMNS[language], names))
        findings.push(`${language} ${where}: ${text}`);
      if (findings.length > start) console.log(findings.slice(start).join('\n'));
    },
  };
}

/** Opens a screen by its address (the menus' paths, D8) and notes its Chinese texts. */
async function visit(page: Page, check: (page: Page, where: string) => Promise<void>, path: string) {
  await page.goto(path);
  await check(page, path);
}

for (const language of ['en-US', 'pt-BR'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language });

    test(`staff pages show no Chinese outside data (${language})`, async ({ page }) => {
      test.setTimeout(120_000);
      const { findings, check } = recorder(language, 'admin');
      await signInIn(page, language, 'admin');
      await check(page, '/dashboard/welcome');
      // Every page in en-US; in pt-BR the pages whose texts the server writes (dictionaries, order
      // courses, logs), which its own catalogue translates: the console's catalogues are proven
      // complete for all four languages by their unit test (same keys, no empty text).
      const everyPage = language === 'en-US';
      const pages = everyPage
        ? [
            '/dashboard/workbench',
            '/dashboard/analysis',
            '/order/orderList',
            '/order/createOrder',
            '/system/user',
            '/system/role',
            '/system/operlog',
            '/system/logininfor',
            '/wallet/walletList',
          ]
        : ['/system/operlog', '/system/logininfor'];
      for (const path of pages) await visit(page, check, path);

      await visit(page, check, '/order/orderList');
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await page.goto('/order/orderDetails?orderId=1');
      await check(page, '/order/orderDetails?orderId=1');

      await visit(page, check, '/system/dict?dictType=install_type');
      const installRow = page.locator('.ant-table-tbody tr', { hasText: 'install_type' });
      await installRow.getByText(language === 'en-US' ? 'Entries' : 'Entradas', { exact: true }).click();
      await expect(page.locator('.ant-drawer-open .ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      await check(page, '/system/dict, install_type entries');
      await page.keyboard.press('Escape');

      if (everyPage) {
        await visit(page, check, '/enterprise/enterpriseList');
        await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, '/enterprise/enterpriseList, details dialog');
        await page.keyboard.press('Escape');

        await visit(page, check, '/dashboard/workbench');
        await headerEntry(page, CUSTOMER_ORDERS[language], MORE[language]);
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, 'header, customer orders dialog');
      }

      expect(findings, 'Chinese texts outside data').toEqual([]);
    });
  });
}

test.describe('the enterprise user, in en-US', () => {
  test.use({ locale: 'en-US' });

  test("the enterprise user's pages show no Chinese outside data (en-US)", async ({ page }) => {
    const { findings, check } = recorder('en-US', 'enterprise');
    await signInIn(page, 'en-US', 'enterprise');
    await check(page, '/dashboard/workbench');
    for (const path of [
      '/order/enterpriseOrderList',
      '/order/qyCreateOrder',
      '/wallet/recharge',
      '/wallet/walletRecord',
      '/enterprise/enterpriseDetails',
    ])
      await visit(page, check, path);
    expect(findings, 'Chinese texts outside data').toEqual([]);
  });
});
