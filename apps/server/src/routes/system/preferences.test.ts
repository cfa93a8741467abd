import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { PREFERENCES_MAX_BYTES } from './preferences';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => server.close());

const URL = '/system/user/preferences';

const layout = {
  navTheme: 'light',
  layout: 'top',
  contentWidth: 'Fixed',
  fixedHeader: true,
  fixedSidebar: false,
  autoHideHeader: true,
  colorWeak: false,
  primaryColor: '#722ed1',
  multiTab: false,
  sidebarCollapsed: true,
};
const preferences = { locale: 'pt-BR', tableDensity: 'small', layout };

describe('own preferences (D28, the account custom screen)', () => {
  it('answers null until saved, then the saved copy, for the signed-in user only', async () => {
    const viewer = await server.login('viewer');
    const admin = await server.login('admin');
    expect((await server.call('GET', URL, { token: viewer })).body).toMatchObject({ code: 0, data: null });

    const saved = await server.call('POST', URL, { token: viewer, body: preferences });
    expect(saved.body).toMatchObject({ code: 0, msg: '保存成功' });
    // The colour is stored in one case, as the console writes it.
    const own = { ...preferences, layout: { ...layout, primaryColor: '#722ED1' } };
    expect((await server.call('GET', URL, { token: viewer })).body.data).toEqual(own);

    // Another user's copy is their own: the admin still has none, and saving it leaves the viewer's alone.
    expect((await server.call('GET', URL, { token: admin })).body.data).toBeNull();
    await server.call('POST', URL, { token: admin, body: { ...preferences, locale: 'en-US' } });
    expect((await server.call('GET', URL, { token: viewer })).body.data).toEqual(own);
    expect(server.count('sys_user_preferences')).toBe(2);

    // A second save replaces the row; it does not add one.
    await server.call('POST', URL, { token: viewer, body: { ...preferences, tableDensity: 'medium' } });
    expect((await server.call('GET', URL, { token: viewer })).body.data).toMatchObject({
      tableDensity: 'medium',
    });
    expect(server.count('sys_user_preferences')).toBe(2);
  });

  it('refuses bad input with { code, msg } and changes nothing', async () => {
    const token = await server.login('viewer');
    await server.call('POST', URL, { token, body: preferences });
    const before = JSON.stringify((await server.call('GET', URL, { token })).body.data);
    for (const body of [
      { ...preferences, locale: 'fr-FR' },
      { ...preferences, tableDensity: 'tiny' },
      { ...preferences, layout: { ...layout, navTheme: 'realDark' } },
      { ...preferences, layout: { ...layout, primaryColor: 'red' } },
      { ...preferences, layout: { ...layout, primaryColor: '#1890FF;x' } },
      { ...preferences, layout: { ...layout, multiTab: 'yes' } },
      { ...preferences, layout: { ...layout, unknown: 1 } },
      { ...preferences, userId: 1 },
      { locale: 'zh-CN', layout },
      [preferences],
      'text',
    ]) {
      const answer = await server.call('POST', URL, { token, body });
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.body.code, JSON.stringify(body)).not.toBe(0);
      expect(answer.body.msg, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(JSON.stringify((await server.call('GET', URL, { token })).body.data)).toBe(before);
  });

  it('turns a body larger than its bound away before reading it', async () => {
    const token = await server.login('viewer');
    const body = { ...preferences, padding: 'x'.repeat(PREFERENCES_MAX_BYTES) };
    const answer = await server.call('POST', URL, { token, body });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 413, msg: expect.stringContaining('偏好设置过大') });
    expect(server.count('sys_user_preferences')).toBe(0);
  });

  it('answers null for a stored copy an older schema wrote, which no longer passes', async () => {
    const token = await server.login('viewer');
    const { userId } = (await server.call('GET', '/system/user/info', { token })).body.data as {
      userId: number;
    };
    server.db
      .prepare('INSERT INTO sys_user_preferences (user_id, preferences, update_time) VALUES (?, ?, ?)')
      .run(userId, JSON.stringify({ locale: 'zh-CN', theme: 'old' }), '2025-03-15 10:00:00');
    expect((await server.call('GET', URL, { token })).body).toMatchObject({ code: 0, data: null });
  });

  it('needs a session', async () => {
    expect((await server.call('GET', URL, {})).status).toBe(401);
    expect((await server.call('POST', URL, { body: preferences })).status).toBe(401);
    expect(server.count('sys_user_preferences')).toBe(0);
  });
});

describe('the custom screen in the seeded menus', () => {
  it('is shown to every demo role that has the account base settings', async () => {
    for (const login of ['admin', 'dispatcher', 'market', 'enterprise', 'viewer'] as const) {
      const token = await server.login(login);
      const keys = (
        (await server.call('GET', '/system/menu/user', { token })).body.data as { menuKey: string }[]
      ).map((menu) => menu.menuKey);
      expect(keys, login).toContain('base');
      expect(keys, login).toContain('custom');
    }
  });
});
