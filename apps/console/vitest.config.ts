import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

// Stores, session and routing logic in jsdom; the network is mocked at its edge with MSW.
export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: '@onsite/console',
      environment: 'jsdom',
      // Files of a worker share its module cache: the app, antd and the server are imported once per
      // worker, not once per file (each test still builds its own state). Node projects: 259 s → 90 s.
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      // expect.poll waits for an outcome like findBy does (5 s), never times it: the default second is
      // too short beside the stories on a 2-core machine.
      expect: { poll: { timeout: 5000 } },
    },
  }),
);
