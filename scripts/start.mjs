// `npm start`: the console with its embedded database on http://localhost:8000
// (PORT, ONSITE_DATA_DIR, ONSITE_DB, ONSITE_CAPTCHA, ONSITE_SMS_CODE, ONSITE_SIMULATE: decision D14).
import { installPackages, pnpm } from './bootstrap.mjs';

try {
  installPackages();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log('› building the console');
const built = pnpm(['--filter', '@onsite/console', 'build']);
if (built !== 0) process.exit(built);
console.log('› building and starting the reference server');
process.exit(pnpm(['--filter', '@onsite/server', 'start']));
