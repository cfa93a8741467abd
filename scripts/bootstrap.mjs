// Gets a fresh clone ready with nothing but Node and npm on the machine: the pinned pnpm
// (installed into .tools, never globally), the workspace's packages, and Debian's Chromium
// for the browser tests. Used by `npm test` and `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS = path.join(ROOT, '.tools');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs a command in the repo root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function pinnedPnpmVersion() {
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)$/.exec(packageManager ?? '');
  if (!match) throw new Error('package.json must pin pnpm in "packageManager" (pnpm@x.y.z)');
  return match[1];
}

/** The path of the pinned pnpm's entry script, installing it into .tools when missing. */
export function ensurePnpm() {
  const version = pinnedPnpmVersion();
  const entry = path.join(TOOLS, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const manifest = path.join(TOOLS, 'node_modules', 'pnpm', 'package.json');
  const installed = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
  if (installed !== version) {
    console.log(`› installing pnpm ${version} into .tools`);
    const code = run('npm', [
      'install',
      '--prefix',
      TOOLS,
      '--no-audit',
      '--no-fund',
      '--no-save',
      `pnpm@${version}`,
    ]);
    if (code !== 0) throw new Error(`npm could not install pnpm@${version}`);
  }
  return entry;
}

/** Runs the pinned pnpm with arguments; returns its exit code. */
export function pnpm(args, options) {
  const entry = ensurePnpm();
  // Tools that pack a package (publint, attw) call `pnpm` themselves: put the pinned one first on PATH.
  const bin = path.join(TOOLS, 'node_modules', '.bin');
  if (!(process.env.PATH ?? '').split(path.delimiter).includes(bin)) {
    process.env.PATH = `${bin}${path.delimiter}${process.env.PATH ?? ''}`;
  }
  return run(process.execPath, [entry, ...args], options);
}

/** `pnpm` without waiting: resolves to the exit code, so several runs can share the machine. */
export function pnpmAsync(args, options = {}) {
  const entry = ensurePnpm();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry, ...args], { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`could not run pnpm ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export function installPackages() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = pnpm(['install', ...frozen]);
  if (code !== 0) throw new Error('pnpm install failed');
}

/** Debian's Chromium runs the story and end-to-end tests (`npx playwright install` cannot work here). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log('› installing Chromium and CJK fonts with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const exec = (args) =>
    run(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), { env });
  if (
    exec(['apt-get', 'update', '-qq']) !== 0 ||
    exec(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']) !== 0
  ) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH} and apt-get could not install it`);
  }
}
