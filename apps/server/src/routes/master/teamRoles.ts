import { contract } from '@onsite/api-client';
import type { MasterTeam, TeamRole, TeamRoleKind } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { staffOnly } from './masters';
import { masterRowOf, teamRowOf, toTeams } from './teams';

interface RoleRow {
  team_role_id: number;
  role_name: string;
  kind: TeamRoleKind;
  sort: number;
  remark: string;
  member_count: number;
  create_time: string;
}

/** A role with how many members of active teams hold it. */
const ROLE_SELECT = `SELECT r.team_role_id, r.role_name, r.kind, r.sort, r.remark, r.create_time,
  (SELECT COUNT(*) FROM master m WHERE m.team_role_id = r.team_role_id) AS member_count
  FROM team_role r`;

const toRole = (row: RoleRow): TeamRole => ({
  teamRoleId: row.team_role_id,
  roleName: row.role_name,
  kind: row.kind,
  sort: row.sort,
  remark: row.remark,
  memberCount: row.member_count,
  createTime: row.create_time,
});

function roleRowOf(db: Db, teamRoleId: number): RoleRow {
  const row = db.prepare(`${ROLE_SELECT} WHERE r.team_role_id = ?`).get(teamRoleId) as RoleRow | undefined;
  if (!row) throw businessError(`团队角色 ${teamRoleId} 不存在`);
  return row;
}

/** A role's name, checked: not blank, not another role's. */
function checkedName(db: Db, roleName: string, teamRoleId: number): string {
  const name = roleName.trim();
  if (name === '') throw businessError('请输入角色名称');
  if (db.prepare('SELECT 1 FROM team_role WHERE role_name = ? AND team_role_id <> ?').get(name, teamRoleId))
    throw businessError(`团队角色「${name}」已存在`);
  return name;
}

/**
 * D52: 团队角色 on the server. Staff list the roles (the master list code) and, with `master:teamrole:edit`, add,
 * edit and delete them: the built-in 团长 and 组员 are never deleted, a role members hold is refused naming how
 * many. Assigning a member's role is team management (`master:team:edit`): 团长 only follows 设为团长, and the
 * head's role does not change otherwise.
 */
export function teamRoleRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const r = contract.master.teamRole;
  return [
    route(r.list, button(CODES.masterList), ({ query }, { user }) => {
      staffOnly(user);
      const where = new Where().contains('r.role_name', query.roleName);
      const { limit, offset, pageNum } = pageOf(query);
      // By their order (sort) unless the caller sorts otherwise: 团长, 副团长, 组员 as the seed orders them.
      const order =
        query.sortField === undefined
          ? 'ORDER BY r.sort, r.team_role_id'
          : orderByOf(query, { sort: 'r.sort', roleName: 'r.role_name' }, 'r.sort', 'r.team_role_id');
      const rows = db
        .prepare(`${ROLE_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as RoleRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM team_role r ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toRole), total, pageNum };
    }),

    route(r.add, button(CODES.teamRoleEdit), ({ body }, { user }) => {
      staffOnly(user);
      const name = checkedName(db, body.roleName, 0);
      const id = Number(
        db
          .prepare(
            "INSERT INTO team_role (role_name, kind, sort, remark, create_time) VALUES (?, 'custom', ?, ?, ?)",
          )
          .run(name, body.sort, body.remark.trim(), formatTime(now())).lastInsertRowid,
      );
      return { data: toRole(roleRowOf(db, id)), msg: '新增成功' };
    }),

    route(r.edit, button(CODES.teamRoleEdit), ({ body }, { user }) => {
      staffOnly(user);
      const row = roleRowOf(db, body.teamRoleId);
      const name = checkedName(db, body.roleName, row.team_role_id);
      db.prepare('UPDATE team_role SET role_name = ?, sort = ?, remark = ? WHERE team_role_id = ?').run(
        name,
        body.sort,
        body.remark.trim(),
        row.team_role_id,
      );
      return { data: toRole(roleRowOf(db, row.team_role_id)), msg: '修改成功' };
    }),

    route(r.remove, button(CODES.teamRoleEdit), ({ body }, { user }) => {
      staffOnly(user);
      const row = roleRowOf(db, body.teamRoleId);
      if (row.kind !== 'custom') throw businessError(`「${row.role_name}」是内置角色，不能删除`);
      // The count and the delete in one transaction: a member given the role meanwhile keeps it.
      db.transaction(() => {
        const held = roleRowOf(db, row.team_role_id).member_count;
        if (held > 0)
          throw businessError(
            `有 ${held} 名成员担任团队角色「${row.role_name}」，请先为他们更换角色后再删除`,
          );
        db.prepare("DELETE FROM team_role WHERE team_role_id = ? AND kind = 'custom'").run(row.team_role_id);
      })();
      return { data: null, msg: '删除成功' };
    }),

    route(r.assign, button(CODES.teamEdit), ({ body }, { user }) => {
      staffOnly(user);
      const team = teamRowOf(db, body.teamId);
      const master = masterRowOf(db, body.masterId);
      const role = roleRowOf(db, body.teamRoleId);
      if (master.team_id !== team.team_id)
        throw businessError(`${master.master_name}不是团队「${team.team_name}」的成员`);
      if (role.kind === 'head') throw businessError('团长请在成员管理中用「设为团长」更换');
      if (team.head_master_id === master.master_id) throw businessError('团长的角色随团长变化，请先更换团长');
      db.prepare('UPDATE master SET team_role_id = ? WHERE master_id = ? AND team_id = ?').run(
        role.team_role_id,
        master.master_id,
        team.team_id,
      );
      return {
        data: toTeams(db, [teamRowOf(db, team.team_id)])[0] as MasterTeam,
        msg: `${master.master_name}的团队角色已改为「${role.role_name}」`,
      };
    }),
  ];
}
