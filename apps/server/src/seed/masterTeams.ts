import { CODES } from '../core/codes';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { TEAM_HEAD_ROLE_ID } from './identity';
import { idCard } from './masters';

const DAY_MS = 24 * 60 * 60 * 1000;

/** D52: masters added for the teams below: [name, phone, ID card's first 17 digits, area served]. */
const TEAM_MASTERS = [
  ['彭师傅', '13600000017', '44030319860412351', '440303'],
  ['蒋师傅', '13600000018', '44030319910825462', '440303'],
  ['袁师傅', '13600000019', '44010319840117573', '440103'],
  ['叶师傅', '13600000020', '44010319930630684', '440103'],
  ['邱师傅', '13600000021', '44010619870909795', '440106'],
] as const;

interface TeamSeed {
  name: string;
  /** Phones of the members, the head first. */
  members: readonly string[];
  daysAgo: number;
  /** The disband requests of the team, oldest first: decided by 王派单 (user 2) a day later, or pending. */
  requests: readonly {
    daysAgo: number;
    reason: string;
    decision?: { state: 'approved' | 'refused'; remark: string };
  }[];
}

/**
 * Three teams of masters who hold no open order: 罗湖二队 (its head signs in as `teamhead2`; an earlier request was
 * refused, so the account can ask again), 荔湾一队 (a request waits) and 天河一队 (disbanded by an approved request).
 */
const TEAMS: readonly TeamSeed[] = [
  {
    name: '罗湖二队',
    members: ['13600000017', '13600000018'],
    daysAgo: 90,
    requests: [
      {
        daysAgo: 30,
        reason: '业务量下降，成员转入其他团队',
        decision: { state: 'refused', remark: '团队仍承接罗湖区的长期客户，暂不解散' },
      },
    ],
  },
  {
    name: '荔湾一队',
    members: ['13600000019', '13600000020'],
    daysAgo: 60,
    requests: [{ daysAgo: 1, reason: '团队成员各自独立接单，不再需要团队' }],
  },
  {
    name: '天河一队',
    members: ['13600000021'],
    daysAgo: 120,
    requests: [{ daysAgo: 16, reason: '团长转为独立师傅', decision: { state: 'approved', remark: '' } }],
  },
];

/** 副团长 of the migration's roles, held by one member of 罗湖二队 and of 西湖一队 (罗师傅). */
const DEPUTIES = ['13600000018', '13600000007'] as const;

/**
 * D52: team roles for every member (团长 for heads, 副团长 for two, 组员 for the rest), five more masters in three
 * teams with their regions, the account `teamhead2` (彭师傅, head of 罗湖二队, the other users' password) and disband
 * requests in every state, the approved one's team disbanded. No random draws; ids follow the rows already there.
 */
export function seedMasterTeams(db: Db, anchor: number, passwordHash: string): void {
  const at = (daysAgo: number) => formatTime(anchor - daysAgo * DAY_MS);
  let masterId = (
    db.prepare('SELECT COALESCE(MAX(master_id), 0) AS last FROM master').get() as { last: number }
  ).last;
  const masterOf = new Map<string, number>();
  for (const [name, phone, base, area] of TEAM_MASTERS) {
    masterId += 1;
    masterOf.set(phone, masterId);
    db.prepare(
      `INSERT INTO master (master_id, master_name, phonenumber, id_card_no, id_card_state, state, score, create_time)
       VALUES (?, ?, ?, ?, 'approved', 'active', 4.4, ?)`,
    ).run(masterId, name, phone, idCard(base), at(150));
    for (const skill of ['1', '2'])
      db.prepare('INSERT INTO master_skill (master_id, install_type) VALUES (?, ?)').run(masterId, skill);
    db.prepare(
      "INSERT INTO master_region (master_id, province_code, city_code, area_code) VALUES (?, '440000', ?, ?)",
    ).run(masterId, area.slice(0, 4).padEnd(6, '0'), area);
  }
  const roleId = (where: string) =>
    (db.prepare(`SELECT team_role_id FROM team_role WHERE ${where}`).get() as { team_role_id: number })
      .team_role_id;
  const head = roleId("kind = 'head'");
  const member = roleId("kind = 'member'");
  const deputy = roleId("role_name = '副团长'");

  const insertRequest = db.prepare(
    `INSERT INTO approval (approval_type, team_id, master_id, applicant_user_id, apply_time, amount_cents, reason,
       approver_code, state, remark, decided_by, decided_user_id, decide_time)
     VALUES ('disband', ?, ?, NULL, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const team of TEAMS) {
    const [headPhone = '', ...others] = team.members;
    const headId = masterOf.get(headPhone) ?? 0;
    const teamId = Number(
      db
        .prepare(
          "INSERT INTO master_team (team_name, head_master_id, status, create_time) VALUES (?, ?, '0', ?)",
        )
        .run(team.name, headId, at(team.daysAgo)).lastInsertRowid,
    );
    db.prepare('UPDATE master SET team_id = ?, team_name = ? WHERE master_id = ?').run(
      teamId,
      team.name,
      headId,
    );
    for (const phone of others)
      db.prepare('UPDATE master SET team_id = ?, team_name = ? WHERE master_id = ?').run(
        teamId,
        team.name,
        masterOf.get(phone) ?? 0,
      );
    for (const request of team.requests) {
      const decided = request.decision;
      insertRequest.run(
        teamId,
        headId,
        at(request.daysAgo),
        request.reason,
        CODES.teamDisband,
        decided?.state ?? 'pending',
        decided?.remark ?? null,
        decided ? '王派单' : null,
        decided ? 2 : null,
        decided ? at(request.daysAgo - 1) : null,
      );
    }
  }

  // Every member of an active team holds a role: the head 团长, two 副团长, the others 组员.
  db.prepare(
    `UPDATE master SET team_role_id = CASE
       WHEN EXISTS (SELECT 1 FROM master_team t WHERE t.team_id = master.team_id AND t.head_master_id = master.master_id)
         THEN ? ELSE ? END
     WHERE team_id IS NOT NULL`,
  ).run(head, member);
  for (const phone of DEPUTIES)
    db.prepare('UPDATE master SET team_role_id = ? WHERE phonenumber = ? AND team_id IS NOT NULL').run(
      deputy,
      phone,
    );

  // The approved request's team is disbanded: its members released, the team marked (as the approval does it).
  for (const row of db
    .prepare(
      "SELECT team_id, decide_time FROM approval WHERE approval_type = 'disband' AND state = 'approved'",
    )
    .all() as { team_id: number; decide_time: string }[]) {
    db.prepare(
      "UPDATE master_team SET status = '1', disband_time = ?, disband_by = '王派单' WHERE team_id = ?",
    ).run(row.decide_time, row.team_id);
    db.prepare(
      'UPDATE master SET team_id = NULL, team_name = NULL, team_role_id = NULL WHERE team_id = ?',
    ).run(row.team_id);
  }

  // 彭师傅 signs in as `teamhead2` (a team head with no open order, to ask for a disband).
  const userId =
    (db.prepare('SELECT COALESCE(MAX(user_id), 0) AS last FROM sys_user').get() as { last: number }).last + 1;
  db.prepare(
    `INSERT INTO sys_user (user_id, login_name, user_name, password_hash, user_type, dept_id, enterprise_id, phonenumber,
       email, work_type, work_status, sex, create_time)
     VALUES (?, 'teamhead2', '彭师傅', ?, '2', NULL, NULL, '13600000017', 'teamhead2@onsite.example', NULL, 'WORK_NE', '0', ?)`,
  ).run(userId, passwordHash, at(90));
  db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)').run(userId, TEAM_HEAD_ROLE_ID);
  db.prepare('UPDATE master SET user_id = ? WHERE phonenumber = ?').run(userId, '13600000017');
}
