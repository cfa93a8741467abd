import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages are compiled from source (their `@onsite/source` export condition),
 * so tests, Storybook and the console never need a watch build of a dependency.
 */
export const SOURCE_CONDITION = '@onsite/source';

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies UserConfig;
