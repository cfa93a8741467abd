import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed';
import { createServices } from './services';

const config = readConfig();
const db = openDatabase(config.databasePath);
await seedIfEmpty(db);
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
console.log('Demo accounts:');
for (const account of DEMO_ACCOUNTS) {
  console.log(`  ${account.loginName.padEnd(12)} ${account.password.padEnd(16)} ${account.who}`);
}
if (config.simulate) console.log('Simulating live events every few seconds (ONSITE_SIMULATE=1).');
