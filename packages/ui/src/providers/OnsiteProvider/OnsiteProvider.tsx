import type { ApiClient } from '@onsite/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AppFeedbackProvider, useAppFeedback } from '../feedback';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { LOCALE_LOADER, type LocaleLoader, type LocalePack } from '../i18n/localePacks';
import { LOCALE_NAMES } from '../i18n/locales';
import { type OnsiteUser, PermissionContext } from '../permissions/PermissionContext';
import { ServerPermissions } from '../permissions/ServerPermissions';
import { createQueryClient } from '../query/queryClient';
import { LocaleContext, type LocaleState, OnsiteClientContext } from './contexts';
import { applyLocale, initialLocale, saveLocale } from './localeSetup';
import { createLocaleTexts, type LocaleResources } from './localeTexts';
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
  /**
   * Extra i18next namespaces per language, e.g. the console's own texts: each language's namespaces,
   * or a function loading them (a dynamic `import()`) when that language is first shown. Read once,
   * at mount.
   */
  resources?: LocaleResources;
  /**
   * Where each language's ui texts and antd's and dayjs's locales come from; by default en-US is at
   * hand and every other language is loaded when it is shown (issue 19). Read once, at mount.
   */
  localeLoader?: LocaleLoader;
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
  localeLoader,
  children,
}: OnsiteProviderProps) {
  const [ownLocale, setOwnLocale] = useState<Locale>(
    () => controlledLocale ?? defaultLocale ?? initialLocale(),
  );
  // The language asked for; what shows is the last one whose texts are loaded (no frame of keys).
  const requested = controlledLocale ?? ownLocale;
  const [texts] = useState(() =>
    createLocaleTexts(requested, localeLoader ?? LOCALE_LOADER, resources ?? {}),
  );
  const { i18n } = texts;
  const [shown, setShown] = useState<Locale | null>(() => (texts.atHand(requested) ? requested : null));
  const locale: Locale | null = requested !== shown && texts.atHand(requested) ? requested : shown;
  const pack = locale === null ? undefined : texts.atHand(locale);
  const [failure, setFailure] = useState<LocaleFailure | null>(null);
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const mergedTheme = useMemo(() => providerTheme(theme), [theme]);

  const activeQueryClient = queryClient ?? ownQueryClient;
  const shownLocale = useRef<Locale | null>(null);

  // Before paint, so no frame shows texts and dates in different languages; the client's calls
  // ask the server for its messages in the same language (Accept-Language, D30). After a switch,
  // what the server wrote in the old language (dictionary labels, messages) is read again.
  useLayoutEffect(() => {
    if (locale === null || pack === undefined) return;
    if (shown !== locale) setShown(locale);
    applyLocale(i18n, locale, pack);
    client.setLanguage(locale);
    if (shownLocale.current !== locale) {
      if (shownLocale.current !== null) void activeQueryClient.invalidateQueries();
      shownLocale.current = locale;
    }
  }, [i18n, locale, pack, shown, client, activeQueryClient]);

  // A language asked for whose texts are not loaded (the first one, or one a host passes): load it,
  // keep showing the current one meanwhile; if it fails, keep it (or en-US at first) and say so.
  const controlled = controlledLocale !== undefined;
  useEffect(() => {
    if (texts.atHand(requested)) return;
    let active = true;
    texts.load(requested).then(
      () => {
        if (active) setShown(requested);
      },
      () => {
        if (!active) return;
        setFailure({ locale: requested });
        if (shownLocale.current === null && texts.atHand(DEFAULT_LOCALE)) {
          setShown(DEFAULT_LOCALE);
          if (!controlled) setOwnLocale(DEFAULT_LOCALE);
        }
      },
    );
    return () => {
      active = false;
    };
  }, [texts, requested, controlled]);

  const setLocale = useCallback(
    (next: Locale) => {
      const apply = (nextPack: LocalePack) => {
        saveLocale(next);
        if (controlledLocale === undefined) {
          applyLocale(i18n, next, nextPack);
          setOwnLocale(next);
        }
        onLocaleChange?.(next);
      };
      const atHand = texts.atHand(next);
      if (atHand) {
        apply(atHand);
        return;
      }
      // The switch waits for the language's texts, so no frame shows keys or a half-switched page.
      texts.load(next).then(apply, () => setFailure({ locale: next }));
    },
    [controlledLocale, i18n, texts, onLocaleChange],
  );
  const localeState = useMemo<LocaleState | null>(
    () => (locale === null ? null : { locale, setLocale }),
    [locale, setLocale],
  );
  const permissions = useMemo(() => ({ user: user ?? null }), [user]);

  // Nothing shows until the first language's texts are there (a chunk loaded beside the page's).
  if (localeState === null || pack === undefined) return null;
  return (
    <OnsiteClientContext.Provider value={client}>
      <QueryClientProvider client={activeQueryClient}>
        <I18nextProvider i18n={i18n}>
          <LocaleContext.Provider value={localeState}>
            <ConfigProvider locale={pack.antd} theme={mergedTheme}>
              <AppFeedbackProvider>
                <LocaleFailureNotice failure={failure} />
                {user === undefined ? (
                  <ServerPermissions client={client}>{children}</ServerPermissions>
                ) : (
                  <PermissionContext.Provider value={permissions}>{children}</PermissionContext.Provider>
                )}
              </AppFeedbackProvider>
            </ConfigProvider>
          </LocaleContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </OnsiteClientContext.Provider>
  );
}

interface LocaleFailure {
  /** The language whose texts did not load. */
  locale: Locale;
}

/** Says, in the language still shown, that a language could not be loaded (the switch did not happen). */
function LocaleFailureNotice({ failure }: { failure: LocaleFailure | null }) {
  const { message } = useAppFeedback();
  const { t } = useTranslation('ui');
  useEffect(() => {
    if (failure === null) return;
    // A task later: when the first language failed, this mounts in the same commit as antd's App,
    // whose message holder takes a message only once it is mounted.
    const timer = setTimeout(() => {
      void message.error(t('widgets.language.loadFailed', { language: LOCALE_NAMES[failure.locale] }));
    });
    return () => clearTimeout(timer);
  }, [failure, message, t]);
  return null;
}
