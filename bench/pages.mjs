// What the console's login and welcome pages load, read from the console build's Vite manifest.
// Shared by bundle-report.mjs (sizes on disk) and delivery.mjs (bytes as the server sends them).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'apps/console/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

/** What each page loads, as manifest keys (source paths relative to apps/console). */
export const PAGES = {
  'login (/user/login)': [
    'index.html',
    'src/pages/user/UserLayout.tsx',
    'src/pages/user/login/LoginPage.tsx',
  ],
  'welcome (/dashboard/welcome, signed in)': [
    'index.html',
    'src/shell/MainShell.tsx',
    // A chunk of its own only while nothing of the shell imports it statically (then MainShell loads it).
    'src/screens/registry.ts?',
    'src/screens/welcome/WelcomeScreen.tsx',
  ],
};

export function fail(script, message) {
  console.error(`${script}: ${message}`);
  process.exit(1);
}

/** The build's manifest; exits with a message when there is no build. */
export function readManifest(script) {
  if (!existsSync(MANIFEST)) {
    fail(
      script,
      `no build found in ${path.relative(ROOT, DIST)}: run \`pnpm --filter @onsite/console build\` first`,
    );
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/** The files a set of manifest entries loads: each chunk, its static imports (recursively) and their CSS. */
export function filesOf(manifest, keys, script) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    // A key ending in `?` is optional: absent when Rollup put its module in a chunk of another entry.
    if (key.endsWith('?')) {
      if (manifest[key.slice(0, -1)]) visit(key.slice(0, -1));
      return;
    }
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) fail(script, `the manifest has no entry ${key} (was the file moved?)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
