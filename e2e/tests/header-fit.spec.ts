import type { Page } from '@playwright/test';
import { ACCOUNTS, type AccountName, clickMenuItem, expect, signIn, test } from './support';

// Issue 16 item 1: the header fits every width on one row, in every language; what does not fit
// moves into 更多, and every entry stays reachable.
const WIDTHS = [1920, 1366, 1280, 375] as const;
const HEADER_HEIGHT = 64;
/** The side menu's toggle (its name says which way it goes, which depends on the width). */
const SIDE_MENU_TOGGLE = /^(展开菜单|收起菜单|Expandmenu|Collapsemenu)$/;

/** The header's entries as a person reads them: the row's buttons and switches, then those under 更多. */
async function reachableEntries(page: Page, more: string): Promise<string[]> {
  const header = page.getByRole('banner');
  const names: string[] = [];
  for (const control of await header.getByRole('button').or(header.getByRole('switch')).all()) {
    if (!(await control.isVisible())) continue;
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
    names.push(name);
  }
  const moreButton = header.getByRole('button', { name: more });
  if (await moreButton.isVisible()) {
    await moreButton.click();
    // The one open dropdown: 更多's list.
    const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    const menu = popup.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const item of await menu.getByRole('menuitem').all()) {
      // The work switches' item is read by its switches' names (below), as on the row.
      if ((await item.getByRole('switch').count()) === 0) names.push((await item.textContent()) ?? '');
    }
    for (const control of await menu.getByRole('switch').all()) {
      names.push((await control.getAttribute('aria-label')) ?? '');
    }
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }
  // A count on an entry changes while the journey runs; 更多 itself and the dot are not entries.
  return [...new Set(names.map((name) => name.replace(/[\d+]+/g, '').replace(/\s+/g, '')))]
    .filter((name) => name !== '' && name !== more.replace(/\s+/g, '') && !SIDE_MENU_TOGGLE.test(name))
    .sort();
}

/** Every control of the header lies inside its one row of 64 px. */
async function expectOneRow(page: Page, width: number) {
  const header = page.getByRole('banner');
  const box = await header.boundingBox();
  expect(box?.height, `the header at ${width} px is one row`).toBe(HEADER_HEIGHT);
  const top = box?.y ?? 0;
  for (const control of await header.getByRole('button').all()) {
    if (!(await control.isVisible())) continue;
    const own = await control.boundingBox();
    if (own === null) continue;
    expect(own.y, `${(await control.textContent()) ?? ''} at ${width} px`).toBeGreaterThanOrEqual(top);
    expect(own.y + own.height, `${(await control.textContent()) ?? ''} at ${width} px`).toBeLessThanOrEqual(
      top + HEADER_HEIGHT,
    );
    expect(own.x + own.width, `${(await control.textContent()) ?? ''} at ${width} px`).toBeLessThanOrEqual(
      width,
    );
  }
}

for (const account of Object.keys(ACCOUNTS) as AccountName[]) {
  test(`${account}: one header row at 1920, 1366, 1280 and 375 px in zh-CN and en-US, every entry reachable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await signIn(page, account);
    // The entries the user's codes, counts and pay flag decide have arrived.
    await page.waitForLoadState('networkidle');
    for (const language of ['zh-CN', 'en-US'] as const) {
      const more = language === 'zh-CN' ? '更多' : 'More';
      if (language === 'en-US') {
        await page.getByRole('button', { name: '语言：简体中文' }).click();
        await clickMenuItem(page, 'English');
        await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      }
      let everyEntry: string[] | null = null;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // The row settles once the new width is measured (a resize observer, then one render).
        await expect(async () => expectOneRow(page, width)).toPass();
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const entries = await reachableEntries(page, more);
        if (everyEntry === null) everyEntry = entries;
        else expect(entries, `${account} ${language} at ${width} px reaches every entry`).toEqual(everyEntry);
      }
    }
  });
}
