import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_AUTH_RATE_LIMIT, type ServerConfig } from '../config';
import { type Db, migrate } from '../db/database';
import type { JobDefinition } from '../jobs/scheduler';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../seed';
import { createServices, type Services } from '../services';

/** The fixed clock of the tests: 2025-03-15 10:00:00 in China (UTC+8). */
export const TEST_NOW = Date.UTC(2025, 2, 15, 2, 0, 0);
export const TEST_SMS_CODE = '246810';

export type DemoLogin = (typeof DEMO_ACCOUNTS)[number]['loginName'];

let seeded: Buffer | null = null;

/** A seeded in-memory database: seeded once per test file, then copied for each server. */
async function seededDatabase(): Promise<Db> {
  if (seeded === null) {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db);
    await seedIfEmpty(db, { now: TEST_NOW });
    seeded = db.serialize();
    db.close();
  }
  const copy = new Database(seeded);
  copy.pragma('foreign_keys = ON');
  return copy;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  services: Services;
  config: ServerConfig;
  clock: { now: number };
  /** Signs in a demo account (captcha off) and answers its token. */
  login(loginName: DemoLogin | string, password?: string): Promise<string>;
  /** A JSON call: status, body; `token` in the Access-Token header. */
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string; query?: Record<string, unknown>; body?: unknown },
  ): Promise<{
    status: number;
    body: { code: number; msg: string; data?: unknown; rows?: unknown[]; total?: number; pageNum?: number };
    headers: Record<string, unknown>;
    raw: Buffer;
  }>;
  /** Row count of a table (to prove a refused call changed nothing). */
  count(table: string, where?: string): number;
  close(): Promise<void>;
}

export interface TestServerOptions {
  captcha?: 'on' | 'off';
  simulate?: boolean;
  /** A database to use instead of a fresh seeded copy. */
  db?: Db;
  dataDir?: string;
  /** Sign-in calls per minute and address (30 by default, as in production). */
  authRateLimit?: number;
  /** Seeded as the demo (true by default); false for a non-demo start. */
  demo?: boolean;
  /** The fixed SMS code (TEST_SMS_CODE by default); null for random codes. */
  fixedSmsCode?: string | null;
  /** Origins allowed besides the server's own on the live channel. */
  allowedOrigins?: string[];
  /** A built console to serve (none by default). */
  consoleDir?: string;
  /** Origins of other apps that may call the API from the browser (none by default). */
  corsOrigins?: string[];
  /** Scheduled jobs instead of the server's own (D43: a test controls when a run ends). */
  jobs?: JobDefinition[];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'onsite-test-'));
  const config: ServerConfig = {
    port: 0,
    dataDir,
    databasePath: ':memory:',
    captcha: options.captcha ?? 'off',
    fixedSmsCode: options.fixedSmsCode === undefined ? TEST_SMS_CODE : options.fixedSmsCode,
    simulate: options.simulate ?? false,
    consoleDir: options.consoleDir ?? null,
    demo: options.demo ?? true,
    adminPassword: null,
    authRateLimit: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT,
    allowedOrigins: options.allowedOrigins ?? [],
    corsOrigins: options.corsOrigins ?? [],
  };
  const db = options.db ?? (await seededDatabase());
  const clock = { now: TEST_NOW };
  const now = () => clock.now;
  const services = createServices({ config, db, now, ...(options.jobs ? { jobs: options.jobs } : {}) });
  const app = await buildApp({ config, db, routes: services.routes, plugins: services.plugins, now });
  const call: TestServer['call'] = async (method, url, callOptions = {}) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      query: Object.fromEntries(
        Object.entries(callOptions.query ?? {})
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
      headers: callOptions.token ? { 'access-token': callOptions.token } : {},
      ...(callOptions.body === undefined ? {} : { payload: callOptions.body as object }),
    });
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: type.includes('json') ? response.json() : { code: -1, msg: '' },
      headers: response.headers,
      raw: response.rawPayload,
    };
  };
  return {
    app,
    db,
    services,
    config,
    clock,
    call,
    async login(loginName, password) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.loginName === loginName);
      const { body } = await call('POST', '/auth/login', {
        body: {
          username: loginName,
          password: password ?? account?.password ?? 'Onsite@2024',
          code: '',
          uuid: '',
        },
      });
      const token = (body.data as { token?: string } | undefined)?.token;
      if (!token) throw new Error(`login ${loginName} failed: ${body.msg}`);
      return token;
    },
    count(table, where = '1 = 1') {
      return (db.prepare(`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`).get() as { total: number })
        .total;
    },
    async close() {
      services.stop();
      await app.close();
      if (!options.db) db.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
