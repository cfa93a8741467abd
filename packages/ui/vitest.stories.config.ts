import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Flags that keep Debian's Chromium quiet on a machine without internet (DESIGN.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The stories are the UI test suite: each renders in Chromium, runs its play function and an axe check.
export default mergeConfig(
  sourceResolve,
  defineProject({
    plugins: [storybookTest({ configDir: path.join(here, '../../.storybook') })],
    test: {
      name: 'storybook',
      // Stories render real antd in Chromium on a 2-core machine: give slow ones room, never a timing assertion.
      testTimeout: 30_000,
      // No retry: a story that fails once is a race a user can hit too, fixed at its cause (issue 13).
      // A React or antd warning fails the story that printed it (vitest.stories.setup.ts).
      retry: 0,
      setupFiles: [path.join(here, 'vitest.stories.setup.ts')],
      // All story files of a run share one iframe: each story mounts in fresh providers with its own
      // MSW handlers, so a new page per file only repeated the preview's start-up (a third of the run).
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
