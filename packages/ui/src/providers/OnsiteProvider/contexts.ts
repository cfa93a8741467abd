import type { ApiClient } from '@onsite/api-client';
import { type Context, createContext, useContext } from 'react';
import type { Locale } from '../i18n';

// Annotated: the client's type is too large for the declaration emitter to write out inferred (TS7056).
export const OnsiteClientContext: Context<ApiClient | undefined> = createContext<ApiClient | undefined>(
  undefined,
);

export interface LocaleState {
  /** The language every text, antd and dayjs show. */
  locale: Locale;
  /**
   * Switches the language and saves it locally (D1). A language not loaded yet is loaded first: the
   * switch (and `onLocaleChange`) happens once its texts are there; if the load fails, the language
   * stays and the provider says so.
   */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState | undefined>(undefined);

/** The api client given to `OnsiteProvider`; connected components call through it. */
export function useOnsiteClient(): ApiClient {
  const client = useContext(OnsiteClientContext);
  if (client === undefined) {
    throw new Error('useOnsiteClient() must be used inside <OnsiteProvider client={…}>.');
  }
  return client;
}

/** The current language and the way to switch it. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (state === undefined) {
    throw new Error('useLocale() must be used inside <OnsiteProvider>.');
  }
  return state;
}
