-- D52 (issue 17, its D16: "A team has a head (团长), members with team roles, and can be disbanded by request").
-- Team roles: 团长 (the head, built in), 组员 (what a member holds unless assigned another, built in) and 副团长
-- (a custom role, seeded); a member of a team holds exactly one, a master in no team none.
CREATE TABLE team_role (
  team_role_id INTEGER PRIMARY KEY,
  role_name    TEXT NOT NULL UNIQUE,
  kind         TEXT NOT NULL CHECK (kind IN ('head', 'member', 'custom')),
  sort         INTEGER NOT NULL DEFAULT 0,
  remark       TEXT NOT NULL DEFAULT '',
  create_time  TEXT NOT NULL
);
CREATE UNIQUE INDEX team_role_builtin ON team_role (kind) WHERE kind <> 'custom';
INSERT INTO team_role (team_role_id, role_name, kind, sort, remark, create_time) VALUES
  (1, '团长', 'head', 1, '团队负责人，由「设为团长」指定', strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')),
  (2, '副团长', 'custom', 2, '协助团长安排团队成员的工作', strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')),
  (3, '组员', 'member', 3, '团队成员的默认角色', strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'));
ALTER TABLE master ADD COLUMN team_role_id INTEGER REFERENCES team_role(team_role_id);
CREATE INDEX master_team_role ON master (team_role_id);
-- The members of a database seeded before: the head holds 团长, everyone else 组员.
UPDATE master SET team_role_id = CASE
    WHEN EXISTS (SELECT 1 FROM master_team t WHERE t.team_id = master.team_id AND t.head_master_id = master.master_id)
      THEN 1 ELSE 3 END
  WHERE team_id IS NOT NULL;

-- A disbanded team keeps its row (status '1', when and who) so its requests still name it; its members are released.
ALTER TABLE master_team ADD COLUMN disband_time TEXT;
ALTER TABLE master_team ADD COLUMN disband_by TEXT;

-- The approval of D34 takes a third type, a team head's request to disband their team: about a team, not an order,
-- with no amount. SQLite cannot change a CHECK in place: the table is rebuilt (no table refers to it).
CREATE TABLE approval_new (
  approval_id       INTEGER PRIMARY KEY,
  approval_type     TEXT NOT NULL CHECK (approval_type IN ('increase', 'accessories', 'disband')),
  order_id          INTEGER REFERENCES work_order(order_id),
  team_id           INTEGER REFERENCES master_team(team_id),
  master_id         INTEGER NOT NULL REFERENCES master(master_id),
  applicant_user_id INTEGER,
  apply_time        TEXT NOT NULL,
  -- increase: the amount asked; accessories: the unit price of the part (fen, above 0); disband: 0.
  amount_cents      INTEGER NOT NULL CHECK (amount_cents >= 0),
  part_name         TEXT,
  quantity          INTEGER CHECK (quantity IS NULL OR quantity BETWEEN 1 AND 99),
  reason            TEXT NOT NULL,
  approver_code     TEXT NOT NULL,
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
  remark            TEXT,
  decided_by        TEXT,
  decided_user_id   INTEGER,
  decide_time       TEXT,
  CHECK ((approval_type = 'increase' AND part_name IS NULL AND quantity IS NULL)
      OR (approval_type = 'accessories' AND part_name IS NOT NULL AND quantity IS NOT NULL)
      OR (approval_type = 'disband' AND part_name IS NULL AND quantity IS NULL)),
  CHECK ((approval_type = 'disband') = (order_id IS NULL)),
  CHECK ((approval_type = 'disband') = (team_id IS NOT NULL)),
  CHECK ((approval_type = 'disband') OR amount_cents > 0),
  CHECK ((state = 'pending') = (decide_time IS NULL))
);
INSERT INTO approval_new (approval_id, approval_type, order_id, team_id, master_id, applicant_user_id, apply_time,
    amount_cents, part_name, quantity, reason, approver_code, state, remark, decided_by, decided_user_id, decide_time)
  SELECT approval_id, approval_type, order_id, NULL, master_id, applicant_user_id, apply_time, amount_cents, part_name,
    quantity, reason, approver_code, state, remark, decided_by, decided_user_id, decide_time
  FROM approval;
DROP TABLE approval;
ALTER TABLE approval_new RENAME TO approval;
CREATE INDEX approval_pending ON approval (state, approval_type, apply_time);
CREATE INDEX approval_order ON approval (order_id, state);
CREATE INDEX approval_decider ON approval (decided_user_id, decide_time DESC);
-- At most one pending disband request per team.
CREATE UNIQUE INDEX approval_team_pending ON approval (team_id) WHERE approval_type = 'disband' AND state = 'pending';

-- The new codes under their screens of a database seeded before (a new one gets them from the seed): team roles
-- and regions to the roles that manage teams (holding master:team:edit), deciding a disband too, asking for one to
-- the team heads' role, whose menu gains 解散团队.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '团队角色维护', 'master:teamrole:edit', 'F', NULL, '', '0', 1,
    'master:teamrole:edit'
  FROM sys_menu WHERE menu_key = 'teamRole' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:teamrole:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '解散团队审批', 'master:team:disband', 'F', NULL, '', '0', 1,
    'master:team:disband'
  FROM sys_menu WHERE menu_key = 'disbandTeam' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:team:disband');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '申请解散团队', 'master:team:disbandApply', 'F', NULL, '', '0', 2,
    'master:team:disbandApply'
  FROM sys_menu WHERE menu_key = 'disbandTeam' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:team:disbandApply');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '区域分配', 'master:region:edit', 'F', NULL, '', '0', 1,
    'master:region:edit'
  FROM sys_menu WHERE menu_key = 'regionalDivision' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:region:edit');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role_button r
  JOIN (SELECT 'master:teamrole:edit' AS code UNION ALL SELECT 'master:team:disband'
        UNION ALL SELECT 'master:region:edit') c
  WHERE r.button = 'master:team:edit';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'master:team:disbandApply' FROM sys_role WHERE role_key IN ('admin', 'teamHead');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key = 'teamHead' AND m.menu_key = 'disbandTeam' AND m.menu_type = 'C';
