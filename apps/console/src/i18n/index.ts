import type { Locale } from '@onsite/ui';
import { enUS } from './catalogues/en-US';
import { ptBR } from './catalogues/pt-BR';
import { type ConsoleCatalogue, zhCN } from './catalogues/zh-CN';
import { zhTW } from './catalogues/zh-TW';

export type { ConsoleCatalogue } from './catalogues/zh-CN';

/** The namespace of the console's own texts, beside the ui's `ui` namespace. */
export const CONSOLE_NAMESPACE = 'console';

/** The console's catalogues, one per language (D1). */
export const CONSOLE_CATALOGUES: Record<Locale, ConsoleCatalogue> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};

/** The `resources` of `OnsiteProvider`: the console namespace in every language. */
export const CONSOLE_RESOURCES = Object.fromEntries(
  Object.entries(CONSOLE_CATALOGUES).map(([locale, catalogue]) => [
    locale,
    { [CONSOLE_NAMESPACE]: catalogue },
  ]),
) as Record<Locale, Record<typeof CONSOLE_NAMESPACE, ConsoleCatalogue>>;
