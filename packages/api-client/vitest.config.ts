import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: '@onsite/api-client',
      environment: 'node',
      // Files of a worker share its module cache: the app, antd and the server are imported once per
      // worker, not once per file (each test still builds its own state). Node projects: 259 s → 90 s.
      isolate: false,
      include: ['src/**/*.test.ts'],
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  }),
);
