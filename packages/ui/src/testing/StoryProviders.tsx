import { createApiClient } from '@onsite/api-client';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Locale } from '../providers/i18n';
import { createLocaleLoader } from '../providers/i18n/localePacks';
import { enUSPack } from '../providers/i18n/packs/en-US';
import { ptBRPack } from '../providers/i18n/packs/pt-BR';
import { zhCNPack } from '../providers/i18n/packs/zh-CN';
import { zhTWPack } from '../providers/i18n/packs/zh-TW';
import { OnsiteProvider, type OnsiteProviderProps } from '../providers/OnsiteProvider/OnsiteProvider';
import type { OnsiteUser } from '../providers/permissions';

export interface StoryProvidersProps {
  /** The first language, from the Storybook toolbar. */
  locale: Locale;
  /** The signed-in user of the story. */
  user: OnsiteUser | null;
  /** Extra i18n namespaces, e.g. the console's for its screens' stories. */
  resources?: OnsiteProviderProps['resources'];
  /** The story. */
  children: ReactNode;
}

/**
 * The providers of every Storybook story (used by .storybook/preview.tsx, not exported from the
 * package): the real `OnsiteProvider` with a client calling `/api`, where each story's MSW handlers
 * answer, and a query client of its own without retries, so error states show at once.
 */
/**
 * Stories test behaviour, not motion: antd's animations off, so a story never acts on a dialog, a
 * dropdown or a message halfway through its transition (the races a loaded machine exposes), and
 * nothing waits for a transition to end.
 */
const STORY_THEME = { token: { motion: false } } as const;

/**
 * Every language at hand, so a story opens in the toolbar's language at once (an app loads one
 * language at a time; the ui's jsdom tests cover that loading).
 */
const EVERY_LANGUAGE = createLocaleLoader({
  'zh-CN': zhCNPack,
  'zh-TW': zhTWPack,
  'en-US': enUSPack,
  'pt-BR': ptBRPack,
});

export function StoryProviders({ locale, user, resources, children }: StoryProvidersProps) {
  const [client] = useState(() => createApiClient({ baseURL: '/api' }));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <OnsiteProvider
      client={client}
      defaultLocale={locale}
      user={user}
      queryClient={queryClient}
      theme={STORY_THEME}
      localeLoader={EVERY_LANGUAGE}
      {...(resources ? { resources } : {})}
    >
      {children}
    </OnsiteProvider>
  );
}
