// Starts the reference server for a benchmark (`pnpm --filter @onsite/server start`, an in-memory
// database, captcha off) serving a built console, and waits until it answers. Shared by
// enterprise-dialog.mjs and delivery.mjs.
import { spawn } from 'node:child_process';
import { ensurePnpm, ROOT } from '../scripts/bootstrap.mjs';

/** Resolves once `/api/code` answers; the server stops with `stop()` or when the script exits. */
export async function startReferenceServer({ port, consoleDir }) {
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, [ensurePnpm(), '--filter', '@onsite/server', 'start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      ONSITE_DB: ':memory:',
      ONSITE_CAPTCHA: 'off',
      ONSITE_CONSOLE_DIR: consoleDir,
    },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  for (let waited = 0; ; waited += 500) {
    if (waited > 180_000) throw new Error('the server did not start');
    try {
      if ((await fetch(`${baseUrl}/api/code`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}
