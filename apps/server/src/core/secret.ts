import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * A per-installation secret, created on first use and kept in the database: it keys the digests of
 * SMS and captcha answers and the sandbox gateway's signatures (no plaintext secrets are stored).
 */
export function serverSecret(db: Db): string {
  const row = db.prepare("SELECT value FROM app_setting WHERE name = 'secret'").get() as
    | { value: string }
    | undefined;
  if (row) return row.value;
  const value = randomBytes(32).toString('base64url');
  db.prepare("INSERT OR IGNORE INTO app_setting (name, value) VALUES ('secret', ?)").run(value);
  return serverSecret(db);
}

/** HMAC-SHA256 of a text under the server secret, hex. */
export function keyedDigest(db: Db, text: string): string {
  return createHmac('sha256', serverSecret(db)).update(text).digest('hex');
}
