// The signed-in welcome page's waterfall (issue 19 item 3), in Debian's Chromium against the reference
// server serving the built console: per run, when (ms after the HTML was requested) the entry, the
// session calls (user/info, menu/user), the shell and registry chunks and the welcome screen's chunk
// were requested, and the first contentful paint. The welcome chunk requested before the session
// calls have come back is level 2 after the HTML (HTML → entry → chunk); requested after them it is
// level 3. Figures only; nothing asserted.
// Usage: pnpm --filter @onsite/console build && node bench/welcome-waterfall.mjs [--runs 7]
import path from 'node:path';
import { chromium } from 'playwright';
import { ROOT } from '../scripts/bootstrap.mjs';
import { DIST, readManifest } from './pages.mjs';
import { startReferenceServer } from './referenceServer.mjs';

const SCRIPT = 'welcome-waterfall.mjs';
const PORT = Number(process.env.BENCH_PORT ?? 8620);
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt === -1 ? 7 : Number(process.argv[runsAt + 1]);

const manifest = readManifest(SCRIPT);
const fileOf = (key) => `/${manifest[key]?.file ?? `missing ${key}`}`;
const WATCHED = {
  entry: fileOf('index.html'),
  shell: fileOf('src/shell/MainShell.tsx'),
  // A shared chunk named after the registry (no manifest entry of its own when the router imports it).
  registry: `/${Object.values(manifest).find((chunk) => /(^|\/)registry-[\w-]+\.js$/.test(chunk.file))?.file}`,
  welcome: fileOf('src/screens/welcome/WelcomeScreen.tsx'),
  userInfo: '/api/system/user/info',
  menu: '/api/system/menu/user',
};

const { baseUrl, stop } = await startReferenceServer({ port: PORT, consoleDir: DIST });
const login = await fetch(`${baseUrl}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Admin@12345', code: 'bench', uuid: 'bench' }),
});
const token = JSON.stringify({ value: (await login.json()).data.token, expiresAt: Date.now() + 3_600_000 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const runs = [];
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('Access-Token', value), token);
  const page = await context.newPage();
  const started = {};
  const finished = {};
  let origin = null;
  const nameOf = (url) => {
    const { pathname } = new URL(url);
    return Object.entries(WATCHED).find(([, watched]) => watched !== null && pathname === watched)?.[0];
  };
  page.on('request', (request) => {
    origin ??= Date.now();
    const name = nameOf(request.url());
    if (name && started[name] === undefined) started[name] = Date.now() - origin;
  });
  page.on('requestfinished', (request) => {
    const name = nameOf(request.url());
    if (name && finished[name] === undefined) finished[name] = Date.now() - origin;
  });
  await page.goto(`${baseUrl}/dashboard/welcome`);
  await page.getByRole('main').getByText('系统管理员').first().waitFor();
  // The paint entry is queued after the frame is presented: wait for it (buffered) rather than read it at once.
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );
  const sessionBack = Math.max(finished.userInfo ?? Number.NaN, finished.menu ?? Number.NaN);
  runs.push({
    ...started,
    sessionBack,
    welcomeLevel: started.welcome < sessionBack ? 2 : 3,
    fcp: Math.round(fcp),
  });
  await context.close();
}
await browser.close();
stop();

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.log(`${RUNS} runs, ms after the HTML was requested (median):`);
console.table(
  ['entry', 'shell', 'registry', 'userInfo', 'menu', 'sessionBack', 'welcome', 'fcp'].map((name) => ({
    what: name,
    median: median(runs.map((item) => item[name])),
  })),
);
console.log(
  `welcome chunk requested before the session calls came back (level 2) in ${
    runs.filter((item) => item.welcomeLevel === 2).length
  } of ${RUNS} runs; console: ${path.relative(ROOT, DIST)}`,
);
