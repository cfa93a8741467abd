// Opens the enterprise details dialog with a click, in Debian's Chromium, against the reference
// server serving the embedding example (examples/embed-enterprise-dialog), and reports per run:
// the time from the click until tab 1 is interactive (the enterprise name filled into an enabled
// field), the requests issued meanwhile, and their waterfall depth. Figures only; nothing asserted.
// Usage: node bench/enterprise-dialog.mjs [--runs 5] [--skip-build]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { ROOT } from '../scripts/bootstrap.mjs';
import { startReferenceServer } from './referenceServer.mjs';

const EXAMPLE = path.join(ROOT, 'examples', 'embed-enterprise-dialog');
const PORT = Number(process.env.BENCH_PORT ?? 8610);
const BASE_URL = `http://localhost:${PORT}`;
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const RUNS = Number(argument('--runs', 5));
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

if (!process.argv.includes('--skip-build') || !existsSync(path.join(EXAMPLE, 'dist', 'index.html'))) {
  console.log('› building the example from the packed packages');
  const built = spawnSync(process.execPath, [path.join(EXAMPLE, 'run.mjs'), '--build-only'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

console.log(`› starting the reference server on ${BASE_URL}`);
await startReferenceServer({ port: PORT, consoleDir: path.join(EXAMPLE, 'dist') });

const login = await fetch(`${BASE_URL}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Admin@12345', code: 'bench', uuid: 'bench' }),
});
const { data } = await login.json();

/** A request started within this many ms of the previous one belongs to the same burst (one render). */
const SAME_BURST_GAP_MS = 25;

/**
 * Waterfall levels. Requests are grouped into bursts (each started within SAME_BURST_GAP_MS of the
 * previous one: issued by one render). A burst that starts before any earlier request finished is
 * level 1 with them; otherwise it is one level below the deepest request that had finished before
 * it started (it may have waited for that answer). `afterAnother` is the brief's raw count: started
 * after any other request had finished, even one of its own burst that the in-memory server
 * answered within a few ms.
 */
function levelsOf(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  let burstStart = null;
  let burstLevel = 1;
  let previousStart = -Infinity;
  for (const request of sorted) {
    request.afterAnother = sorted.some((other) => other !== request && other.end <= request.start);
    if (request.start - previousStart > SAME_BURST_GAP_MS) {
      burstStart = request.start;
      const finished = sorted.filter((other) => other.level !== undefined && other.end <= burstStart);
      burstLevel = finished.length === 0 ? 1 : 1 + Math.max(...finished.map((other) => other.level));
    }
    request.level = burstLevel;
    previousStart = request.start;
  }
  return sorted;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const results = [];
for (let run = 1; run <= RUNS; run += 1) {
  const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await page.goto(`${BASE_URL}/?token=${encodeURIComponent(data.token)}&enterpriseId=1&open=0`);
  await page.getByRole('button', { name: '打开企业详情' }).waitFor();
  await page.waitForLoadState('networkidle');

  const requests = [];
  page.on('requestfinished', (request) => {
    const finishedAt = Date.now();
    const timing = request.timing();
    requests.push({
      url: new URL(request.url()).pathname,
      start: timing.startTime,
      // responseEnd is -1 when Chromium did not report it: the event's own time is the end then.
      end: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : finishedAt,
    });
  });
  await page.evaluate(() => {
    document.addEventListener('click', () => (window.__clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  const clickedAt = Date.now();
  await page.getByRole('button', { name: '打开企业详情' }).click();
  // Interactive: the enterprise name is in its field, and the field can be typed into.
  await page.waitForFunction(
    () => {
      const label = [...document.querySelectorAll('label')].find(
        (element) => element.textContent?.trim() === '企业名称',
      );
      const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
      if (!(input instanceof HTMLInputElement) || input.value === '' || input.disabled) return false;
      window.__interactiveAt ??= performance.now();
      return true;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const interactiveMs = await page.evaluate(() => window.__interactiveAt - window.__clickedAt);
  await page.waitForLoadState('networkidle');
  const interactiveAt = clickedAt + interactiveMs;
  const all = levelsOf(requests.filter((request) => request.start >= clickedAt - 5));
  const beforeInteractive = all.filter((request) => request.start <= interactiveAt);
  results.push({
    run,
    interactiveMs: Math.round(interactiveMs),
    requests: beforeInteractive.length,
    depth: Math.max(0, ...beforeInteractive.map((request) => request.level)),
    startedAfterAnother: beforeInteractive.filter((request) => request.afterAnother).length,
    allRequests: all.length,
    detail: all.map((request) => ({
      level: request.level,
      url: request.url,
      startMs: Math.round(request.start - clickedAt),
      endMs: Math.round(request.end - clickedAt),
    })),
  });
  await page.close();
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('\nEnterprise details dialog, click → tab 1 interactive (enterprise 1, admin, :memory: server)');
console.table(results.map(({ detail: _detail, ...row }) => row));
console.log(
  `median: ${median(results.map((row) => row.interactiveMs))} ms, ` +
    `${median(results.map((row) => row.requests))} requests, waterfall depth ${median(results.map((row) => row.depth))}`,
);
console.log(
  '\nRequests of the last run until the network was idle (level 1 = started before any answer had arrived):',
);
console.table(results.at(-1)?.detail ?? []);
process.exit(0);
