import { TOKEN_TTL_MS } from '@onsite/domain';
import type { Db } from '../db/database';
import { digestOf, newToken } from './tokens';

/** Who is calling, as the permission checks see it. */
export interface SessionUser {
  userId: number;
  loginName: string;
  userName: string;
  userType: string;
  deptId: number | null;
  enterpriseId: number | null;
  /** Ids of the user's enabled roles (a disabled role grants nothing). */
  roleIds: number[];
  /** Button / permission codes granted by the user's roles (spec 000 §6). */
  buttons: string[];
  /** The password was chosen by someone else: only the own password change is allowed (issue 14). */
  passwordChangeRequired: boolean;
}

/** What ended: one session (its token digest) or every session of a user. */
export type SessionEnd = { digest: string } | { userId: number };

const endListeners = new WeakMap<Db, Set<(end: SessionEnd) => void>>();

/** Hears every session that ends on a database (logout, password change, disabled user); returns its removal. */
export function onSessionEnd(db: Db, listener: (end: SessionEnd) => void): () => void {
  const listeners = endListeners.get(db) ?? new Set();
  listeners.add(listener);
  endListeners.set(db, listeners);
  return () => listeners.delete(listener);
}

function announceEnd(db: Db, end: SessionEnd): void {
  for (const listener of [...(endListeners.get(db) ?? [])]) listener(end);
}

interface UserRow {
  user_id: number;
  login_name: string;
  user_name: string;
  user_type: string;
  dept_id: number | null;
  enterprise_id: number | null;
  status: string;
  password_change_required: number;
}

export function loadSessionUser(db: Db, userId: number): SessionUser | null {
  const row = db
    .prepare(
      `SELECT user_id, login_name, user_name, user_type, dept_id, enterprise_id, status, password_change_required
       FROM sys_user WHERE user_id = ?`,
    )
    .get(userId) as UserRow | undefined;
  if (row?.status !== '0') return null;
  const roleIds = (
    db
      .prepare(
        `SELECT ur.role_id FROM sys_user_role ur JOIN sys_role r ON r.role_id = ur.role_id AND r.status = '0'
         WHERE ur.user_id = ? ORDER BY ur.role_id`,
      )
      .all(userId) as { role_id: number }[]
  ).map((r) => r.role_id);
  const buttons = (
    db
      .prepare(
        `SELECT DISTINCT b.button FROM sys_role_button b
         JOIN sys_user_role ur ON ur.role_id = b.role_id
         JOIN sys_role r ON r.role_id = b.role_id AND r.status = '0'
         WHERE ur.user_id = ? ORDER BY b.button`,
      )
      .all(userId) as { button: string }[]
  ).map((r) => r.button);
  return {
    userId: row.user_id,
    loginName: row.login_name,
    userName: row.user_name,
    userType: row.user_type,
    deptId: row.dept_id,
    enterpriseId: row.enterprise_id,
    roleIds,
    buttons,
    passwordChangeRequired: row.password_change_required === 1,
  };
}

/** Opens a 12-hour session (spec 000 §4.1) and returns its opaque token. */
export function openSession(db: Db, userId: number, now = Date.now()): string {
  const { token, digest } = newToken();
  db.prepare('DELETE FROM auth_session WHERE expires_at <= ?').run(now);
  db.prepare(
    'INSERT INTO auth_session (token_digest, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(digest, userId, now, now + TOKEN_TTL_MS);
  return token;
}

/** The user of a live session, or null for a missing, unknown or expired token. */
export function userOfToken(db: Db, token: string | undefined, now = Date.now()): SessionUser | null {
  if (!token) return null;
  const row = db
    .prepare('SELECT user_id, expires_at FROM auth_session WHERE token_digest = ?')
    .get(digestOf(token)) as { user_id: number; expires_at: number } | undefined;
  if (!row || row.expires_at <= now) return null;
  return loadSessionUser(db, row.user_id);
}

export function closeSession(db: Db, token: string): void {
  const digest = digestOf(token);
  db.prepare('DELETE FROM auth_session WHERE token_digest = ?').run(digest);
  announceEnd(db, { digest });
}

/** Ends every session of a user (after a password change, spec 000 §4.1). */
export function closeSessionsOf(db: Db, userId: number): void {
  db.prepare('DELETE FROM auth_session WHERE user_id = ?').run(userId);
  announceEnd(db, { userId });
}
