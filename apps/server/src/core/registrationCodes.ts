import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';

/** Crockford base32 (no I, L, O, U): 10 characters carry 50 random bits. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REGISTRATION_CODE_LENGTH = 10;

/** A new random registration code (issue 14: at least 40 bits, not derived from the enterprise id). */
export function newRegistrationCode(): string {
  return Array.from({ length: REGISTRATION_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    '',
  );
}

/** Gives an enterprise a new random code, replacing its previous one; answers the code. */
export function assignRegistrationCode(db: Db, enterpriseId: number): string {
  const code = newRegistrationCode();
  db.prepare(
    `INSERT INTO enterprise_registration_code (code, enterprise_id) VALUES (?, ?)
     ON CONFLICT (enterprise_id) DO UPDATE SET code = excluded.code`,
  ).run(code, enterpriseId);
  return code;
}

/** The current code of an enterprise; one is created when it has none yet. */
export function registrationCodeOf(db: Db, enterpriseId: number): string {
  const row = db
    .prepare('SELECT code FROM enterprise_registration_code WHERE enterprise_id = ?')
    .get(enterpriseId) as { code: string } | undefined;
  return row?.code ?? assignRegistrationCode(db, enterpriseId);
}

/** The enterprise of a code (case-insensitive), or null. */
export function enterpriseIdOfCode(db: Db, code: string): number | null {
  const row = db
    .prepare('SELECT enterprise_id FROM enterprise_registration_code WHERE code = ?')
    .get(code.trim().toUpperCase()) as { enterprise_id: number } | undefined;
  return row?.enterprise_id ?? null;
}
