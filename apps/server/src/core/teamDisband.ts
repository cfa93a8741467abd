import type { Db } from '../db/database';
import { businessError } from '../http/errors';
import { OPEN_ORDER_STATES } from './masterProfiles';

/** D52: how many open orders (dispatched, accepted, in service) the members of a team hold. */
export function teamOpenOrders(db: Db, teamId: number): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM work_order w JOIN master m ON m.master_id = w.master_id
         WHERE m.team_id = ? AND w.order_status IN ${OPEN_ORDER_STATES}`,
      )
      .get(teamId) as { total: number }
  ).total;
}

/** D52: refuses to disband (or to ask for it) a team whose members still hold open orders, naming how many. */
export function refuseOpenOrders(db: Db, teamId: number, teamName: string): void {
  const open = teamOpenOrders(db, teamId);
  if (open > 0) throw businessError(`团队「${teamName}」还有 ${open} 个进行中的订单，请先完成或改派后再解散`);
}

/**
 * D52: disbands a team (inside the caller's transaction): every member is released (no team, no team role,
 * the legacy team name cleared) and the team is marked disbanded (status '1', when and by whom); its row stays
 * so that its requests still name it. Answers whether the team was still active.
 */
export function disbandTeam(db: Db, teamId: number, by: string, time: string): boolean {
  const changed = db
    .prepare(
      "UPDATE master_team SET status = '1', disband_time = ?, disband_by = ? WHERE team_id = ? AND status = '0'",
    )
    .run(time, by, teamId).changes;
  if (changed !== 1) return false;
  db.prepare('UPDATE master SET team_id = NULL, team_name = NULL, team_role_id = NULL WHERE team_id = ?').run(
    teamId,
  );
  return true;
}
