import type { ApiClient } from '@onsite/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type CreateI18nOptions, createI18n, type Locale } from '../i18n';
import { type OnsiteUser, PermissionContext } from '../permissions/PermissionContext';
import { ServerPermissions } from '../permissions/ServerPermissions';
import { createQueryClient } from '../query/queryClient';
import { LocaleContext, type LocaleState, OnsiteClientContext } from './contexts';
import { ANTD_LOCALES, applyLocale, initialLocale, saveLocale } from './localeSetup';
import { providerTheme } from './theme';

export interface OnsiteProviderProps {
  /** The api client that every connected component calls through. */
  client: ApiClient;
  /** The language shown. When set, the provider follows it and a switch only reports through `onLocaleChange`. */
  locale?: Locale;
  /** The first language when `locale` is not set; by default the saved one, else the browser's, else en-US (D1). */
  defaultLocale?: Locale;
  /** Called with the language a person picked (after it is saved locally). */
  onLocaleChange?: (locale: Locale) => void;
  /**
   * The signed-in user whose button list decides what `<Can>` shows (D11); `null`: nobody is signed
   * in, nothing guarded shows. When left out, the provider asks the server (`/system/user/info`
   * with the client's token); its content waits until the answer, and nothing guarded shows if the
   * server refuses.
   */
  user?: OnsiteUser | null;
  /**
   * The TanStack Query client; when absent one is made by `createQueryClient` (a read is retried once,
   * only after a network failure; a refusal is never asked again).
   */
  queryClient?: QueryClient;
  /** antd theme laid over the default (primary #1890FF); text on or in any primary colour stays at WCAG AA. */
  theme?: ThemeConfig;
  /** Extra i18next namespaces per language, e.g. the console's own texts. Read once, at mount. */
  resources?: CreateI18nOptions['resources'];
  /** The app or the dialog. */
  children: ReactNode;
}

/**
 * Everything an @onsite/ui component needs (DESIGN.md, UI): the api client, antd's ConfigProvider
 * and App, a private i18next instance, dayjs's locale, a TanStack Query client and the
 * permission context. An embedding app needs only this provider.
 */
export function OnsiteProvider({
  client,
  locale: controlledLocale,
  defaultLocale,
  onLocaleChange,
  user,
  queryClient,
  theme,
  resources,
  children,
}: OnsiteProviderProps) {
  const [ownLocale, setOwnLocale] = useState<Locale>(
    () => controlledLocale ?? defaultLocale ?? initialLocale(),
  );
  const locale = controlledLocale ?? ownLocale;
  const [i18n] = useState(() => createI18n({ locale, ...(resources ? { resources } : {}) }));
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const mergedTheme = useMemo(() => providerTheme(theme), [theme]);

  const activeQueryClient = queryClient ?? ownQueryClient;
  const shownLocale = useRef(locale);

  // Before paint, so no frame shows texts and dates in different languages; the client's calls
  // ask the server for its messages in the same language (Accept-Language, D30). After a switch,
  // what the server wrote in the old language (dictionary labels, messages) is read again.
  useLayoutEffect(() => {
    applyLocale(i18n, locale);
    client.setLanguage(locale);
    if (shownLocale.current !== locale) {
      shownLocale.current = locale;
      void activeQueryClient.invalidateQueries();
    }
  }, [i18n, locale, client, activeQueryClient]);

  const setLocale = useCallback(
    (next: Locale) => {
      saveLocale(next);
      if (controlledLocale === undefined) {
        applyLocale(i18n, next);
        setOwnLocale(next);
      }
      onLocaleChange?.(next);
    },
    [controlledLocale, i18n, onLocaleChange],
  );
  const localeState = useMemo<LocaleState>(() => ({ locale, setLocale }), [locale, setLocale]);
  const permissions = useMemo(() => ({ user: user ?? null }), [user]);

  return (
    <OnsiteClientContext.Provider value={client}>
      <QueryClientProvider client={activeQueryClient}>
        <I18nextProvider i18n={i18n}>
          <LocaleContext.Provider value={localeState}>
            <ConfigProvider locale={ANTD_LOCALES[locale]} theme={mergedTheme}>
              <App>
                {user === undefined ? (
                  <ServerPermissions client={client}>{children}</ServerPermissions>
                ) : (
                  <PermissionContext.Provider value={permissions}>{children}</PermissionContext.Provider>
                )}
              </App>
            </ConfigProvider>
          </LocaleContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </OnsiteClientContext.Provider>
  );
}
