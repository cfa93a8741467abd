// `npm test`: every test of the workspace, from a fresh clone, ending with one plain line
// `N passed, N failed` (CI reads that line, not the runners' own summaries).
// Gates (lint, types, builds, package checks) count as one test each; test runners count their tests.
//
// After the install, three lanes side by side, each in the order its steps need:
//   browser: console build → server build → journeys → the stories, their two halves side by side,
//            each in a Chromium of its own (the halves are split by each file's measured seconds,
//            scripts/balancedShards.ts)
//   gates:   biome → root typecheck → build packages → the packages' typecheck, package checks and
//            the embedding example side by side — in the background
//   vitest:  the Node projects (packages, server, console in jsdom) — in the background
// A background lane runs at the lowest priority: the journeys and the stories, whose every step waits
// on a page, get the cores first; the background takes what they leave.
// Each step's output is printed in one piece when it ends, so lanes do not interleave line by line.
// ONSITE_TEST_SERIAL=1 runs the lanes one after another (to measure each phase on its own).
// A per-phase table of seconds is printed before the final line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureChromium, ensurePnpm, installPackages, ROOT } from './bootstrap.mjs';

const RESULTS = path.join(ROOT, '.test-results');
const SERIAL = process.env.ONSITE_TEST_SERIAL === '1';
const tally = { passed: 0, failed: 0, skipped: 0, lines: [] };
/** The names of the tests that failed, listed above the final line (a long log is often cut above it). */
const failures = [];
/** The priority of the background lanes (gates, Node projects): they take only the cores the others leave. */
const BACKGROUND_PRIORITY = 19;
const phases = [];
const started = performance.now();

function record(name, passed, failed, skipped = 0) {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  tally.lines.push(
    `${failed > 0 ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

/** Runs one phase and notes its start and end (seconds since the command started). */
async function phase(name, work) {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const end = performance.now();
    phases.push({ name, start: (start - started) / 1000, seconds: (end - start) / 1000 });
  }
}

/**
 * Runs a command in the repo root without blocking the other lanes; its output is kept and printed
 * in one piece under `title` when it ends. Resolves to the exit code.
 */
function runQuiet(title, command, args, { background = false, ...options } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    // A background step yields the cores to the journeys and the stories; what it starts inherits that.
    if (background && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // A machine that refuses a lower priority still runs the step, only without yielding.
      }
    }
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => {
      process.stdout.write(`\n› ${title}\n${Buffer.concat(chunks).toString()}`);
      resolve(code);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not run ${command}: ${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

const pnpmQuiet = (title, args, options) =>
  runQuiet(title, process.execPath, [ensurePnpm(), ...args], options);

async function gate(name, args, options) {
  const code = await phase(name, () => pnpmQuiet(name, args, options));
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The Node projects of Vitest: packages, server, console in jsdom. */
const NODE_RUNS = [
  {
    name: 'node and jsdom projects',
    args: ['@onsite/domain', '@onsite/api-client', '@onsite/ui', '@onsite/server', '@onsite/console'].flatMap(
      (project) => ['--project', project],
    ),
  },
];

/** The two halves of the stories, each in a Chromium of its own: one renderer keeps only one core busy. */
const STORY_RUNS = [
  { name: 'stories 1/2', args: ['--project', 'storybook', '--shard=1/2'], cache: 'stories-1' },
  { name: 'stories 2/2', args: ['--project', 'storybook', '--shard=2/2'], cache: 'stories-2' },
];

/** Runs Vitest for each of `runs`, side by side, and counts its tests. */
async function vitest(runs, { background = false } = {}) {
  await Promise.all(
    runs.map(async (entry) => {
      const output = path.join(RESULTS, `vitest-${entry.name.replace(/\W+/g, '-')}.json`);
      const env = entry.cache
        ? { ...process.env, ONSITE_STORIES_CACHE: path.join(ROOT, 'node_modules', '.cache', entry.cache) }
        : process.env;
      const code = await phase(`vitest: ${entry.name}`, () =>
        pnpmQuiet(
          `vitest: ${entry.name}`,
          [
            'exec',
            'vitest',
            'run',
            ...entry.args,
            '--reporter=dot',
            '--reporter=json',
            `--outputFile.json=${output}`,
          ],
          { env, background },
        ),
      );
      const report = readJson(output);
      failures.push(...failedVitestTests(report));
      if (!report) {
        record(`vitest: ${entry.name}`, 0, 1);
        return;
      }
      const passed = report.numPassedTests ?? 0;
      let failed = report.numFailedTests ?? 0;
      const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      // A run that fails outside any test (a file that does not load, an unhandled error) still fails.
      if (code !== 0 && failed === 0) failed = 1;
      record(`vitest: ${entry.name}`, passed, failed, skipped);
    }),
  );
}

/** `file › test` of each failed test in a Vitest JSON report. */
function failedVitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const name = path.relative(ROOT, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${name} (the file did not run)`];
    return tests.map((test) => `${name} › ${test.fullName ?? test.title}`);
  });
}

/** `file:line › title` of each journey whose outcome was not the expected one. */
function failedJourneys(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status !== 'expected' && test.status !== 'skipped')
          found.push(`e2e/tests/${spec.file}:${spec.line} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return found;
}

/** Playwright journeys in Chromium against the real server serving the built console. */
async function endToEnd() {
  if (!existsSync(path.join(ROOT, 'e2e', 'package.json'))) return;
  if (!(await gate('build console', ['--filter', '@onsite/console', 'build']))) return;
  // The journeys' servers run the built server, as `npm start` does (issue 19 item 6).
  if (!(await gate('build server', ['--filter', '@onsite/server', 'build']))) return;
  const output = path.join(RESULTS, 'playwright.json');
  const code = await phase('journeys (Playwright)', () =>
    pnpmQuiet(
      'end-to-end journeys (Playwright)',
      ['--filter', '@onsite/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
      { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output } },
    ),
  );
  const report = readJson(output);
  failures.push(...failedJourneys(report));
  const stats = report?.stats;
  if (!stats) {
    record('end-to-end', 0, 1);
    return;
  }
  // Journeys run without retries (playwright.config.ts): any unexpected result is a failure.
  let failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  if (code !== 0 && failed === 0) failed = 1;
  record('end-to-end', stats.expected ?? 0, failed, stats.skipped ?? 0);
}

/** The enterprise dialog embedded in a separate Vite app from the packed tarballs (issue 7). */
async function embeddingExample(options) {
  const script = path.join(ROOT, 'examples', 'embed-enterprise-dialog', 'run.mjs');
  if (!existsSync(script)) return;
  const code = await phase('embedding example', () =>
    runQuiet('embedding example (packed packages in a separate app)', process.execPath, [script], options),
  );
  record('embedding example', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

/** Lint, types, package builds, then the package checks and the example that use the built packages. */
async function gates() {
  const options = { background: !SERIAL };
  await gate('lint and format (biome)', ['exec', 'biome', 'ci', '.'], options);
  // `pnpm run typecheck` in two gates: the root program, then the packages one at a time (four
  // programs at once beside the other lanes only thrashed the two cores).
  await gate('typecheck (root)', ['exec', 'tsc', '-p', 'tsconfig.json'], options);
  // The packages' typecheck reads their sources, not their builds: it runs beside the package checks
  // and the embedding example (which need the builds), not before them, so this lane ends sooner
  // (605 s instead of 780 s in a fresh-clone run).
  const built = await gate('build packages', ['-r', '--filter', './packages/*', 'build'], options);
  if (built) process.env.ONSITE_PACKAGES_BUILT = '1';
  const typecheck = gate(
    'typecheck (packages, one at a time)',
    ['-r', '--workspace-concurrency=1', 'typecheck'],
    options,
  );
  const checks = ['domain', 'api-client', 'ui'].map(async (name) => {
    const dir = path.join(ROOT, 'packages', name);
    if (!existsSync(path.join(dir, 'package.json'))) return;
    if (built)
      await gate(
        `package checks @onsite/${name} (publint, attw)`,
        ['--dir', dir, 'run', 'check:package'],
        options,
      );
    else record(`package checks @onsite/${name}`, 0, 1);
  });
  await Promise.all([typecheck, ...checks, embeddingExample(options)]);
}

/** A lane that throws counts as one failure and does not stop the others. */
async function lane(name, work) {
  try {
    await work();
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : error}`);
    record(name, 0, 1);
  }
}

function phaseTable() {
  const total = (performance.now() - started) / 1000;
  const width = Math.max(...phases.map((entry) => entry.name.length), 'total'.length);
  const rows = phases
    .toSorted((a, b) => a.start - b.start)
    .map(
      (entry) =>
        `  ${entry.name.padEnd(width)}  ${entry.start.toFixed(0).padStart(5)}  ${entry.seconds.toFixed(1).padStart(7)}`,
    );
  const load = os.loadavg().map((value) => value.toFixed(2));
  return [
    `\nPhases (${SERIAL ? 'lanes one after another' : 'gates, journeys and node projects side by side, then the stories'}; ${os.cpus().length} cores, load average now ${load.join(' ')})`,
    `  ${'phase'.padEnd(width)}  start  seconds`,
    ...rows,
    `  ${'total'.padEnd(width)}  ${''.padStart(5)}  ${total.toFixed(1).padStart(7)}`,
  ].join('\n');
}

async function main() {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  await phase('install', () => installPackages());
  await phase('chromium', () => ensureChromium());

  // Two cores, three lanes. The journeys, then the stories, are the lanes a person waits on: each
  // step waits for a page, and on a starved core those waits grew threefold (journeys 264 s alone,
  // 901 s beside the gates and the Node projects at the same priority). The gates and the Node
  // projects run in the background (lowest priority): they take the cores whenever the journeys and
  // the stories wait, and only those (bench/README.md).
  if (SERIAL) {
    for (const [name, work] of [
      ['gates', gates],
      ['browser', endToEnd],
      ['vitest', () => vitest(NODE_RUNS)],
      ['stories', () => vitest(STORY_RUNS)],
    ])
      await lane(name, work);
  } else {
    await Promise.all([
      lane('gates', gates),
      lane('vitest', () => vitest(NODE_RUNS, { background: true })),
      (async () => {
        await lane('browser', endToEnd);
        await lane('stories', () => vitest(STORY_RUNS));
      })(),
    ]);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    record('npm test', 0, 1);
  })
  .finally(() => {
    console.log('\nSummary');
    for (const line of tally.lines) console.log(`  ${line}`);
    console.log(phaseTable());
    if (tally.skipped) console.log(`(${tally.skipped} skipped)`);
    if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
    // The last line stays plain: CI reads exactly `N passed, N failed`.
    console.log(`${tally.passed} passed, ${tally.failed} failed`);
    process.exitCode = tally.failed > 0 ? 1 : 0;
  });
