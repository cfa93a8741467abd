import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/console/src/**/*.stories.@(ts|tsx)'],
  staticDirs: ['./public'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // Two story runs side by side (npm test) each pre-bundle into a cache of their own.
      ...(process.env.ONSITE_STORIES_CACHE ? { cacheDir: process.env.ONSITE_STORIES_CACHE } : {}),
      // Workspace packages compile from source (their `@onsite/source` export condition).
      resolve: { conditions: ['@onsite/source', ...defaultClientConditions] },
      // Pre-bundle what stories reach only through workspace sources, so Vite never re-optimizes mid-run
      // (a re-optimization reloads the page under the running stories). Each is a root devDependency too:
      // Vite resolves this list from the root, and pnpm hoists nothing.
      optimizeDeps: {
        include: ['react-pdf', 'react-router-dom', 'msw', 'typebox', 'typebox/value', 'dayjs', 'antd'],
      },
      build: {
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            // antd ships "use client" directives that mean nothing to a static Storybook build.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
