import { createApiClient } from '@onsite/api-client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, type Locale } from '../i18n';
import { createLocaleLoader, LOCALE_LOADER, type LocalePack } from '../i18n/localePacks';
import { enUSPack } from '../i18n/packs/en-US';
import { ptBRPack } from '../i18n/packs/pt-BR';
import { zhCNPack } from '../i18n/packs/zh-CN';
import { zhTWPack } from '../i18n/packs/zh-TW';
import { useLocale } from './contexts';
import { OnsiteProvider } from './OnsiteProvider';

const client = createApiClient({ baseURL: '/api' });
const PACKS: Record<Locale, LocalePack> = {
  'zh-CN': zhCNPack,
  'zh-TW': zhTWPack,
  'en-US': enUSPack,
  'pt-BR': ptBRPack,
};

/** A loader whose languages (but en-US) arrive only when the test lets them, counting each load. */
function gatedLoader() {
  const asked: Locale[] = [];
  const gates = new Map<Locale, { resolve: () => void; reject: (error: Error) => void }>();
  const loader = createLocaleLoader({
    'en-US': enUSPack,
    'zh-CN': () => gate('zh-CN'),
    'zh-TW': () => gate('zh-TW'),
    'pt-BR': () => gate('pt-BR'),
  });
  function gate(locale: Locale): Promise<LocalePack> {
    asked.push(locale);
    return new Promise((resolve, reject) => {
      gates.set(locale, { resolve: () => resolve(PACKS[locale]), reject });
    });
  }
  /** Lets the language's load end (in the page: its chunk arrived, or failed). */
  async function arrive(locale: Locale, error?: Error) {
    const pending = gates.get(locale);
    if (!pending) throw new Error(`${locale} was never asked for`);
    await act(async () => {
      if (error) pending.reject(error);
      else pending.resolve();
    });
  }
  return { loader, asked, arrive };
}

function Texts() {
  const { t } = useTranslation('ui');
  const { locale, setLocale } = useLocale();
  return (
    <section>
      <p>{locale}</p>
      <p>{t('widgets.exception.backHome')}</p>
      <p>{t('shop:title')}</p>
      <DatePicker open={false} aria-label="date" />
      <button type="button" onClick={() => setLocale('pt-BR')}>
        pt-BR
      </button>
    </section>
  );
}

describe('OnsiteProvider: one language at a time (issue 19)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('loads only the language it shows: en-US is at hand, the others are their own chunks', async () => {
    expect(LOCALE_LOADER.loaded('en-US')).toBe(enUSPack);
    const { loader, asked, arrive } = gatedLoader();
    render(
      <OnsiteProvider client={client} user={null} defaultLocale="zh-CN" localeLoader={loader}>
        <Texts />
      </OnsiteProvider>,
    );
    // Nothing shows before zh-CN's texts are there: no frame of keys or of another language.
    expect(screen.queryByText('zh-CN')).toBeNull();
    expect(asked).toEqual(['zh-CN']);
    await arrive('zh-CN');
    expect(await screen.findByText('返回首页')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'date' })).toHaveAttribute('placeholder', '请选择日期');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(asked).toEqual(['zh-CN']);
  });

  it("adds an app's namespace of a language when that language loads", async () => {
    const { loader, arrive } = gatedLoader();
    const shopTexts = vi.fn(async () => ({ shop: { title: 'Loja' } }));
    render(
      <OnsiteProvider
        client={client}
        user={null}
        defaultLocale="en-US"
        localeLoader={loader}
        resources={{ 'en-US': { shop: { title: 'Shop' } }, 'pt-BR': shopTexts }}
      >
        <Texts />
      </OnsiteProvider>,
    );
    expect(screen.getByText('Shop')).toBeInTheDocument();
    expect(shopTexts).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'pt-BR' }).click());
    expect(shopTexts).toHaveBeenCalledTimes(1);
    await arrive('pt-BR');
    expect(await screen.findByText('Loja')).toBeInTheDocument();
    expect(screen.getByText('Voltar ao início')).toBeInTheDocument();
  });

  it('switches only once the next language is loaded, then saves and reports it', async () => {
    const { loader, asked, arrive } = gatedLoader();
    const onLocaleChange = vi.fn();
    render(
      <OnsiteProvider
        client={client}
        user={null}
        defaultLocale="en-US"
        localeLoader={loader}
        onLocaleChange={onLocaleChange}
      >
        <Texts />
      </OnsiteProvider>,
    );
    expect(screen.getByText('Back to home')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await act(async () => screen.getByRole('button', { name: 'pt-BR' }).click());
    expect(asked).toEqual(['pt-BR']);
    // Still wholly en-US while pt-BR loads: texts, antd, dayjs, the stored choice.
    expect(screen.getByText('Back to home')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'date' })).toHaveAttribute('placeholder', 'Select date');
    expect(dayjs.locale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(onLocaleChange).not.toHaveBeenCalled();
    await arrive('pt-BR');
    expect(await screen.findByText('Voltar ao início')).toBeInTheDocument();
    expect(screen.getByText('pt-BR', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'date' })).toHaveAttribute('placeholder', 'Selecionar data');
    expect(dayjs.locale()).toBe('pt-br');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    expect(onLocaleChange).toHaveBeenCalledWith('pt-BR');
  });

  it('keeps the language when the next one fails to load, says so, and tries again on the next pick', async () => {
    const { loader, asked, arrive } = gatedLoader();
    render(
      <OnsiteProvider client={client} user={null} defaultLocale="en-US" localeLoader={loader}>
        <Texts />
      </OnsiteProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'pt-BR' }).click());
    await arrive('pt-BR', new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByText('Could not load Português, please try again')).toBeInTheDocument();
    expect(screen.getByText('Back to home')).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'pt-BR' }).click());
    expect(asked).toEqual(['pt-BR', 'pt-BR']);
    await arrive('pt-BR');
    expect(await screen.findByText('Voltar ao início')).toBeInTheDocument();
  });

  it('shows en-US and says so when the first language fails to load', async () => {
    const { loader, arrive } = gatedLoader();
    render(
      <OnsiteProvider client={client} user={null} defaultLocale="zh-TW" localeLoader={loader}>
        <Texts />
      </OnsiteProvider>,
    );
    await arrive('zh-TW', new Error('offline'));
    expect(await screen.findByText('Back to home')).toBeInTheDocument();
    expect(await screen.findByText('Could not load 繁體中文, please try again')).toBeInTheDocument();
  });
});
