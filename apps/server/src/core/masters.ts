import { USER_TYPE_MASTER } from '@onsite/domain';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';

/** D33: the master row a signed-in user of userType '2' is linked to, and the team they head, if any. */
export interface MasterIdentity {
  masterId: number;
  masterName: string;
  teamId: number | null;
  /** The team this master heads (团长), else null. */
  headOf: number | null;
}

/** Whether the user signs in as a service worker (master or team head, D33). */
export const isMasterUser = (user: Pick<SessionUser, 'userType'>): boolean =>
  user.userType === USER_TYPE_MASTER;

/** The master linked to a user (enabled masters only), else null. */
export function masterOfUser(db: Db, userId: number): MasterIdentity | null {
  const row = db
    .prepare(
      `SELECT m.master_id, m.master_name, m.team_id,
         (SELECT t.team_id FROM master_team t WHERE t.head_master_id = m.master_id AND t.status = '0') AS head_of
       FROM master m WHERE m.user_id = ? AND m.status = '0'`,
    )
    .get(userId) as
    | { master_id: number; master_name: string; team_id: number | null; head_of: number | null }
    | undefined;
  if (!row) return null;
  return { masterId: row.master_id, masterName: row.master_name, teamId: row.team_id, headOf: row.head_of };
}

/**
 * D33: the masters whose orders a user may see, or null when the user is no master (staff and
 * enterprise users are scoped elsewhere). A master sees their own; a team head their team's members'
 * too; a userType '2' user linked to no master sees nothing (an empty list).
 */
export function visibleMasterIds(db: Db, user: SessionUser): number[] | null {
  if (!isMasterUser(user)) return null;
  const master = masterOfUser(db, user.userId);
  if (!master) return [];
  if (master.headOf === null) return [master.masterId];
  const members = (
    db.prepare('SELECT master_id FROM master WHERE team_id = ? ORDER BY master_id').all(master.headOf) as {
      master_id: number;
    }[]
  ).map((row) => row.master_id);
  return [...new Set([master.masterId, ...members])];
}

/** The user a master signs in as (to tell them of a dispatch on the live channel), else null. */
export function userOfMaster(db: Db, masterId: number): number | null {
  const row = db.prepare("SELECT user_id FROM master WHERE master_id = ? AND status = '0'").get(masterId) as
    | { user_id: number | null }
    | undefined;
  return row?.user_id ?? null;
}
