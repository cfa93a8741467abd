#!/usr/bin/env node
// Bytes the reference server sends for the console's login and welcome pages (HTML, JavaScript,
// CSS, from the build's manifest) and for the signed-in user's first API answers, over real HTTP:
// as a browser accepting brotli gets them, as one accepting gzip gets them, and uncompressed (what
// every browser got before the build wrote .br/.gz files). Also prints the caching headers.
//
//   pnpm --filter @onsite/console build && node bench/delivery.mjs
//
// Figures are measured and printed, never asserted against a budget (DESIGN.md, Performance shape).
import http from 'node:http';
import { DIST, filesOf, kib, PAGES, readManifest } from './pages.mjs';
import { startReferenceServer } from './referenceServer.mjs';

const PORT = Number(process.env.PORT ?? 8410);
const manifest = readManifest('delivery');

const { stop } = await startReferenceServer({ port: PORT, consoleDir: DIST });

/** One GET, answering the bytes on the wire (not decompressed) and the headers. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(`http://localhost:${PORT}${url}`, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes }));
      })
      .on('error', reject);
  });
}

const ENCODINGS = { brotli: 'gzip, deflate, br', gzip: 'gzip, deflate', none: 'identity' };

/** Sums the bytes of some URLs for each accepted encoding. */
async function sizes(urls, headers = {}) {
  const totals = {};
  for (const [name, acceptEncoding] of Object.entries(ENCODINGS)) {
    totals[name] = 0;
    for (const url of urls) {
      const answer = await get(url, { ...headers, 'accept-encoding': acceptEncoding });
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      totals[name] += answer.bytes;
    }
  }
  return totals;
}

const row = (label, { brotli, gzip, none }) =>
  `| ${label} | ${kib(none)} | ${kib(gzip)} | ${kib(brotli)} | ${(brotli / none).toFixed(2)} |`;

console.log('| what | uncompressed | gzip | brotli | brotli / uncompressed |');
console.log('| --- | --- | --- | --- | --- |');
for (const [page, keys] of Object.entries(PAGES)) {
  const files = filesOf(manifest, keys, 'delivery');
  const urls = files.map((file) => (file === 'index.html' ? '/user/login' : `/${file}`));
  console.log(row(`${page}: ${files.length} files`, await sizes(urls)));
}

const login = await fetch(`http://localhost:${PORT}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Admin@12345', code: 'bench', uuid: 'bench' }),
});
const { data } = await login.json();
const signedIn = { 'access-token': data.token };
console.log(
  row(
    'API after sign-in (admin): user/info, menu/user',
    await sizes(['/api/system/user/info', '/api/system/menu/user'], signedIn),
  ),
);

const entry = manifest['index.html'].file;
for (const url of ['/', `/${entry}`]) {
  const { headers } = await get(url, { 'accept-encoding': ENCODINGS.brotli });
  console.log(
    `\n${url}: cache-control ${headers['cache-control']}; content-encoding ${headers['content-encoding'] ?? 'none'}; vary ${headers.vary}`,
  );
}
stop();
process.exit(0);
