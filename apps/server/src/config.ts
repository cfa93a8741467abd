import path from 'node:path';

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

export function readConfig(env: Env = process.env, argv: readonly string[] = process.argv): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const dataDir = path.resolve(env.ONSITE_DATA_DIR ?? './.data');
  const databasePath = env.ONSITE_DB === ':memory:' ? ':memory:' : path.join(dataDir, 'onsite.sqlite');
  return {
    port,
    dataDir,
    databasePath,
    captcha: env.ONSITE_CAPTCHA === 'off' ? 'off' : 'on',
    fixedSmsCode: env.ONSITE_SMS_CODE?.trim() || null,
    simulate: env.ONSITE_SIMULATE === '1' || argv.includes('--simulate'),
    consoleDir: env.ONSITE_CONSOLE_DIR ? path.resolve(env.ONSITE_CONSOLE_DIR) : null,
  };
}
