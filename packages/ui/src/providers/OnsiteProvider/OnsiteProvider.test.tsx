import { createApiClient } from '@onsite/api-client';
import { act, render, renderHook, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, type Locale } from '../i18n';
import { contrastRatio } from '../layoutSettings/readableColor';
import { useCan } from '../permissions';
import { createQueryClient } from '../query/queryClient';
import { useLocale, useOnsiteClient } from './contexts';
import { OnsiteProvider, type OnsiteProviderProps } from './OnsiteProvider';
import { DESCRIPTION_TEXT_COLOR, ERROR_COLOR, providerTheme } from './theme';

const client = createApiClient({ baseURL: '/api' });

function wrapperWith(props: Partial<OnsiteProviderProps> = {}) {
  return ({ children }: { children: ReactNode }) => (
    <OnsiteProvider client={client} user={null} {...props}>
      {children}
    </OnsiteProvider>
  );
}

function useLocaleAndText() {
  const { t } = useTranslation('ui');
  return { ...useLocale(), text: t('widgets.exception.backHome') };
}

describe('OnsiteProvider: the first language (D1)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts in the language saved locally', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'pt-BR');
    const { result } = renderHook(useLocaleAndText, { wrapper: wrapperWith() });
    expect(result.current.locale).toBe('pt-BR');
    expect(result.current.text).toBe('Voltar ao início');
  });

  it("else in the browser's language when it is one of the four", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'zh']);
    const { result } = renderHook(useLocaleAndText, { wrapper: wrapperWith() });
    expect(result.current.locale).toBe('zh-CN');
    expect(result.current.text).toBe('返回首页');
  });

  it('else in en-US, the default language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const { result } = renderHook(useLocale, { wrapper: wrapperWith() });
    expect(result.current.locale).toBe('en-US');
  });

  it('lets a given defaultLocale or locale win over the saved one', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'pt-BR');
    expect(
      renderHook(useLocale, { wrapper: wrapperWith({ defaultLocale: 'zh-TW' }) }).result.current.locale,
    ).toBe('zh-TW');
    expect(renderHook(useLocale, { wrapper: wrapperWith({ locale: 'en-US' }) }).result.current.locale).toBe(
      'en-US',
    );
  });
});

describe('OnsiteProvider: switching the language', () => {
  beforeEach(() => localStorage.clear());

  it('changes the texts and dayjs, saves the choice and reports it', () => {
    const onLocaleChange = vi.fn();
    const { result } = renderHook(useLocaleAndText, {
      wrapper: wrapperWith({ defaultLocale: 'zh-CN', onLocaleChange }),
    });
    expect(dayjs.locale()).toBe('zh-cn');
    act(() => result.current.setLocale('pt-BR'));
    expect(result.current.locale).toBe('pt-BR');
    expect(result.current.text).toBe('Voltar ao início');
    expect(dayjs.locale()).toBe('pt-br');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    expect(onLocaleChange).toHaveBeenCalledWith('pt-BR');
  });

  it('when controlled, saves and reports the choice but shows the locale it is given', () => {
    const onLocaleChange = vi.fn();
    let locale: Locale = 'zh-CN';
    const { result, rerender } = renderHook(useLocaleAndText, {
      wrapper: ({ children }) => wrapperWith({ locale, onLocaleChange })({ children }),
    });
    act(() => result.current.setLocale('en-US'));
    expect(onLocaleChange).toHaveBeenCalledWith('en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(result.current.text).toBe('返回首页');
    locale = 'en-US';
    rerender();
    expect(result.current.locale).toBe('en-US');
    expect(result.current.text).toBe('Back to home');
    expect(dayjs.locale()).toBe('en');
  });

  it("asks the server for its messages in the provider's language, and follows a switch (D30)", async () => {
    const seen: unknown[] = [];
    const recording = createApiClient({
      baseURL: 'http://onsite.test/api',
      fetch: async (_url, init) => {
        seen.push(new Headers(init.headers).get('Accept-Language'));
        return Response.json({ code: 0, msg: '', data: null });
      },
    });
    const { result } = renderHook(useLocale, {
      wrapper: ({ children }) => (
        <OnsiteProvider client={recording} user={null} defaultLocale="pt-BR">
          {children}
        </OnsiteProvider>
      ),
    });
    await recording.auth.logout();
    act(() => result.current.setLocale('zh-TW'));
    await recording.auth.logout();
    expect(seen).toEqual(['pt-BR', 'zh-TW']);
  });

  it('reads again what the server wrote in the old language after a switch, not on the first render', () => {
    const queries = createQueryClient();
    const invalidate = vi.spyOn(queries, 'invalidateQueries');
    const { result } = renderHook(useLocale, {
      wrapper: wrapperWith({ defaultLocale: 'zh-CN', queryClient: queries }),
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => result.current.setLocale('en-US'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    act(() => result.current.setLocale('en-US'));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('still switches for this visit when storage refuses to save', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { result } = renderHook(useLocale, { wrapper: wrapperWith({ defaultLocale: 'zh-CN' }) });
    act(() => result.current.setLocale('zh-TW'));
    expect(result.current.locale).toBe('zh-TW');
    vi.restoreAllMocks();
  });
});

describe('the hooks outside OnsiteProvider', () => {
  it('say clearly what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(useOnsiteClient)).toThrow(/inside <OnsiteProvider client/);
    expect(() => renderHook(useLocale)).toThrow(/useLocale\(\) must be used inside <OnsiteProvider>/);
    expect(() => renderHook(useCan)).toThrow(/useCan\(\) must be used inside <OnsiteProvider>/);
    vi.restoreAllMocks();
  });

  it('give the client the provider was given', () => {
    const { result } = renderHook(useOnsiteClient, { wrapper: wrapperWith() });
    expect(result.current).toBe(client);
  });
});

describe('the theme', () => {
  it('keeps the spec primary #1890FF for fills and a readable shade where it carries text', () => {
    const theme = providerTheme(undefined);
    expect(theme.token).toMatchObject({ colorPrimary: '#1890FF', colorError: ERROR_COLOR });
    const button = theme.components?.Button as { colorPrimary: string };
    expect(contrastRatio(button.colorPrimary, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the readable greys in components antd derives again', () => {
    expect(providerTheme(undefined).components?.Steps).toMatchObject({
      colorTextDescription: DESCRIPTION_TEXT_COLOR,
    });
  });

  it("follows an app's primary colour and lets its tokens win", () => {
    const theme = providerTheme({
      token: { colorPrimary: '#722ED1', borderRadius: 2 },
      components: { Table: { headerBg: '#FAFAFA' } },
    });
    expect(theme.token).toMatchObject({ colorPrimary: '#722ED1', borderRadius: 2 });
    const button = theme.components?.Button as { colorPrimary: string };
    expect(button.colorPrimary).not.toBe('#1890FF');
    expect(contrastRatio(button.colorPrimary, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(theme.components?.Table).toMatchObject({ headerBg: '#FAFAFA' });
  });

  it('renders its children inside antd App', () => {
    render(<p>内容</p>, { wrapper: wrapperWith() });
    expect(screen.getByText('内容')).toBeInTheDocument();
  });
});
