import { type ApprovalModelType, type ApprovalRole, SUPER_USER_ID } from '@onsite/domain';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';

/**
 * D51: the approval model the routes read. A type's requests are decided by the users of its approver
 * roles (`approval_model_role`); the super administrator (user 1) decides every type, as user 1 may use
 * every button (D11). Whether the caller is staff, and holds the type's code to reach the call at all,
 * stays the route's check.
 */
export function approverRoles(db: Db, type: ApprovalModelType): ApprovalRole[] {
  return (
    db
      .prepare(
        `SELECT r.role_id, r.role_name FROM approval_model_role ar JOIN sys_role r ON r.role_id = ar.role_id
         WHERE ar.approval_type = ? ORDER BY r.order_num, r.role_id`,
      )
      .all(type) as { role_id: number; role_name: string }[]
  ).map((row) => ({ roleId: row.role_id, roleName: row.role_name }));
}

/** Whether the user decides requests of the type (one of its approver roles, or user 1). */
export function isApprover(db: Db, user: SessionUser, type: ApprovalModelType): boolean {
  if (user.userId === SUPER_USER_ID) return true;
  if (user.roleIds.length === 0) return false;
  return (
    db
      .prepare(
        `SELECT 1 FROM approval_model_role WHERE approval_type = ? AND role_id IN (${user.roleIds.map(() => '?').join(',')})`,
      )
      .get(type, ...user.roleIds) !== undefined
  );
}

/** The code a type's lists and decisions need (stored on each request, D34). */
export function approverCodeOf(db: Db, type: ApprovalModelType): string {
  const row = db.prepare('SELECT approver_code FROM approval_model WHERE approval_type = ?').get(type) as
    | { approver_code: string }
    | undefined;
  if (!row) throw new Error(`approval model ${type} is missing`);
  return row.approver_code;
}

/** D51: an approved leave of the master that covers the day (`YYYY-MM-DD`), if any. */
export function leaveOn(
  db: Db,
  masterId: number,
  day: string,
): { start_date: string; end_date: string } | undefined {
  return db
    .prepare(
      `SELECT start_date, end_date FROM master_leave
       WHERE master_id = ? AND state = 'approved' AND start_date <= ? AND end_date >= ?
       ORDER BY start_date LIMIT 1`,
    )
    .get(masterId, day, day) as { start_date: string; end_date: string } | undefined;
}
