import { countRegistrationCodeUse, issueRegistrationCode } from '../core/registrationCodes';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { ENTERPRISE_USER_ROLE_ID } from '../routes/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A code of the demo: its enterprise, expiry (days from the anchor), limit, who joined with it, state. */
interface CodeSeed {
  enterpriseId: number;
  expiresInDays: number;
  maxUses: number;
  by: string;
  /** Employees who registered with it (name, phone): their accounts exist and each counted one use. */
  joined?: readonly (readonly [name: string, phone: string])[];
  disabled?: boolean;
  issuedDaysAgo: number;
}

/**
 * D56: codes staff issued in every state the list shows: enabled with uses left, used up (its last use
 * taken by a real account), expired, disabled. Enterprises 5 and 6 (no other demo account is theirs)
 * hold the accounts that joined with them.
 */
const CODES: readonly CodeSeed[] = [
  {
    enterpriseId: 5,
    expiresInDays: 90,
    maxUses: 20,
    by: '李市场',
    issuedDaysAgo: 12,
    joined: [
      ['陈安装', '13655500001'],
      ['林售后', '13655500002'],
    ],
  },
  {
    enterpriseId: 6,
    expiresInDays: 30,
    maxUses: 1,
    by: '李市场',
    issuedDaysAgo: 20,
    joined: [['黄客服', '13655500003']],
  },
  { enterpriseId: 1, expiresInDays: 60, maxUses: 10, by: '系统管理员', issuedDaysAgo: 3 },
  { enterpriseId: 2, expiresInDays: -5, maxUses: 10, by: '李市场', issuedDaysAgo: 40 },
  { enterpriseId: 3, expiresInDays: 45, maxUses: 5, by: '系统管理员', issuedDaysAgo: 8, disabled: true },
];

/**
 * Seeds the demo's issued registration codes and the employees who joined with them (the password of
 * every other seeded user). The codes are random (issue 14: none can be read off the source); only
 * their digests are stored.
 */
export function seedRegistrationCodes(db: Db, anchor: number, passwordHash: string): void {
  const user = db.prepare(
    `INSERT INTO sys_user (login_name, user_name, password_hash, user_type, enterprise_id, phonenumber, create_time,
       registration_code_id) VALUES (?, ?, ?, '22', ?, ?, ?, ?)`,
  );
  const role = db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)');
  for (const seed of CODES) {
    const issuedAt = anchor - seed.issuedDaysAgo * DAY_MS;
    const { codeId, registrationCode } = issueRegistrationCode(
      db,
      {
        enterpriseId: seed.enterpriseId,
        expireTime: formatTime(anchor + seed.expiresInDays * DAY_MS),
        maxUses: seed.maxUses,
      },
      { name: seed.by, at: issuedAt },
    );
    (seed.joined ?? []).forEach(([name, phone], index) => {
      const joinedAt = formatTime(issuedAt + (index + 1) * DAY_MS);
      if (countRegistrationCodeUse(db, registrationCode, joinedAt) === null) {
        throw new Error(`seed: registration code ${codeId} refused a use`);
      }
      const { lastInsertRowid } = user.run(
        phone,
        name,
        passwordHash,
        seed.enterpriseId,
        phone,
        joinedAt,
        codeId,
      );
      role.run(lastInsertRowid, ENTERPRISE_USER_ROLE_ID);
    });
    if (seed.disabled) {
      db.prepare(
        "UPDATE ent_registration_code SET status = '1', update_by = ?, update_time = ? WHERE code_id = ?",
      ).run(seed.by, formatTime(issuedAt + DAY_MS), codeId);
    }
  }
}
