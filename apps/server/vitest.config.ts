import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: '@onsite/server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  }),
);
