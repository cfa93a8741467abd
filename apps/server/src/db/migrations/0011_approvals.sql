-- D34 (issue 17, "D17 Approvals"): one approval model. A request has a type (increase: a fee increase 加价;
-- accessories: extra parts 新增配件), the order it is about, the applicant (the order's master when they asked),
-- the code its approver needs, a state decided once (pending → approved, or refused with a remark) and what it
-- adds to the settlement. Its history is the order's course and the operation log.
CREATE TABLE approval (
  approval_id       INTEGER PRIMARY KEY,
  approval_type     TEXT NOT NULL CHECK (approval_type IN ('increase', 'accessories')),
  order_id          INTEGER NOT NULL REFERENCES work_order(order_id),
  master_id         INTEGER NOT NULL REFERENCES master(master_id),
  applicant_user_id INTEGER,
  apply_time        TEXT NOT NULL,
  -- increase: the amount asked; accessories: the unit price of the part (fen, above 0).
  amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
  part_name         TEXT,
  quantity          INTEGER CHECK (quantity IS NULL OR quantity BETWEEN 1 AND 99),
  reason            TEXT NOT NULL,
  -- The code of the approver (order:approval:increase / order:approval:accessories).
  approver_code     TEXT NOT NULL,
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
  remark            TEXT,
  decided_by        TEXT,
  decided_user_id   INTEGER,
  decide_time       TEXT,
  CHECK ((approval_type = 'increase' AND part_name IS NULL AND quantity IS NULL)
      OR (approval_type = 'accessories' AND part_name IS NOT NULL AND quantity IS NOT NULL)),
  CHECK ((state = 'pending') = (decide_time IS NULL))
);
CREATE INDEX approval_pending ON approval (state, approval_type, apply_time);
CREATE INDEX approval_order ON approval (order_id, state);
CREATE INDEX approval_decider ON approval (decided_user_id, decide_time DESC);

-- The decision codes under their screens, granted to the administrator and dispatcher roles (a database seeded
-- before this migration; a new one gets both from the seed).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '加价审批', 'order:approval:increase', 'F', NULL, '', '0', 1,
    'order:approval:increase'
  FROM sys_menu WHERE menu_key = 'increaseAudit' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:approval:increase');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '新增配件审批', 'order:approval:accessories', 'F', NULL, '',
    '0', 1, 'order:approval:accessories'
  FROM sys_menu WHERE menu_key = 'newAccessories' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:approval:accessories');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:approval:increase' FROM sys_role WHERE role_key IN ('admin', 'dispatcher');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:approval:accessories' FROM sys_role WHERE role_key IN ('admin', 'dispatcher');
