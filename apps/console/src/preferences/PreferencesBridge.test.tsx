import { contract, createApiClient } from '@onsite/api-client';
import type { UserPreferences } from '@onsite/domain';
import { LAYOUT_SETTINGS_DEFAULTS, LOCALE_STORAGE_KEY, OnsiteProvider, useLocale } from '@onsite/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '../stores/layoutStore';
import { useSessionStore } from '../stores/sessionStore';
import { server } from '../test/network';
import { withTestNetwork } from '../test/setup';
import { PreferencesBridge } from './PreferencesBridge';

withTestNetwork();
afterEach(cleanup);

function Switch() {
  const { locale, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale(locale === 'en-US' ? 'zh-TW' : 'en-US')}>
      {locale}
    </button>
  );
}

function Shown() {
  return <p>{useLocale().locale}</p>;
}

describe('the preferences bridge (D28)', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.getState().reset();
  });

  it('switches the language shown to the one of applied preferences, and saves it locally', async () => {
    render(
      <OnsiteProvider client={createApiClient()} user={null} defaultLocale="zh-CN">
        <PreferencesBridge />
        <Shown />
      </OnsiteProvider>,
    );
    expect(await screen.findByText('zh-CN')).toBeTruthy();
    act(() =>
      useLayoutStore.getState().applyPreferences({
        locale: 'pt-BR',
        tableDensity: 'large',
        layout: { ...LAYOUT_SETTINGS_DEFAULTS },
      }),
    );
    expect(await screen.findByText('pt-BR')).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    // A change of the layout alone (the dev drawer, the side menu's fold) leaves the language alone.
    act(() => useLayoutStore.getState().update({ navTheme: 'light' }));
    expect(screen.getByText('pt-BR')).toBeTruthy();
  });

  it('saves a language the signed-in person switches to into their server copy, not the one it applied', async () => {
    const saved: UserPreferences[] = [];
    server.use(
      http.post(`*/api${contract.system.user.savePreferences.path}`, async ({ request }) => {
        saved.push((await request.json()) as UserPreferences);
        return HttpResponse.json({ code: 0, msg: '保存成功', data: null });
      }),
    );
    useSessionStore.getState().signIn('token-1');
    render(
      <OnsiteProvider client={createApiClient({ baseURL: '/api' })} user={null} defaultLocale="zh-CN">
        <PreferencesBridge />
        <Switch />
      </OnsiteProvider>,
    );
    // The server's copy arrives: shown, not saved back.
    act(() =>
      useLayoutStore.getState().applyPreferences({
        locale: 'en-US',
        tableDensity: 'small',
        layout: { ...LAYOUT_SETTINGS_DEFAULTS },
      }),
    );
    const button = await screen.findByRole('button', { name: 'en-US' });
    // The person switches (the header's language switch): saved with the rest of their copy.
    act(() => button.click());
    await screen.findByRole('button', { name: 'zh-TW' });
    await expect.poll(() => saved.map((copy) => copy.locale)).toEqual(['zh-TW']);
    expect(saved[0]?.tableDensity).toBe('small');
    // And back to the language the server's copy had: saved too.
    act(() => screen.getByRole('button', { name: 'zh-TW' }).click());
    await expect.poll(() => saved.map((copy) => copy.locale)).toEqual(['zh-TW', 'en-US']);
    useSessionStore.getState().reset();
  });
});
