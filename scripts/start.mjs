// `npm start`: the console with its embedded database on http://localhost:8000.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { installPackages, pnpm, ROOT } from './bootstrap.mjs';

const server = path.join(ROOT, 'apps', 'server', 'package.json');
const consoleApp = path.join(ROOT, 'apps', 'console', 'package.json');

if (!existsSync(server) || !existsSync(consoleApp)) {
  // Honest until the reference server (issue 4) and the console shell (issue 6) land.
  console.error(
    'The console and its reference server are not built yet (issues 4 and 6).\n' +
      'What exists today: `npm test` runs every test; `npm run storybook` shows the ui widgets.',
  );
  process.exit(1);
}

installPackages();
const built = pnpm(['--filter', '@onsite/console...', 'build']);
if (built !== 0) process.exit(built);
process.exit(pnpm(['--filter', '@onsite/server', 'start']));
