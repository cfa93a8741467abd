// Restart to listening (issue 19 item 6): the time from starting the reference server's process
// to its first answer on /api/code, on an already seeded demo database in a temporary data folder,
// for the built server (`node dist/main.js`, what `npm start` runs) and for the TypeScript sources
// compiled at start (`tsx`, as before), in interleaved rounds. Build it first:
// `pnpm --filter @onsite/server build`. Prints the median and range of each and the ratio.
//   node bench/server-start.mjs            (ROUNDS=9)
//   node bench/server-start.mjs built      one start, printing its milliseconds (for an outside timer)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/bootstrap.mjs';

const SERVER = path.join(ROOT, 'apps/server');
const COMMANDS = {
  built: [process.execPath, ['dist/main.js']],
  source: [process.execPath, ['--conditions=@onsite/source', '--import', 'tsx', 'src/main.ts']],
};
const PORT = Number(process.env.PORT ?? 8791);

async function startOnce(mode, dataDir) {
  const [command, args] = COMMANDS[mode];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: SERVER,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      ONSITE_DATA_DIR: dataDir,
      ONSITE_LOG: 'off',
      ONSITE_CAPTCHA: 'off',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error(`${mode}: no answer within 60 s`);
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/code`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => `${ms.toFixed(0)} ms`;

if (!existsSync(path.join(SERVER, 'dist/main.js'))) {
  console.error('Build the server first: pnpm --filter @onsite/server build');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'onsite-start-'));
try {
  const only = process.argv[2];
  await startOnce('built', dataDir); // seeds the demo database: every measured start is a restart
  if (only === 'built' || only === 'source') {
    console.log(fmt(await startOnce(only, dataDir)));
  } else {
    const rounds = Number(process.env.ROUNDS ?? 9);
    const times = { built: [], source: [] };
    await startOnce('source', dataDir); // warms the tsx cache, as a developer's second start would
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of ['built', 'source']) times[mode].push(await startOnce(mode, dataDir));
    }
    const ratios = times.built.map((value, index) => value / times.source[index]);
    console.log(`restart to listening, demo database, ${rounds} interleaved rounds`);
    for (const mode of ['built', 'source']) {
      const values = times[mode];
      console.log(
        `  ${mode.padEnd(6)} median ${fmt(median(values))}  (min ${fmt(Math.min(...values))}, max ${fmt(Math.max(...values))})`,
      );
    }
    console.log(`  built/source median ratio ${median(ratios).toFixed(2)}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
