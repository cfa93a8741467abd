import { randomInt } from 'node:crypto';
import type { RegistrationCodeState } from '@onsite/domain';
import type { Db } from '../db/database';
import { keyedDigest } from './secret';
import { formatTime } from './time';

/** Crockford base32 (no I, L, O, U): 10 characters carry 50 random bits. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REGISTRATION_CODE_LENGTH = 10;

/** A new random registration code (issue 14: at least 40 bits, not derived from the enterprise id). */
export function newRegistrationCode(): string {
  return Array.from({ length: REGISTRATION_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    '',
  );
}

/** A code as it is compared: trimmed, upper-case. */
const normalized = (code: string) => code.trim().toUpperCase();

/**
 * D56: the stored form of a code: its keyed digest (HMAC-SHA256 under the server secret), never the
 * code. The prefix keeps it apart from the other digests made with the same secret.
 */
export const registrationCodeDigest = (db: Db, code: string) =>
  keyedDigest(db, `registration-code:${normalized(code)}`);

const tailOf = (code: string) => normalized(code).slice(-4);

/** Who made a change and when (create_by / update_by, create_time / update_time). */
export interface CodeActor {
  name: string;
  at: number;
}

const SYSTEM: () => CodeActor = () => ({ name: '系统', at: Date.now() });

/**
 * Seals the codes migration 0029 moved from the old table (plain text) into digests; cheap when there
 * is none (a partial index). Called at every registration-code look-up and list.
 */
export function sealLegacyCodes(db: Db): void {
  const rows = db
    .prepare('SELECT code_id, legacy_code FROM ent_registration_code WHERE legacy_code IS NOT NULL')
    .all() as { code_id: number; legacy_code: string }[];
  if (rows.length === 0) return;
  const seal = db.prepare(
    'UPDATE ent_registration_code SET code_digest = ?, legacy_code = NULL WHERE code_id = ?',
  );
  db.transaction(() => {
    for (const row of rows) seal.run(registrationCodeDigest(db, row.legacy_code), row.code_id);
  })();
}

/**
 * Gives an enterprise's standing code (the one made with the enterprise; no expiry, no limit; its
 * administrator rotates it) a new random secret, creating it when missing; answers the code, which is
 * shown this once.
 */
export function assignRegistrationCode(db: Db, enterpriseId: number, actor: CodeActor = SYSTEM()): string {
  const code = newRegistrationCode();
  const time = formatTime(actor.at);
  const updated = db
    .prepare(
      `UPDATE ent_registration_code SET code_digest = ?, legacy_code = NULL, code_tail = ?, update_by = ?, update_time = ?
       WHERE enterprise_id = ? AND standing = 1`,
    )
    .run(registrationCodeDigest(db, code), tailOf(code), actor.name, time, enterpriseId);
  if (updated.changes === 0) {
    db.prepare(
      `INSERT INTO ent_registration_code (enterprise_id, code_digest, code_tail, standing, create_by, create_time)
       VALUES (?, ?, ?, 1, ?, ?)`,
    ).run(enterpriseId, registrationCodeDigest(db, code), tailOf(code), actor.name, time);
  }
  return code;
}

/** The masked tail of an enterprise's standing code, or null when it has none. */
export function standingCodeTail(db: Db, enterpriseId: number): string | null {
  const row = db
    .prepare('SELECT code_tail FROM ent_registration_code WHERE enterprise_id = ? AND standing = 1')
    .get(enterpriseId) as { code_tail: string } | undefined;
  return row?.code_tail ?? null;
}

export interface NewCode {
  enterpriseId: number;
  /** `YYYY-MM-DD HH:mm:ss`. */
  expireTime: string;
  maxUses: number;
}

/** D56: a code staff issue for an enterprise, with an expiry and a use limit; answers its id and the code (once). */
export function issueRegistrationCode(
  db: Db,
  input: NewCode,
  actor: CodeActor,
): { codeId: number; registrationCode: string } {
  const code = newRegistrationCode();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO ent_registration_code (enterprise_id, code_digest, code_tail, standing, expire_time, max_uses,
         create_by, create_time)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
    )
    .run(
      input.enterpriseId,
      registrationCodeDigest(db, code),
      tailOf(code),
      input.expireTime,
      input.maxUses,
      actor.name,
      formatTime(actor.at),
    );
  return { codeId: Number(lastInsertRowid), registrationCode: code };
}

/** D56: a code's new secret; the old one stops at once. Its expiry, limit and uses stay. */
export function rotateRegistrationCode(db: Db, codeId: number, actor: CodeActor): string {
  const code = newRegistrationCode();
  db.prepare(
    `UPDATE ent_registration_code SET code_digest = ?, legacy_code = NULL, code_tail = ?, update_by = ?, update_time = ?
     WHERE code_id = ?`,
  ).run(registrationCodeDigest(db, code), tailOf(code), actor.name, formatTime(actor.at), codeId);
  return code;
}

export interface CodeRow {
  code_id: number;
  enterprise_id: number;
  status: string;
  expire_time: string | null;
  max_uses: number | null;
  use_count: number;
}

/** What a code can do at `time` (`YYYY-MM-DD HH:mm:ss`): disabled wins over expired, expired over usedUp. */
export function codeState(row: CodeRow, time: string): RegistrationCodeState {
  if (row.status !== '0') return 'disabled';
  if (row.expire_time !== null && row.expire_time <= time) return 'expired';
  if (row.max_uses !== null && row.use_count >= row.max_uses) return 'usedUp';
  return 'enabled';
}

/** The row of a code as typed (case-insensitive), or null. */
export function findRegistrationCode(db: Db, code: string): CodeRow | null {
  sealLegacyCodes(db);
  const row = db
    .prepare(
      `SELECT code_id, enterprise_id, status, expire_time, max_uses, use_count
       FROM ent_registration_code WHERE code_digest = ?`,
    )
    .get(registrationCodeDigest(db, code)) as CodeRow | undefined;
  return row ?? null;
}

/**
 * Counts one use of the code as typed at `time`, only while it is still enabled, unexpired, with uses
 * left and not rotated away (checked in the same statement, so two registrations cannot both take a
 * last use); answers the code's id and enterprise, or null when it did not count. Run it in the
 * transaction that creates the account.
 */
export function countRegistrationCodeUse(
  db: Db,
  code: string,
  time: string,
): { codeId: number; enterpriseId: number } | null {
  const counted = db
    .prepare(
      `UPDATE ent_registration_code SET use_count = use_count + 1
       WHERE code_digest = ? AND status = '0' AND (expire_time IS NULL OR expire_time > ?)
         AND (max_uses IS NULL OR use_count < max_uses)
       RETURNING code_id, enterprise_id`,
    )
    .get(registrationCodeDigest(db, code), time) as { code_id: number; enterprise_id: number } | undefined;
  return counted ? { codeId: counted.code_id, enterpriseId: counted.enterprise_id } : null;
}
