import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** The reference server of the journeys, and a second one producing demo live events (ONSITE_SIMULATE). */
export const PORT = Number(process.env.E2E_PORT ?? 8123);
export const SIMULATE_PORT = PORT + 1;

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

// The console must be built first (`pnpm --filter @onsite/console build`): the server serves apps/console/dist.
const server = (port: number, extra: Record<string, string> = {}) => ({
  command: 'node --conditions=@onsite/source --import tsx src/main.ts',
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
    // E2E_CONSOLE_DIR: a console built elsewhere (`vite build --outDir …`), e.g. by two engineers at once.
    ONSITE_CONSOLE_DIR: process.env.E2E_CONSOLE_DIR ?? path.join(root, 'apps/console/dist'),
    ...extra,
  },
});

export default defineConfig({
  testDir: './tests',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry stays as a safety net until three consecutive fresh-clone runs pass without it (issue
  // 13): a journey that needed it is listed as flaky by Playwright and in the summary, to be fixed.
  retries: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: [server(PORT), server(SIMULATE_PORT, { ONSITE_SIMULATE: '1' })],
});
