-- migrate: foreign_keys=off (approval_model is rebuilt below: SQLite cannot change its CHECK in place)
-- D57 (issues 17, 18): complaints against an order and its master (投诉管理), who handles them (投诉权限).
-- A complaint names the order and the order's master when filed (the one an upheld complaint counts against, D50),
-- goes 待处理 (pending) → 处理中 (handling) → 成立 (upheld) / 不成立 (dismissed), and keeps the handler's notes,
-- who handled it and when. Deciding it upheld recomputes the master's score in the same transaction.
CREATE TABLE complaint (
  complaint_id    INTEGER PRIMARY KEY,
  order_id        INTEGER NOT NULL REFERENCES work_order(order_id),
  enterprise_id   INTEGER NOT NULL,
  master_id       INTEGER NOT NULL REFERENCES master(master_id),
  category        TEXT NOT NULL CHECK (category IN ('attitude', 'quality', 'delay', 'charge', 'other')),
  description     TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
  contact_name    TEXT NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 50),
  contact_phone   TEXT NOT NULL,
  state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'handling', 'upheld', 'dismissed')),
  handle_note     TEXT NOT NULL DEFAULT '' CHECK (length(handle_note) <= 500),
  handled_by      TEXT,
  handled_user_id INTEGER,
  handle_time     TEXT,
  create_by       TEXT NOT NULL,
  create_user_id  INTEGER NOT NULL,
  create_time     TEXT NOT NULL,
  CHECK (state IN ('pending') OR handled_by IS NOT NULL),
  CHECK (state NOT IN ('upheld', 'dismissed') OR handle_note <> '')
);
CREATE INDEX complaint_time ON complaint (create_time DESC, complaint_id DESC);
CREATE INDEX complaint_enterprise ON complaint (enterprise_id, create_time DESC);
-- D50 counts a master's upheld complaints of the last 90 days by the time they were decided.
CREATE INDEX complaint_master_upheld ON complaint (master_id, handle_time) WHERE state = 'upheld';

-- 投诉权限: a staff user handles the complaints of one enterprise (or every one: NULL) of one category (or every one:
-- NULL). A user removed loses their assignments.
CREATE TABLE complaint_authority (
  authority_id  INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
  enterprise_id INTEGER,
  category      TEXT CHECK (category IS NULL OR category IN ('attitude', 'quality', 'delay', 'charge', 'other')),
  create_by     TEXT NOT NULL,
  create_time   TEXT NOT NULL
);
CREATE UNIQUE INDEX complaint_authority_scope
  ON complaint_authority (user_id, COALESCE(enterprise_id, 0), COALESCE(category, ''));

-- The codes under their screens of a database seeded before (a new one gets them from the seed): every code to the
-- administrator and the dispatch supervisor; listing, filing and handling to the technical-support and customer
-- service role; listing and filing (their own) to enterprise users; the complaint screen on those menus.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '投诉查询', 'order:complaint:list', 'F', NULL, '', '0', 1,
    'order:complaint:list'
  FROM sys_menu WHERE menu_key = 'complaint' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:complaint:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '登记投诉', 'order:complaint:add', 'F', NULL, '', '0', 2,
    'order:complaint:add'
  FROM sys_menu WHERE menu_key = 'complaint' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:complaint:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '处理投诉', 'order:complaint:handle', 'F', NULL, '', '0', 3,
    'order:complaint:handle'
  FROM sys_menu WHERE menu_key = 'complaint' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:complaint:handle');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '投诉权限查询', 'master:complaintauth:list', 'F', NULL,
    '', '0', 1, 'master:complaintauth:list'
  FROM sys_menu WHERE menu_key = 'complaintAuthority' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:complaintauth:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '投诉权限维护', 'master:complaintauth:edit', 'F', NULL,
    '', '0', 2, 'master:complaintauth:edit'
  FROM sys_menu WHERE menu_key = 'complaintAuthority' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:complaintauth:edit');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:complaint:list' AS code UNION ALL SELECT 'order:complaint:add' UNION ALL
     SELECT 'order:complaint:handle' UNION ALL SELECT 'master:complaintauth:list' UNION ALL
     SELECT 'master:complaintauth:edit') c
  WHERE r.role_key IN ('admin', 'dispatcher');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:complaint:list' AS code UNION ALL SELECT 'order:complaint:add' UNION ALL
     SELECT 'order:complaint:handle') c
  WHERE r.role_key = 'technical';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:complaint:list' AS code UNION ALL SELECT 'order:complaint:add') c
  WHERE r.role_key = 'enterprise';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key IN ('technical', 'enterprise') AND m.menu_key = 'complaint' AND m.menu_type = 'C';

-- D57 (issue 17): 保证金退还. A master asks for (part of) their deposit (D42) back: a request of the approval type
-- `marginReturn` (D51's model: the roles of approval_model_role decide it). Approving it moves the deposit (balance and
-- a 退还 movement, linked here) in the same transaction; the route refuses an amount above the balance and a master with
-- open orders, on asking and again on approving. One pending request per master.
CREATE TABLE margin_return (
  return_id         INTEGER PRIMARY KEY,
  master_id         INTEGER NOT NULL REFERENCES master(master_id),
  amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
  reason            TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
  applicant_user_id INTEGER NOT NULL,
  apply_by          TEXT NOT NULL,
  apply_time        TEXT NOT NULL,
  remark            TEXT,
  decided_by        TEXT,
  decided_user_id   INTEGER,
  decide_time       TEXT,
  movement_id       INTEGER REFERENCES master_deposit_movement(movement_id),
  CHECK (state <> 'approved' OR movement_id IS NOT NULL)
);
CREATE UNIQUE INDEX margin_return_one_pending ON margin_return (master_id) WHERE state = 'pending';
CREATE INDEX margin_return_time ON margin_return (apply_time DESC, return_id DESC);

-- The approval model takes the type: the table is rebuilt with the CHECK widened (its rows and the tables referring
-- to it by name keep theirs).
CREATE TABLE approval_model_new (
  approval_type TEXT PRIMARY KEY CHECK (approval_type IN ('increase', 'accessories', 'leave', 'marginReturn')),
  approver_code TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  update_by     TEXT,
  update_time   TEXT
);
INSERT INTO approval_model_new SELECT approval_type, approver_code, version, update_by, update_time FROM approval_model;
DROP TABLE approval_model;
ALTER TABLE approval_model_new RENAME TO approval_model;
INSERT INTO approval_model (approval_type, approver_code) VALUES ('marginReturn', 'master:marginreturn:approve');

-- A database seeded before: the codes as buttons of 保证金退还, granted like a fresh seed grants them (admin and
-- finance: all; the dispatch supervisor: list and ask; masters and team heads: their own), the screen in those menus,
-- then the approver roles: the roles holding the approver code.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '保证金退还查询', 'master:marginreturn:list', 'F', NULL, '', '0',
    1, 'master:marginreturn:list'
  FROM sys_menu WHERE menu_key = 'marginReturn' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:marginreturn:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '申请退还保证金', 'master:marginreturn:apply', 'F', NULL, '', '0',
    2, 'master:marginreturn:apply'
  FROM sys_menu WHERE menu_key = 'marginReturn' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:marginreturn:apply');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '保证金退还审批', 'master:marginreturn:approve', 'F', NULL, '',
    '0', 3, 'master:marginreturn:approve'
  FROM sys_menu WHERE menu_key = 'marginReturn' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:marginreturn:approve');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'master:marginreturn:list' AS code UNION ALL SELECT 'master:marginreturn:apply' UNION ALL
     SELECT 'master:marginreturn:approve') c
  WHERE r.role_key IN ('admin', 'finance');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'master:marginreturn:list' AS code UNION ALL SELECT 'master:marginreturn:apply') c
  WHERE r.role_key IN ('dispatcher', 'master', 'teamHead');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key IN ('finance', 'master', 'teamHead') AND m.menu_key = 'marginReturn' AND m.menu_type = 'C';
INSERT OR IGNORE INTO approval_model_role (approval_type, role_id)
  SELECT 'marginReturn', b.role_id FROM sys_role_button b WHERE b.button = 'master:marginreturn:approve';
