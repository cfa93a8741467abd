import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOrigins } from './http/cors';

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
  /** Seed the demo data and accounts into an empty database (`ONSITE_DEMO=0` turns it off). */
  demo: boolean;
  /** The first administrator's password of a non-demo start (`ONSITE_ADMIN_PASSWORD`); random when unset. */
  adminPassword: string | null;
  /**
   * Origins besides the server's own that may open the live channel: `ONSITE_ALLOWED_ORIGINS` and
   * `ONSITE_CORS_ORIGINS` together (an app allowed to call the API may also listen).
   */
  allowedOrigins: string[];
  /** Origins of other apps that may call `/api` from the browser (`ONSITE_CORS_ORIGINS`, comma-separated; none by default). */
  corsOrigins: string[];
  /** Requests per minute and client address on each sign-in and registration call (`ONSITE_AUTH_RATE_LIMIT`). */
  authRateLimit: number;
}

/** Sign-in failures per account (login name or phone) before it is locked, and for how long (issue 14). */
export const ACCOUNT_MAX_FAILURES = 5;
/** Sign-in failures per client address before the address is locked. */
export const ADDRESS_MAX_FAILURES = 20;
/** Wrong registration codes per client address before look-ups from it are locked. */
export const REGISTRATION_CODE_MAX_FAILURES = 10;
/** Failures count within this window; a lock lasts as long. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
/** Default of `authRateLimit`: sign-in and registration calls per minute and client address. */
export const DEFAULT_AUTH_RATE_LIMIT = 30;

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
  const corsOrigins = parseOrigins(env.ONSITE_CORS_ORIGINS, 'ONSITE_CORS_ORIGINS');
  const databasePath = inMemory ? ':memory:' : path.join(dataDir, 'onsite.sqlite');
  return {
    port,
    dataDir,
    databasePath,
    captcha: env.ONSITE_CAPTCHA === 'off' ? 'off' : 'on',
    fixedSmsCode: env.ONSITE_SMS_CODE?.trim() || null,
    simulate: env.ONSITE_SIMULATE === '1' || argv.includes('--simulate'),
    consoleDir: env.ONSITE_CONSOLE_DIR ? path.resolve(env.ONSITE_CONSOLE_DIR) : DEFAULT_CONSOLE_DIR,
    demo: env.ONSITE_DEMO !== '0',
    adminPassword: env.ONSITE_ADMIN_PASSWORD || null,
    allowedOrigins: [
      ...new Set([
        ...(env.ONSITE_ALLOWED_ORIGINS ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
        ...corsOrigins,
      ]),
    ],
    corsOrigins,
    authRateLimit: positiveInteger(
      env.ONSITE_AUTH_RATE_LIMIT,
      DEFAULT_AUTH_RATE_LIMIT,
      'ONSITE_AUTH_RATE_LIMIT',
    ),
  };
}

function positiveInteger(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number.parseInt(text, 10);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got "${text}"`);
  return value;
}
