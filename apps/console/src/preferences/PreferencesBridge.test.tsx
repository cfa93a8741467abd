import { createApiClient } from '@onsite/api-client';
import type { UserPreferences } from '@onsite/domain';
import { LAYOUT_SETTINGS_DEFAULTS, LOCALE_STORAGE_KEY, OnsiteProvider, useLocale } from '@onsite/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '../stores/layoutStore';
import { PreferencesBridge } from './PreferencesBridge';

afterEach(cleanup);

function Shown() {
  return <p>{useLocale().locale}</p>;
}

const copyIn = (locale: UserPreferences['locale']): UserPreferences => ({
  locale,
  tableDensity: 'large',
  layout: { ...LAYOUT_SETTINGS_DEFAULTS },
});

/** Without `defaultLocale` the provider starts from the browser's saved choice (D1). */
function renderBridge(defaultLocale?: 'zh-CN') {
  render(
    <OnsiteProvider client={createApiClient()} user={null} defaultLocale={defaultLocale}>
      <PreferencesBridge />
      <Shown />
    </OnsiteProvider>,
  );
}

describe('the preferences bridge (D28)', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.getState().reset();
  });

  it('shows the language of the account’s copy in a browser without a choice of its own, and keeps it locally', async () => {
    renderBridge('zh-CN');
    expect(await screen.findByText('zh-CN')).toBeTruthy();
    act(() => useLayoutStore.getState().applyPreferences(copyIn('pt-BR')));
    expect(await screen.findByText('pt-BR')).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    // A change of the layout alone (the dev drawer, the side menu's fold) leaves the language alone.
    act(() => useLayoutStore.getState().update({ navTheme: 'light' }));
    expect(screen.getByText('pt-BR')).toBeTruthy();
  });

  it('keeps a language the person chose in this browser over the account’s copy', async () => {
    // Chosen on the login page or in the header before: kept locally (D1).
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    renderBridge();
    expect(await screen.findByText('en-US')).toBeTruthy();
    act(() => useLayoutStore.getState().applyPreferences(copyIn('zh-TW')));
    // The layout of the copy applies; the language chosen here stays.
    expect(useLayoutStore.getState().appliedLocale).toBe('zh-TW');
    expect(screen.getByText('en-US')).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  });
});
