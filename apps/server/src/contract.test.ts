import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract, createApiClient } from '@onsite/api-client';
import { afterAll, describe } from 'vitest';
// The api-client's contract cases and runner are test code of that package, not part of its API:
// the server's test takes them by path (the same files its MSW tests run).
import { contractCases } from '../../../packages/api-client/src/test-support/cases';
import { SMS_CODE } from '../../../packages/api-client/src/test-support/cases/sessions';
import { useContractTarget } from '../../../packages/api-client/src/test-support/contractTarget';
import { runCases } from '../../../packages/api-client/src/test-support/runCases';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed';
import { createServices } from './services';

/**
 * The reference server as `npm start` runs it (seeded demo data, captcha off), on an in-memory
 * database and a temporary data folder, listening on a free local port.
 */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onsite-contract-'));
  const config: ServerConfig = {
    port: 0,
    dataDir,
    databasePath: ':memory:',
    captcha: 'off',
    fixedSmsCode: SMS_CODE,
    simulate: false,
    consoleDir: null,
    demo: true,
    adminPassword: null,
    allowedOrigins: [],
    corsOrigins: [],
    // The cases sign in many times within a minute from one address; the limits have their own tests.
    authRateLimit: 10_000,
  };
  const db = openDatabase(config.databasePath);
  await seedIfEmpty(db);
  const services = createServices({ config, db });
  const app = await buildApp({ config, db, routes: services.routes, plugins: services.plugins });
  await app.listen({ host: '127.0.0.1', port: 0 });
  services.start();
  const { port } = app.server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    async close() {
      services.stop();
      await app.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
afterAll(() => server.close());

const admin = DEMO_ACCOUNTS.find((account) => account.loginName === 'admin');
if (!admin) throw new Error('the seed has the admin account');
const { token } = await createApiClient({ baseURL: server.baseURL }).auth.login({
  username: admin.loginName,
  password: admin.password,
  code: 'off',
  uuid: 'captcha-off',
});

describe('the api-client contract against the reference server', () => {
  const target = useContractTarget({ baseURL: server.baseURL, token });
  for (const family of Object.keys(contract) as (keyof typeof contract)[]) {
    runCases(family, contract[family], target.client[family], contractCases[family], target);
  }
});
