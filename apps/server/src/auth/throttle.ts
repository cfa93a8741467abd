import { FAILURE_WINDOW_MS, LOCK_MS } from '../config';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';

/** How many failures a key may collect within the window before it is locked. */
export interface FailureLimit {
  maxFailures: number;
  windowMs?: number;
  lockMs?: number;
}

interface FailureRow {
  failures: number;
  window_start: number;
  locked_until: number;
}

/** The end of the lock of a key (epoch ms), or null when it is not locked at `at`. */
export function lockedUntil(db: Db, key: string, at: number): number | null {
  const row = db.prepare('SELECT locked_until FROM auth_failure WHERE key = ?').get(key) as
    | { locked_until: number }
    | undefined;
  return row && row.locked_until > at ? row.locked_until : null;
}

/**
 * Counts one failure of a key; answers the end of its lock when this failure locks it (the
 * `maxFailures`-th failure within the window), else null. A window that has run out starts again.
 */
export function recordFailure(db: Db, key: string, limit: FailureLimit, at: number): number | null {
  const windowMs = limit.windowMs ?? FAILURE_WINDOW_MS;
  const lockMs = limit.lockMs ?? LOCK_MS;
  const row = db
    .prepare('SELECT failures, window_start, locked_until FROM auth_failure WHERE key = ?')
    .get(key) as FailureRow | undefined;
  const fresh = !row || row.window_start + windowMs <= at;
  const failures = fresh ? 1 : row.failures + 1;
  const locked = failures >= limit.maxFailures ? at + lockMs : 0;
  db.prepare(
    `INSERT INTO auth_failure (key, failures, window_start, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start,
       locked_until = excluded.locked_until`,
  ).run(key, locked ? 0 : failures, fresh ? at : (row?.window_start ?? at), locked);
  return locked || null;
}

/** Forgets the failures of a key (after a successful sign-in of that account). */
export function clearFailures(db: Db, key: string): void {
  db.prepare('DELETE FROM auth_failure WHERE key = ?').run(key);
}

/** `HH:mm` of a moment in China Standard Time, for the lock messages. */
export const clockTime = (at: number) => formatTime(at).slice(11, 16);
