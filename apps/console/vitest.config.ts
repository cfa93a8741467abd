import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

// Stores, session and routing logic in jsdom; the network is mocked at its edge with MSW.
export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: '@onsite/console',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      // expect.poll waits for an outcome like findBy does (5 s), never times it: the default second is
      // too short beside the stories on a 2-core machine.
      expect: { poll: { timeout: 5000 } },
    },
  }),
);
