-- D51 (issue 17, "D17 Approvals"): the approval model as tables. Each approval type has a definition: the code that
-- opens its lists and decision calls, the roles that decide it (editable; before this migration the holders of the
-- code decided, so a database seeded before gets exactly those roles) and a version raised by each change, whose
-- history keeps the role names as they were. Leave (请假) is a master's days off, a request of the type `leave`.
CREATE TABLE approval_model (
  approval_type TEXT PRIMARY KEY CHECK (approval_type IN ('increase', 'accessories', 'leave')),
  approver_code TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  update_by     TEXT,
  update_time   TEXT
);

CREATE TABLE approval_model_role (
  approval_type TEXT NOT NULL REFERENCES approval_model(approval_type),
  -- A deleted role stops deciding (the super administrator, user 1, always decides).
  role_id       INTEGER NOT NULL REFERENCES sys_role(role_id) ON DELETE CASCADE,
  PRIMARY KEY (approval_type, role_id)
);

CREATE TABLE approval_model_change (
  change_id      INTEGER PRIMARY KEY,
  approval_type  TEXT NOT NULL REFERENCES approval_model(approval_type),
  version        INTEGER NOT NULL CHECK (version >= 2),
  roles_before   TEXT NOT NULL,
  roles_after    TEXT NOT NULL,
  remark         TEXT NOT NULL DEFAULT '',
  change_by      TEXT NOT NULL,
  change_user_id INTEGER NOT NULL,
  change_time    TEXT NOT NULL,
  UNIQUE (approval_type, version)
);

INSERT INTO approval_model (approval_type, approver_code) VALUES
  ('increase', 'order:approval:increase'),
  ('accessories', 'order:approval:accessories'),
  ('leave', 'workflow:leave:approve');

-- A master's days off, from the first to the last day (both included), asked by the master or by staff for them.
CREATE TABLE master_leave (
  leave_id          INTEGER PRIMARY KEY,
  master_id         INTEGER NOT NULL REFERENCES master(master_id),
  start_date        TEXT NOT NULL,
  end_date          TEXT NOT NULL,
  reason            TEXT NOT NULL,
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused', 'cancelled')),
  applicant_user_id INTEGER NOT NULL,
  apply_by          TEXT NOT NULL,
  apply_time        TEXT NOT NULL,
  remark            TEXT,
  decided_by        TEXT,
  decided_user_id   INTEGER,
  decide_time       TEXT,
  CHECK (end_date >= start_date)
);
CREATE INDEX master_leave_master ON master_leave (master_id, state, start_date);
CREATE INDEX master_leave_state ON master_leave (state, apply_time);

-- A database seeded before: the codes as buttons of 模型列表 and 请假, granted like a fresh seed grants them
-- (admin: all; the dispatcher: read the models, list, ask for and decide leave; masters and team heads: their own
-- leave), the screens in their menus, then the approver roles: the roles holding each code.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '模型查询', 'workflow:model:list', 'F', NULL, '', '0', 1,
    'workflow:model:list'
  FROM sys_menu WHERE menu_key = 'modelList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'workflow:model:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '修改审批角色', 'workflow:model:edit', 'F', NULL, '', '0', 2,
    'workflow:model:edit'
  FROM sys_menu WHERE menu_key = 'modelList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'workflow:model:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '请假查询', 'workflow:leave:list', 'F', NULL, '', '0', 1,
    'workflow:leave:list'
  FROM sys_menu WHERE menu_key = 'leave' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'workflow:leave:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '请假申请', 'workflow:leave:add', 'F', NULL, '', '0', 2,
    'workflow:leave:add'
  FROM sys_menu WHERE menu_key = 'leave' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'workflow:leave:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '请假审批', 'workflow:leave:approve', 'F', NULL, '', '0', 3,
    'workflow:leave:approve'
  FROM sys_menu WHERE menu_key = 'leave' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'workflow:leave:approve');

INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r
    JOIN (SELECT 'workflow:model:list' AS code UNION ALL SELECT 'workflow:model:edit' UNION ALL
          SELECT 'workflow:leave:list' UNION ALL SELECT 'workflow:leave:add' UNION ALL
          SELECT 'workflow:leave:approve') c
  WHERE r.role_key = 'admin';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r
    JOIN (SELECT 'workflow:model:list' AS code UNION ALL SELECT 'workflow:leave:list' UNION ALL
          SELECT 'workflow:leave:add' UNION ALL SELECT 'workflow:leave:approve') c
  WHERE r.role_key = 'dispatcher';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r
    JOIN (SELECT 'workflow:leave:list' AS code UNION ALL SELECT 'workflow:leave:add') c
  WHERE r.role_key IN ('master', 'teamHead');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key IN ('modelList', 'processDefinition', 'leave') AND m.menu_type = 'C'
  WHERE r.role_key = 'dispatcher';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_key = 'leave' AND m.menu_type = 'C'
  WHERE r.role_key IN ('master', 'teamHead');

INSERT OR IGNORE INTO approval_model_role (approval_type, role_id)
  SELECT am.approval_type, b.role_id FROM approval_model am JOIN sys_role_button b ON b.button = am.approver_code;
