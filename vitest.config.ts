import { defineConfig } from 'vitest/config';
import BalancedSequencer from './scripts/balancedShards.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.stories.config.ts',
      'apps/*/vitest.config.ts',
    ],
    reporters: ['default'],
    // `--shard` splits the files by their measured seconds, not their count (scripts/balancedShards.ts).
    sequence: { sequencer: BalancedSequencer },
  },
});
