import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMULATE_PORT } from '../playwright.config';
import { expect, fillAccountLogin, test } from './support';

// A server of this test's own, on a database file (sessions outlive the process) and with demo
// events, so the test can stop and start it while the page stays open. It runs the built server,
// as `npm start` does (built before the journeys).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = SIMULATE_PORT + 1;
const BASE = `http://localhost:${PORT}`;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      ONSITE_DATA_DIR: dataDir,
      ONSITE_CAPTCHA: 'off',
      ONSITE_SIMULATE: '1',
      ONSITE_CONSOLE_DIR: path.join(ROOT, 'apps/console/dist'),
    },
  });
}

async function untilUp(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${BASE}/api/code`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test('the live channel survives a server restart (spec 000 §7.2: reconnect after 500 ms)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onsite-e2e-'));
  let server = startServer(dataDir);
  // What the page's sockets receive, by socket (the channel opens a new socket on every reconnect).
  let sockets = 0;
  const frames: { socket: number; title: string }[] = [];
  page.on('websocket', (socket) => {
    const id = ++sockets;
    socket.on('framereceived', ({ payload }) => {
      if (payload !== 'pong') frames.push({ socket: id, title: JSON.parse(String(payload)).title });
    });
  });
  try {
    await untilUp();
    await page.goto(`${BASE}/user/login`);
    await fillAccountLogin(page, 'admin');
    await expect(page).toHaveURL(`${BASE}/dashboard/welcome`);
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 30_000 });

    await stop(server);
    const socketsBefore = sockets;
    server = startServer(dataDir);
    await untilUp();
    // The page reconnects by itself and the next event arrives on the new socket and shows.
    await expect
      .poll(() => frames.find((frame) => frame.socket > socketsBefore)?.title, { timeout: 45_000 })
      .toBeTruthy();
    const title = frames.find((frame) => frame.socket > socketsBefore)?.title ?? '';
    await expect(page.getByRole('alert').filter({ hasText: title }).first()).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/dashboard/welcome`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
