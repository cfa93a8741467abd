import { contract } from '@onsite/api-client';
import type { UserPreferences } from '@onsite/domain';
import { LAYOUT_SETTINGS_DEFAULTS } from '@onsite/ui';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureSessionLoaded } from '../session/loadSession';
import { useLayoutStore } from '../stores/layoutStore';
import { useSessionStore } from '../stores/sessionStore';
import { backend, server } from '../test/network';
import { withTestNetwork } from '../test/setup';
import { loadPreferences } from './loadPreferences';
import { tableDensityTheme } from './tableDensityTheme';

withTestNetwork();

const serverCopy: UserPreferences = {
  locale: 'en-US',
  tableDensity: 'medium',
  layout: { ...LAYOUT_SETTINGS_DEFAULTS, layout: 'top', primaryColor: '#13C2C2' },
};
const cached = { ...LAYOUT_SETTINGS_DEFAULTS, navTheme: 'light' as const };

/** Each preferences request received. */
let asked: string[] = [];

function answer(data: unknown, delay?: Promise<void>) {
  asked = [];
  server.use(
    http.get(`*/api${contract.system.user.preferences.path}`, async () => {
      asked.push('preferences');
      await delay;
      return HttpResponse.json({ code: 0, msg: '操作成功', data });
    }),
  );
}

describe('the preferences after sign-in (D28)', () => {
  beforeEach(() => {
    useLayoutStore.getState().reset();
    useLayoutStore.getState().update(cached);
    useSessionStore.getState().signIn('token-1');
  });

  it('first shows the cached values, then the server’s copy wins when it arrives', async () => {
    expect(useLayoutStore.getState().settings).toEqual(cached);
    answer(serverCopy);
    await loadPreferences('token-1');
    expect(useLayoutStore.getState()).toMatchObject({
      settings: serverCopy.layout,
      tableDensity: 'medium',
      appliedLocale: 'en-US',
    });
  });

  it('keeps the cached values when nothing is saved or the call fails, silently', async () => {
    answer(null);
    await loadPreferences('token-1');
    expect(useLayoutStore.getState().settings).toEqual(cached);
    server.use(
      http.get(`*/api${contract.system.user.preferences.path}`, () =>
        HttpResponse.json({ code: 500, msg: '服务暂时不可用' }),
      ),
    );
    await expect(loadPreferences('token-1')).resolves.toBeUndefined();
    expect(useLayoutStore.getState().settings).toEqual(cached);
  });

  it('drops an answer that arrives after the person saved, or after the session changed', async () => {
    let release = () => {};
    answer(
      serverCopy,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const late = loadPreferences('token-1');
    const justSaved = { ...serverCopy, tableDensity: 'small' as const };
    useLayoutStore.getState().applyPreferences(justSaved);
    release();
    await late;
    expect(useLayoutStore.getState().tableDensity).toBe('small');

    answer(serverCopy);
    useSessionStore.getState().signIn('token-2');
    await loadPreferences('token-1');
    expect(useLayoutStore.getState().tableDensity).toBe('small');
  });
});

describe('the first calls after sign-in', () => {
  it('ask for the preferences beside user info and menu, and never wait for them', async () => {
    useLayoutStore.getState().reset();
    useSessionStore.getState().signIn('token-1');
    let release = () => {};
    answer(
      serverCopy,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    // The shell's load ends while the preferences are still on their way.
    await ensureSessionLoaded('/');
    expect(useSessionStore.getState().routesLoaded).toBe(true);
    // Asked once, beside user info and menu.
    expect(asked).toHaveLength(1);
    expect(backend.seen.map((seen) => seen.path)).toEqual(
      expect.arrayContaining(['/api/system/user/info', '/api/system/menu/user']),
    );
    expect(useLayoutStore.getState().tableDensity).toBe('large');
    release();
    await expect.poll(() => useLayoutStore.getState().tableDensity).toBe('medium');
  });
});

describe('the table density theme', () => {
  it('leaves antd’s default alone and gives every default-size table the medium or small padding', () => {
    expect(tableDensityTheme('large')).toBeUndefined();
    expect(tableDensityTheme('medium')).toEqual({
      components: { Table: { cellPaddingBlock: 12, cellPaddingInline: 8 } },
    });
    expect(tableDensityTheme('small')).toEqual({
      components: { Table: { cellPaddingBlock: 8, cellPaddingInline: 8 } },
    });
  });
});
