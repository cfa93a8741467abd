import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS, isDemoDatabase, seedFirstStartIfEmpty, seedIfEmpty } from './seed';
import { createServices } from './services';

const config = readConfig();
const db = openDatabase(config.databasePath);
const firstStart = config.demo
  ? // The seeded files go where this server serves uploads from (with ONSITE_DB=:memory:, a temporary folder).
    { seeded: await seedIfEmpty(db, { filesDir: config.dataDir }), oneTimePassword: null }
  : await seedFirstStartIfEmpty(db, { adminPassword: config.adminPassword });
if (!config.demo && isDemoDatabase(db)) {
  console.error(
    `ONSITE_DEMO=0, but ${config.databasePath} was seeded as the demo (its accounts are public): use a fresh ONSITE_DATA_DIR.`,
  );
  db.close();
  process.exit(1);
}
const services = createServices({ config, db });
// The request log (pino, secrets redacted) is on unless ONSITE_LOG=off.
const app = await buildApp({
  config,
  db,
  routes: services.routes,
  plugins: services.plugins,
  logger: process.env.ONSITE_LOG !== 'off',
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: stopping…`);
  services.stop();
  await app.close();
  // Every answered write is already committed; closing checkpoints the WAL into the database file.
  db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: '0.0.0.0' });
services.start();
const url = `http://localhost:${config.port}`;
console.log(`Onsite console: ${url}  (API ${url}/api, data ${config.databasePath})`);
if (config.demo) {
  // Issue 14: say loudly that this is the demo, with its well-known accounts.
  const rule = '!'.repeat(78);
  console.warn(`${rule}\n  DEMO MODE: demo data and the public demo accounts below exist in this database.`);
  console.warn('  Never expose it to real users; start with ONSITE_DEMO=0 on a fresh data folder instead.');
  console.warn(`${rule}\nDemo accounts:`);
  for (const account of DEMO_ACCOUNTS) {
    console.warn(`  ${account.loginName.padEnd(12)} ${account.password.padEnd(16)} ${account.who}`);
  }
} else if (firstStart.oneTimePassword !== null) {
  // Printed this once only: it is stored as a hash and must be changed at the first sign-in.
  console.log(`First start: administrator "admin", one-time password ${firstStart.oneTimePassword}`);
  console.log('  (shown only now; it must be changed at the first sign-in)');
} else if (firstStart.seeded) {
  console.log(
    'First start: administrator "admin" with the password of ONSITE_ADMIN_PASSWORD (change it at first sign-in).',
  );
}
if (config.simulate) console.log('Simulating live events every few seconds (ONSITE_SIMULATE=1).');
