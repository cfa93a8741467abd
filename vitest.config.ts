import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.stories.config.ts',
      'apps/*/vitest.config.ts',
    ],
    reporters: ['default'],
  },
});
