// `npm test`: every test of the workspace, from a fresh clone, ending with one plain line
// `N passed, N failed` (CI reads that line, not the runners' own summaries).
// Gates (lint, types, builds, package checks) count as one test each; test runners count their tests.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, installPackages, pnpm, pnpmAsync, ROOT, run } from './bootstrap.mjs';

const RESULTS = path.join(ROOT, '.test-results');
const tally = { passed: 0, failed: 0, skipped: 0, lines: [] };

function record(name, passed, failed, skipped = 0) {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  tally.lines.push(
    `${failed > 0 ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

function gate(name, args) {
  console.log(`\n› ${name}`);
  const code = pnpm(args);
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

/** The Node projects (packages, server, console in jsdom) and the two halves of the stories. */
const VITEST_RUNS = [
  {
    name: 'node and jsdom projects',
    args: ['@onsite/domain', '@onsite/api-client', '@onsite/ui', '@onsite/server', '@onsite/console'].flatMap(
      (project) => ['--project', project],
    ),
  },
  // Each half of the stories in a Chromium of its own: one renderer keeps only one core busy.
  { name: 'stories 1/2', args: ['--project', 'storybook', '--shard=1/2'], cache: 'stories-1' },
  { name: 'stories 2/2', args: ['--project', 'storybook', '--shard=2/2'], cache: 'stories-2' },
];

/** Runs Vitest (node projects and the stories in Chromium, side by side) and counts its tests. */
async function vitest() {
  console.log(`\n› vitest (${VITEST_RUNS.map((entry) => entry.name).join(', ')}, side by side)`);
  const outputs = VITEST_RUNS.map((_, index) => path.join(RESULTS, `vitest-${index + 1}.json`));
  const codes = await Promise.all(
    VITEST_RUNS.map((entry, index) =>
      pnpmAsync(
        [
          'exec',
          'vitest',
          'run',
          ...entry.args,
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${outputs[index]}`,
        ],
        entry.cache
          ? {
              env: {
                ...process.env,
                ONSITE_STORIES_CACHE: path.join(ROOT, 'node_modules', '.cache', entry.cache),
              },
            }
          : {},
      ),
    ),
  );
  VITEST_RUNS.forEach((entry, index) => {
    const report = readJson(outputs[index]);
    if (!report) {
      record(`vitest: ${entry.name}`, 0, 1);
      return;
    }
    const passed = report.numPassedTests ?? 0;
    let failed = report.numFailedTests ?? 0;
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A run that fails outside any test (a file that does not load, an unhandled error) still fails.
    if (codes[index] !== 0 && failed === 0) failed = 1;
    record(`vitest: ${entry.name}`, passed, failed, skipped);
  });
}

/** Playwright journeys in Chromium against the real server serving the built console. */
function endToEnd() {
  if (!existsSync(path.join(ROOT, 'e2e', 'package.json'))) return;
  if (!gate('build console', ['--filter', '@onsite/console', 'build'])) return;
  const output = path.join(RESULTS, 'playwright.json');
  console.log('\n› end-to-end journeys (Playwright)');
  const code = pnpm(['--filter', '@onsite/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const stats = readJson(output)?.stats;
  if (!stats) {
    record('end-to-end', 0, 1);
    return;
  }
  // A journey that passed on its retry counts as passed; Playwright lists it as flaky above.
  let failed = stats.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  if (stats.flaky) console.log(`  (${stats.flaky} journey(s) passed only on a retry: see "flaky" above)`);
  record('end-to-end', (stats.expected ?? 0) + (stats.flaky ?? 0), failed, stats.skipped ?? 0);
}

/** The enterprise dialog embedded in a separate Vite app from the packed tarballs (issue 7). */
function embeddingExample() {
  const script = path.join(ROOT, 'examples', 'embed-enterprise-dialog', 'run.mjs');
  if (!existsSync(script)) return;
  console.log('\n› embedding example (packed packages in a separate app)');
  const code = run(process.execPath, [script]);
  record('embedding example', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function main() {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  installPackages();
  ensureChromium();

  gate('lint and format (biome)', ['exec', 'biome', 'ci', '.']);
  gate('typecheck', ['run', 'typecheck']);
  const built = gate('build packages', ['-r', '--filter', './packages/*', 'build']);
  if (built) process.env.ONSITE_PACKAGES_BUILT = '1';
  for (const name of ['domain', 'api-client', 'ui']) {
    const dir = path.join(ROOT, 'packages', name);
    if (!existsSync(path.join(dir, 'package.json'))) continue;
    if (built) gate(`package checks @onsite/${name} (publint, attw)`, ['--dir', dir, 'run', 'check:package']);
    else record(`package checks @onsite/${name}`, 0, 1);
  }
  await vitest();
  endToEnd();
  embeddingExample();

  console.log('\nSummary');
  for (const line of tally.lines) console.log(`  ${line}`);
  console.log(
    `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`,
  );
  process.exitCode = tally.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  console.log(`${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exitCode = 1;
});
