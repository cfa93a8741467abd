// Lighthouse for the login and the signed-in welcome page against a floor (issue 19 item 7): the
// console as the reference server sends it, and a minimal app on the same stack (bench/floor: React,
// antd's Layout, Menu and Table, the same Vite) served with the same compression. Desktop preset,
// interleaved rounds (floor, login, welcome, floor, …), each page in a new Chromium (a cold cache);
// prints each page's median score, LCP and bytes, and the ratios ours / floor.
//   pnpm --filter @onsite/console build && node bench/lighthouse.mjs      (ROUNDS=5 by default)
// Lighthouse is installed on first use into node_modules/.cache/lighthouse (not a dependency of the
// workspace: `npm test` never needs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT } from '../scripts/bootstrap.mjs';
import { DIST, fail } from './pages.mjs';
import { startReferenceServer } from './referenceServer.mjs';

const SCRIPT = 'lighthouse.mjs';
const LIGHTHOUSE_VERSION = '12.8.2';
const CACHE = path.join(ROOT, 'node_modules/.cache/lighthouse');
const FLOOR_DIST = path.join(ROOT, 'node_modules/.cache/lighthouse-floor');
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CONSOLE_PORT = Number(process.env.PORT ?? 8793);
const FLOOR_PORT = CONSOLE_PORT + 1;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's own modules, installed into the cache folder when missing. */
async function loadLighthouse() {
  const manifest = path.join(CACHE, 'node_modules/lighthouse/package.json');
  const installed = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
  if (installed !== LIGHTHOUSE_VERSION) {
    console.log(`installing lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(ROOT, CACHE)}`);
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        CACHE,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) fail(SCRIPT, 'npm could not install lighthouse');
  }
  const require = createRequire(path.join(CACHE, 'package.json'));
  const load = async (specifier) => import(pathToFileURL(require.resolve(specifier)).href);
  const lighthouse = (await load('lighthouse')).default;
  const desktop = (
    await import(
      pathToFileURL(path.join(CACHE, 'node_modules/lighthouse/core/config/desktop-config.js')).href
    )
  ).default;
  const chromeLauncher = await load('chrome-launcher');
  const puppeteer = (await load('puppeteer-core')).default;
  return { lighthouse, desktop, chromeLauncher, puppeteer };
}

/** Builds the floor with the workspace's Vite. */
function buildFloor() {
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const config = path.join(ROOT, 'bench/floor/vite.config.mjs');
  const result = spawnSync(vite, ['build', '--config', config, '--outDir', FLOOR_DIST], { stdio: 'inherit' });
  if (result.status !== 0) fail(SCRIPT, 'the floor did not build');
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Serves the floor as the reference server serves the console: brotli, hashed assets immutable. */
function serveFloor() {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        const body = readFileSync(file);
        files.set(`/${path.relative(FLOOR_DIST, file).split(path.sep).join('/')}`, {
          type: TYPES[path.extname(name)] ?? 'application/octet-stream',
          body,
          br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
      }
    }
  };
  walk(FLOOR_DIST);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const file = files.get(url.pathname) ?? files.get('/index.html');
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
      vary: 'accept-encoding',
    });
    response.end(brotli ? file.br : file.body);
  });
  return new Promise((resolve) => server.listen(FLOOR_PORT, () => resolve(server)));
}

/** A signed-in session of the demo admin (captcha off), as the login page keeps it (D2). */
async function signIn(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@12345', code: 'abcd', uuid: 'bench' }),
  }).then((response) => response.json());
  if (answer.code !== 0) fail(SCRIPT, `the demo admin could not sign in: ${answer.msg}`);
  return JSON.stringify({ value: answer.data.token, expiresAt: Date.now() + 12 * 3600 * 1000 });
}

/** One Lighthouse run in a new Chromium; `token` is put in localStorage first (the signed-in page). */
async function measure(tools, url, token) {
  const chrome = await tools.chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await tools.puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (token) {
      // A blank page of the console's origin, answered here, not by the server: the cache stays cold.
      const origin = new URL(url).origin;
      await page.setRequestInterception(true);
      page.once('request', (request) => request.respond({ status: 200, contentType: 'text/html', body: '' }));
      await page.goto(`${origin}/bench-blank`);
      await page.evaluate((value) => localStorage.setItem('Access-Token', value), token);
      await page.setRequestInterception(false);
    }
    const result = await tools.lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(token),
      },
      tools.desktop,
      page,
    );
    const { audits, categories, finalDisplayedUrl } = result.lhr;
    if (token && !finalDisplayedUrl.includes('/dashboard/welcome')) {
      fail(SCRIPT, `the signed-in page ended on ${finalDisplayedUrl}, not the welcome page`);
    }
    await browser.disconnect();
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      // What weighs most: each request's URL (path only) and bytes transferred.
      largest: (audits['total-byte-weight'].details?.items ?? [])
        .slice(0, 6)
        .map((item) => ({ url: new URL(item.url).pathname, bytes: item.totalBytes })),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (!existsSync(path.join(DIST, 'index.html'))) {
  fail(SCRIPT, 'no console build: run `pnpm --filter @onsite/console build` first');
}
const tools = await loadLighthouse();
buildFloor();
const floor = await serveFloor();
const reference = await startReferenceServer({ port: CONSOLE_PORT, consoleDir: DIST });
const consoleUrl = `http://localhost:${CONSOLE_PORT}`;
const pages = {
  floor: { url: `http://localhost:${FLOOR_PORT}/`, token: null },
  login: { url: `${consoleUrl}/user/login`, token: null },
  welcome: { url: `${consoleUrl}/dashboard/welcome`, token: await signIn(consoleUrl) },
};
const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, { url, token }] of Object.entries(pages))
      runs[name].push(await measure(tools, url, token));
    console.log(`round ${round} of ${ROUNDS} done`);
  }
} finally {
  floor.close();
  reference.stop();
}

const summary = Object.fromEntries(
  Object.entries(runs).map(([name, list]) => [
    name,
    {
      score: median(list.map((run) => run.score)),
      lcp: median(list.map((run) => run.lcp)),
      bytes: median(list.map((run) => run.bytes)),
    },
  ]),
);
console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, desktop, median of ${ROUNDS} interleaved rounds`);
console.log('page      score  LCP (ms)     bytes   LCP / floor  bytes / floor');
for (const [name, { score, lcp, bytes }] of Object.entries(summary)) {
  const ratio = (value, base) => (name === 'floor' ? '' : (value / base).toFixed(2));
  console.log(
    `${name.padEnd(8)}  ${String(score).padStart(5)}  ${lcp.toFixed(0).padStart(8)}  ${bytes.toFixed(0).padStart(8)}  ${ratio(lcp, summary.floor.lcp).padStart(11)}  ${ratio(bytes, summary.floor.bytes).padStart(13)}`,
  );
}
for (const [name, list] of Object.entries(runs)) {
  const last = list.at(-1)?.largest ?? [];
  console.log(`\n${name}, the largest transfers of its last round:`);
  for (const { url, bytes } of last) console.log(`  ${String(bytes).padStart(8)}  ${url}`);
}
