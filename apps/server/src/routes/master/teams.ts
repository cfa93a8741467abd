import { contract } from '@onsite/api-client';
import type { MasterState, MasterTeam } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';

interface TeamRow {
  team_id: number;
  team_name: string;
  head_master_id: number | null;
  head_name: string | null;
  create_time: string;
}

const TEAM_SELECT = `SELECT t.team_id, t.team_name, t.head_master_id, h.master_name AS head_name, t.create_time
  FROM master_team t LEFT JOIN master h ON h.master_id = t.head_master_id`;

export function toTeams(db: Db, rows: readonly TeamRow[]): MasterTeam[] {
  const members = new Map<number, MasterTeam['members']>();
  if (rows.length > 0) {
    for (const row of db
      .prepare(
        `SELECT m.master_id, m.master_name, m.phonenumber, m.state, m.team_id, m.team_role_id, r.role_name
         FROM master m LEFT JOIN team_role r ON r.team_role_id = m.team_role_id
         WHERE m.team_id IN (${rows.map((team) => team.team_id).join(',')}) ORDER BY m.master_id`,
      )
      .all() as {
      master_id: number;
      master_name: string;
      phonenumber: string;
      state: MasterState;
      team_id: number;
      team_role_id: number | null;
      role_name: string | null;
    }[]) {
      members.set(row.team_id, [
        ...(members.get(row.team_id) ?? []),
        {
          masterId: row.master_id,
          masterName: row.master_name,
          phonenumber: row.phonenumber,
          state: row.state,
          teamRoleId: row.team_role_id,
          teamRoleName: row.role_name,
        },
      ]);
    }
  }
  return rows.map((row) => ({
    teamId: row.team_id,
    teamName: row.team_name,
    headMasterId: row.head_master_id,
    headName: row.head_name,
    members: members.get(row.team_id) ?? [],
    createTime: row.create_time,
  }));
}

export function teamRowOf(db: Db, teamId: number): TeamRow {
  const row = db.prepare(`${TEAM_SELECT} WHERE t.team_id = ? AND t.status = '0'`).get(teamId) as
    | TeamRow
    | undefined;
  if (!row) throw businessError(`团队 ${teamId} 不存在`);
  return row;
}

export function masterRowOf(db: Db, masterId: number) {
  const row = db
    .prepare(
      `SELECT m.master_id, m.master_name, m.team_id, t.team_name FROM master m
       LEFT JOIN master_team t ON t.team_id = m.team_id WHERE m.master_id = ?`,
    )
    .get(masterId) as
    | { master_id: number; master_name: string; team_id: number | null; team_name: string | null }
    | undefined;
  if (!row) throw businessError(`师傅 ${masterId} 不存在`);
  return row;
}

/** D52: the id of a built-in team role (团长, 组员). */
export const builtinRoleId = (db: Db, kind: 'head' | 'member'): number =>
  (db.prepare('SELECT team_role_id FROM team_role WHERE kind = ?').get(kind) as { team_role_id: number })
    .team_role_id;

/**
 * A master joins a team (the legacy team_name column follows, for the order screens) with a team role (D52:
 * 团长 for the head, 组员 otherwise), or leaves it (no role).
 */
const join = (
  db: Db,
  masterId: number,
  teamId: number | null,
  teamName: string | null,
  role?: 'head' | 'member',
) =>
  db
    .prepare('UPDATE master SET team_id = ?, team_name = ?, team_role_id = ? WHERE master_id = ?')
    .run(teamId, teamName, teamId === null ? null : builtinRoleId(db, role ?? 'member'), masterId);

/**
 * D38: 团队管理 on the server. A team has a head (团长) who is one of its members; a master is in at most one
 * team (refused otherwise, naming the team they are in); the head is not removed (change the head first).
 * Every change is one transaction.
 */
export function teamRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const t = contract.master.team;
  const one = (teamId: number) => toTeams(db, [teamRowOf(db, teamId)])[0] as MasterTeam;
  return [
    route(t.list, button(CODES.masterList), ({ query }, { user }) => {
      staffOnly(user);
      const where = new Where().equals('t.status', '0').contains('t.team_name', query.teamName);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { teamId: 't.team_id', teamName: 't.team_name' },
        't.team_id',
        't.team_id',
      );
      const rows = db
        .prepare(`${TEAM_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as TeamRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM master_team t ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: toTeams(db, rows), total, pageNum };
    }),

    route(t.add, button(CODES.teamEdit), ({ body }, { user }) => {
      staffOnly(user);
      const teamName = body.teamName.trim();
      if (teamName === '') throw businessError('请输入团队名称');
      if (db.prepare('SELECT 1 FROM master_team WHERE team_name = ?').get(teamName))
        throw businessError(`团队名称「${teamName}」已存在`);
      const head = masterRowOf(db, body.headMasterId);
      if (head.team_id !== null) throw businessError(`${head.master_name}已在团队「${head.team_name}」中`);
      const teamId = db.transaction(() => {
        const id = Number(
          db
            .prepare(
              "INSERT INTO master_team (team_name, head_master_id, status, create_time) VALUES (?, ?, '0', ?)",
            )
            .run(teamName, head.master_id, formatTime(now())).lastInsertRowid,
        );
        join(db, head.master_id, id, teamName, 'head');
        return id;
      })();
      return { data: one(teamId), msg: '新增成功' };
    }),

    route(t.setHead, button(CODES.teamEdit), ({ body }, { user }) => {
      staffOnly(user);
      const team = teamRowOf(db, body.teamId);
      const master = masterRowOf(db, body.masterId);
      if (master.team_id !== team.team_id)
        throw businessError(`${master.master_name}不是团队「${team.team_name}」的成员`);
      // D52: the new head holds 团长, the former head becomes 组员 (one transaction).
      db.transaction(() => {
        db.prepare('UPDATE master_team SET head_master_id = ? WHERE team_id = ?').run(
          master.master_id,
          team.team_id,
        );
        if (team.head_master_id !== null && team.head_master_id !== master.master_id)
          db.prepare('UPDATE master SET team_role_id = ? WHERE master_id = ? AND team_id = ?').run(
            builtinRoleId(db, 'member'),
            team.head_master_id,
            team.team_id,
          );
        db.prepare('UPDATE master SET team_role_id = ? WHERE master_id = ?').run(
          builtinRoleId(db, 'head'),
          master.master_id,
        );
      })();
      return { data: one(team.team_id), msg: '团长已更换' };
    }),

    route(t.addMember, button(CODES.teamEdit), ({ body }, { user }) => {
      staffOnly(user);
      const team = teamRowOf(db, body.teamId);
      const master = masterRowOf(db, body.masterId);
      if (master.team_id === team.team_id)
        throw businessError(`${master.master_name}已是团队「${team.team_name}」的成员`);
      if (master.team_id !== null)
        throw businessError(`${master.master_name}已在团队「${master.team_name}」中`);
      join(db, master.master_id, team.team_id, team.team_name);
      return { data: one(team.team_id), msg: '已加入团队' };
    }),

    route(t.removeMember, button(CODES.teamEdit), ({ body }, { user }) => {
      staffOnly(user);
      const team = teamRowOf(db, body.teamId);
      const master = masterRowOf(db, body.masterId);
      if (master.team_id !== team.team_id)
        throw businessError(`${master.master_name}不是团队「${team.team_name}」的成员`);
      if (team.head_master_id === master.master_id) throw businessError('不能移除团长，请先更换团长');
      join(db, master.master_id, null, null);
      return { data: one(team.team_id), msg: '已移出团队' };
    }),
  ];
}
