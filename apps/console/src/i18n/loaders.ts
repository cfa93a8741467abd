import type { Locale, OnsiteProviderProps } from '@onsite/ui';
import { enUS } from './catalogues/en-US';

/** The namespace of the console's own texts (the same as `CONSOLE_NAMESPACE` of ./index). */
const NAMESPACE = 'console';

/**
 * The `resources` of the console's `OnsiteProvider`, one language at a time (issue 19): en-US (the
 * default and fallback language, D1) is in the entry; every other catalogue is a chunk of its own,
 * loaded when its language is first shown.
 */
export const CONSOLE_RESOURCE_LOADERS = {
  'en-US': { [NAMESPACE]: enUS },
  'zh-CN': () => import('./catalogues/zh-CN').then((module) => ({ [NAMESPACE]: module.zhCN })),
  'zh-TW': () => import('./catalogues/zh-TW').then((module) => ({ [NAMESPACE]: module.zhTW })),
  'pt-BR': () => import('./catalogues/pt-BR').then((module) => ({ [NAMESPACE]: module.ptBR })),
} satisfies Record<Locale, NonNullable<OnsiteProviderProps['resources']>[Locale]>;
