// Builds and packs @onsite/domain, @onsite/api-client and @onsite/ui, installs the three tarballs
// into this example with npm (it is not part of the pnpm workspace), builds it, starts the
// reference server serving it (same origin) and a plain static server serving it from a second
// origin (the API called across origins, allowed by ONSITE_CORS_ORIGINS), runs the Playwright tests
// and exits with their code.
// Usage: node examples/embed-enterprise-dialog/run.mjs [--build-only]
//   --build-only stops after building the example (bench/enterprise-dialog.mjs uses it).
//   EMBED_PORT picks the server's port (8600 by default).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePnpm, pnpm, ROOT } from '../../scripts/bootstrap.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PACKAGES = ['@onsite/domain', '@onsite/api-client', '@onsite/ui'];
const PORT = Number(process.env.EMBED_PORT ?? 8600);
const BASE_URL = `http://localhost:${PORT}`;
/** The same app served from a second origin, calling the API across origins (CORS). */
const HOST_PORT = PORT + 1;
const HOST_URL = `http://localhost:${HOST_PORT}`;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A plain static server of the built app, as another team's web server would be (no /api proxy). */
function serveApp(root) {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', HOST_URL);
    let file = path.join(root, path.normalize(url.pathname));
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = path.join(root, 'index.html');
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
}

function step(title) {
  console.log(`\n› ${title}`);
}

function must(code, what) {
  if (code !== 0) {
    console.error(`✗ ${what} failed (exit ${code})`);
    process.exit(code || 1);
  }
}

function runHere(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: HERE, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.error ? 1 : (result.status ?? 1);
}

async function waitForServer(server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      const answer = await fetch(`${BASE_URL}/api/code`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${BASE_URL} within ${timeoutMs / 1000} s`);
}

const tarballs = mkdtempSync(path.join(os.tmpdir(), 'onsite-embed-'));
let server = null;
const stopServer = () => {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
};
process.on('exit', () => {
  stopServer();
  rmSync(tarballs, { recursive: true, force: true });
});

// `npm test` has just built them (its build gate sets ONSITE_PACKAGES_BUILT): do not build twice.
if (process.env.ONSITE_PACKAGES_BUILT !== '1') {
  step(`building ${PACKAGES.join(', ')}`);
  must(pnpm([...PACKAGES.flatMap((name) => ['--filter', name]), 'run', 'build']), 'the package build');
}

step(`packing them into ${tarballs}`);
for (const name of PACKAGES)
  must(pnpm(['--filter', name, 'pack', '--pack-destination', tarballs]), `packing ${name}`);
const packed = readdirSync(tarballs)
  .filter((file) => file.endsWith('.tgz'))
  .map((file) => path.join(tarballs, file));

step('installing the tarballs into the example with npm');
rmSync(path.join(HERE, 'node_modules', '@onsite'), { recursive: true, force: true });
must(
  runHere('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', ...packed]),
  'npm install',
);

step('building the example');
must(
  runHere(process.execPath, [path.join(HERE, 'node_modules', 'vite', 'bin', 'vite.js'), 'build']),
  'the example build',
);
if (process.argv.includes('--build-only')) process.exit(0);

step(`starting the reference server on ${BASE_URL}, serving the example`);
server = spawn(process.execPath, [ensurePnpm(), '--filter', '@onsite/server', 'start'], {
  cwd: ROOT,
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    ONSITE_DB: ':memory:',
    ONSITE_CAPTCHA: 'off',
    ONSITE_CONSOLE_DIR: path.join(HERE, 'dist'),
    // The second origin may call the API from the browser.
    ONSITE_CORS_ORIGINS: HOST_URL,
  },
});
step(`serving the example also from ${HOST_URL} (another origin, no proxy)`);
const hostServer = serveApp(path.join(HERE, 'dist'));
await new Promise((resolve) => hostServer.listen(HOST_PORT, resolve));
process.on('exit', () => hostServer.close());
try {
  await waitForServer(server);
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}

step('running the Playwright tests');
// Spawned, not spawnSync: the app's second origin is served by this very process, whose event loop
// must keep answering while the tests run.
const tests = spawn(
  process.execPath,
  [path.join(HERE, 'node_modules', '@playwright', 'test', 'cli.js'), 'test'],
  {
    cwd: HERE,
    stdio: 'inherit',
    env: { ...process.env, EMBED_BASE_URL: BASE_URL, EMBED_HOST_URL: HOST_URL },
  },
);
const code = await new Promise((resolve) => {
  tests.once('error', () => resolve(1));
  tests.once('exit', (exitCode) => resolve(exitCode ?? 1));
});
hostServer.close();
console.log(code === 0 ? '\n✓ the embedded dialog works' : `\n✗ the Playwright test failed (exit ${code})`);
// Stop the server and wait for it, so nothing it prints lands after the caller's summary line.
if (server && server.exitCode === null) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopServer();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
process.exit(code);
