import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** The reference server of the journeys, and a second one producing demo live events (ONSITE_SIMULATE). */
export const PORT = Number(process.env.E2E_PORT ?? 8123);
export const SIMULATE_PORT = PORT + 1;

/**
 * Journeys run one at a time by default. `E2E_WORKERS=2` runs two workers, each against a
 * reference server of its own (its own in-memory database), so one worker's writes never meet the
 * other's reads. In `npm test` two workers made the whole command slower, not faster (bench/README):
 * beside the gates and the Node projects the two cores are already full, and every lane slowed.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** The port of the reference server of the worker with this parallel index. */
export const workerPort = (parallelIndex: number): number =>
  parallelIndex === 0 ? PORT : PORT + 10 * parallelIndex;

/** Flags that keep Debian's Chromium quiet on a machine without internet (DESIGN.md). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The console and the server must be built first (`pnpm --filter @onsite/console build` and
// `pnpm --filter @onsite/server build`): the built server serves apps/console/dist.
const server = (port: number, extra: Record<string, string> = {}) => ({
  command: 'node --enable-source-maps dist/main.js',
  cwd: path.join(root, 'apps/server'),
  url: `http://localhost:${port}/api/code`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    ONSITE_DB: ':memory:',
    ONSITE_CAPTCHA: 'off',
    ONSITE_SMS_CODE: '123456',
    // Every journey signs in from 127.0.0.1, several workers at once: the per-address limit of sign-in calls
    // (30 a minute in production) is raised here; the limits have their own server tests (issue 14).
    ONSITE_AUTH_RATE_LIMIT: '1000',
    // E2E_CONSOLE_DIR: a console built elsewhere (`vite build --outDir …`), e.g. by two engineers at once.
    ONSITE_CONSOLE_DIR: process.env.E2E_CONSOLE_DIR ?? path.join(root, 'apps/console/dist'),
    ...extra,
  },
});

export default defineConfig({
  testDir: './tests',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: WORKERS,
  // No retry: a journey that fails once is a race a user can hit too, fixed at its cause (issue 13).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.test-results/playwright.json') }]],
  outputDir: path.join(root, '.test-results/playwright'),
  use: {
    baseURL: `http://localhost:${PORT}`,
    // D1: a visitor whose browser speaks zh-CN gets the zh-CN console.
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1400, height: 900 },
    // No trace by default: recording one for every journey doubled the journeys' time on 2 cores, and
    // closing a context with a long trace could outlast the test's timeout. A failure keeps its
    // screenshot and page snapshot (error-context.md); `playwright test --trace on` records traces.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => server(workerPort(index))),
    // Only the notifications journey uses the simulating server.
    server(SIMULATE_PORT, { ONSITE_SIMULATE: '1' }),
  ],
});
