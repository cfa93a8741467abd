import { defineConfig } from '@playwright/test';

/** Flags that keep Debian's Chromium quiet on a machine without internet. */
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

// run.mjs starts the reference server serving this app's dist and passes its address.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.EMBED_BASE_URL ?? 'http://localhost:8000',
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
