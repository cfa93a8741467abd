import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How the reference server runs; every field comes from the environment (decision D14). */
export interface ServerConfig {
  /** Port of the one process serving the console, `/api` and the WebSocket. */
  port: number;
  /** Folder holding the database file and uploads. */
  dataDir: string;
  /** `:memory:` keeps nothing on disk (tests); otherwise the SQLite file path. */
  databasePath: string;
  /** `off` accepts any captcha text (tests and demos). */
  captcha: 'on' | 'off';
  /** A fixed SMS code (tests); random codes otherwise. */
  fixedSmsCode: string | null;
  /** Produce demo live events every few seconds. */
  simulate: boolean;
  /** Folder of the built console to serve, when present. */
  consoleDir: string | null;
}

type Env = Record<string, string | undefined>;

/** The console's build output in the workspace (`apps/console/dist`), served when it exists. */
export const DEFAULT_CONSOLE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../console/dist',
);

export function readConfig(env: Env = process.env, argv: readonly string[] = process.argv): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const inMemory = env.ONSITE_DB === ':memory:';
  // D14: with ONSITE_DB=:memory: nothing goes to the project's data folder; files the server still has to write
  // (exports, uploads) go to a folder of this process under the system's temp folder unless ONSITE_DATA_DIR names one.
  const dataDir = env.ONSITE_DATA_DIR
    ? path.resolve(env.ONSITE_DATA_DIR)
    : inMemory
      ? path.join(os.tmpdir(), `onsite-memory-${process.pid}`)
      : path.resolve('./.data');
  const databasePath = inMemory ? ':memory:' : path.join(dataDir, 'onsite.sqlite');
  return {
    port,
    dataDir,
    databasePath,
    captcha: env.ONSITE_CAPTCHA === 'off' ? 'off' : 'on',
    fixedSmsCode: env.ONSITE_SMS_CODE?.trim() || null,
    simulate: env.ONSITE_SIMULATE === '1' || argv.includes('--simulate'),
    consoleDir: env.ONSITE_CONSOLE_DIR ? path.resolve(env.ONSITE_CONSOLE_DIR) : DEFAULT_CONSOLE_DIR,
  };
}
