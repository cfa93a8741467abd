import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWith, test } from './support';

/**
 * Issue 18: no seeded role's menu reaches a dead end. One seeded account per seeded role signs in and
 * opens every screen of its own menu (what the server's `menu/user` gives it); each screen must
 * render (not 页面不存在或仍在开发中, not the 403 page) and every call it makes on opening must be
 * answered (code 0): a screen whose list the server refuses to the role is a dead end too.
 */
const WALKERS = [
  { role: 'admin', username: 'admin', password: 'Admin@12345', name: '系统管理员' },
  { role: 'dispatcher', username: 'dispatcher', password: 'Dispatch@123', name: '王派单' },
  { role: 'market', username: 'market', password: 'Market@1234', name: '李市场' },
  { role: 'enterprise', username: 'enterprise', password: 'Enterprise@123', name: '张企业' },
  { role: 'viewer', username: 'viewer', password: 'Viewer@1234', name: '赵查看' },
  { role: 'finance', username: 'finance', password: 'Onsite@2024', name: '钱财务' },
  { role: 'technical', username: 'service', password: 'Onsite@2024', name: '郑客服' },
  { role: 'master', username: 'master', password: 'Master@1234', name: '郭师傅' },
  { role: 'teamHead', username: 'teamhead', password: 'Teamhead@123', name: '马师傅' },
] as const;

/** What a dead end shows: the 404, 403 and 500 pages, a list whose call failed. */
const DEAD_ENDS = ['页面不存在或仍在开发中', '无权访问', '服务器出错了', '数据加载失败'];

interface MenuRow {
  menuId: number;
  parentId: number;
  menuKey: string;
  menuName: string;
  menuType: 'M' | 'C' | 'F';
  /** '1': a route without a menu entry (a details page opened from a list). */
  visible: '0' | '1';
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await request.post('/api/auth/login', {
    data: { username, password, code: 'abcd', uuid: '' },
  });
  const body = (await answer.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/** Every screen of a user's menu with its path: the menu keys from the root down (spec 000 §2.1). */
async function screensOf(
  request: APIRequestContext,
  token: string,
): Promise<{ path: string; name: string }[]> {
  const answer = await request.get('/api/system/menu/user', { headers: { 'access-token': token } });
  const menus = ((await answer.json()) as { data: MenuRow[] }).data;
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const pathOf = (menu: MenuRow): string => {
    const parent = byId.get(menu.parentId);
    return `${parent ? pathOf(parent) : ''}/${menu.menuKey}`;
  };
  return menus
    .filter((menu) => menu.menuType === 'C' && menu.visible === '0')
    .map((menu) => ({ path: pathOf(menu), name: menu.menuName }));
}

/** Opens a path inside the signed-in page as the router does for a menu click (no reload). */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path || url.pathname.startsWith(`${path}/`));
}

test('every seeded role has an account walking its menu', async ({ request }) => {
  const token = await tokenOf(request, 'admin', 'Admin@12345');
  const answer = await request.get('/api/system/role/list?pageSize=100', {
    headers: { 'access-token': token },
  });
  const roles = ((await answer.json()) as { rows: { roleKey: string }[] }).rows
    .map((role) => role.roleKey)
    // The roles an enterprise administrator adds for their enterprise (D49, `ent<id>:…`) are not seeded.
    .filter((key) => !/^ent\d+:/.test(key));
  expect([...roles].sort()).toEqual(WALKERS.map((walker) => walker.role).sort());
});

for (const walker of WALKERS) {
  test(`${walker.username} (${walker.role}): every screen of the menu opens and its calls are answered`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const screens = await screensOf(request, await tokenOf(request, walker.username, walker.password));
    expect(screens.length).toBeGreaterThan(0);

    // Every call of the page while a screen opens; a refused one (code ≠ 0 or HTTP ≥ 400) is a dead end.
    const pending = new Set<string>();
    const refused: string[] = [];
    let current = '';
    page.on('request', (sent) => {
      if (sent.url().includes('/api/')) pending.add(sent.url());
    });
    page.on('requestfinished', (sent) => pending.delete(sent.url()));
    page.on('requestfailed', (sent) => pending.delete(sent.url()));
    page.on('response', async (answer) => {
      if (!answer.url().includes('/api/') || !current) return;
      const type = answer.headers()['content-type'] ?? '';
      if (answer.status() >= 400) refused.push(`${current}: HTTP ${answer.status()} ${answer.url()}`);
      else if (type.includes('json')) {
        const body = (await answer.json().catch(() => null)) as { code?: number; msg?: string } | null;
        if (body && typeof body.code === 'number' && body.code !== 0)
          refused.push(`${current}: ${answer.url()} → ${body.code} ${body.msg ?? ''}`);
      }
    });

    // One screen kept at a time (no tab bar): the walk is about the menu, and 100 kept tabs would only slow it.
    await page.addInitScript(() =>
      window.localStorage.setItem('onsite.layoutSettings', JSON.stringify({ multiTab: false })),
    );
    await page.goto('/user/login');
    await signInWith(page, walker);
    const main = page.getByRole('main');
    const deadEnds: string[] = [];
    const breadcrumb = page.getByRole('navigation', { name: '面包屑导航' });
    for (const screen of screens) {
      current = `${screen.name} ${screen.path}`;
      await open(page, screen.path);
      // The screen is shown once the breadcrumb names it, its spinners are gone and its calls have come back.
      await expect(breadcrumb, current).toContainText(screen.name);
      await expect(main.locator('.ant-spin-spinning').filter({ visible: true }), current).toHaveCount(0);
      // Its calls have come back: none pending at two looks two frames apart (a query starts after the first
      // paint), looked at every 25 ms (the walk opens some 330 screens: the default intervals would double it).
      await expect
        .poll(
          async () => {
            if (pending.size > 0) return pending.size;
            // Two frames: the screen's effects (which start its queries) have run.
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            );
            return pending.size;
          },
          { message: `calls of ${current}`, intervals: [25] },
        )
        .toBe(0);
      // 异常页 (spec 000 §2.2): the 403, 404 and 500 pages are screens of the menu; they show what they are.
      if (screen.path.startsWith('/exception/')) continue;
      // What the screen shows (one screen is mounted: the tab bar is off), read once.
      const shown = (await main.textContent()) ?? '';
      for (const deadEnd of DEAD_ENDS) if (shown.includes(deadEnd)) deadEnds.push(`${current}: ${deadEnd}`);
    }
    current = '';
    // Screens that show a dead end, and calls refused while the screens opened.
    expect({ deadEnds, refused }).toEqual({ deadEnds: [], refused: [] });
  });
}
