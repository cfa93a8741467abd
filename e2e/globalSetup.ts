import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(
  process.env.E2E_CONSOLE_DIR ??
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/console/dist'),
  'index.html',
);

/** The journeys run against the built console: say so plainly when it is missing. */
export default function globalSetup(): void {
  if (!existsSync(dist)) {
    throw new Error(
      `The console is not built (${dist} is missing): run \`pnpm --filter @onsite/console build\` first.`,
    );
  }
}
