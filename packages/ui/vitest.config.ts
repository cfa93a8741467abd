import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

// What stories cannot cover (catalogue completeness, hooks' edge cases) runs here in jsdom.
export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: '@onsite/ui',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
    },
  }),
);
