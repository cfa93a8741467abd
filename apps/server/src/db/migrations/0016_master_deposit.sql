-- D42 (issue 17, finance on the service side): a master's deposit (保证金). One balance per master (fen, never
-- below zero) and its movements: pay in (缴纳), deduct with a reason (扣除) and refund (退还), each with the
-- balance after it; the route writes a movement and the balance in one transaction.
CREATE TABLE master_deposit (
  master_id     INTEGER PRIMARY KEY REFERENCES master(master_id),
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  update_time   TEXT
);

CREATE TABLE master_deposit_movement (
  movement_id   INTEGER PRIMARY KEY,
  master_id     INTEGER NOT NULL REFERENCES master(master_id),
  move_type     TEXT NOT NULL CHECK (move_type IN ('payIn', 'deduct', 'refund')),
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
  reason        TEXT NOT NULL DEFAULT '',
  create_by     TEXT NOT NULL,
  create_user_id INTEGER,
  create_time   TEXT NOT NULL,
  CHECK (move_type <> 'deduct' OR reason <> '')
);
CREATE INDEX master_deposit_movement_master ON master_deposit_movement (master_id, create_time DESC, movement_id DESC);
CREATE INDEX master_bill_time ON master_bill (create_time, master_id);

-- The codes under their screens of a database seeded before (a new one gets them from the seed): read codes to
-- the administrator, finance, master and team-head roles (the server scopes masters to their own), the export
-- and the deposit writes to the administrator and finance; the three screens on the masters' menus.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '师傅账单查询', 'finance:masterbill:list', 'F', NULL, '', '0', 1,
    'finance:masterbill:list'
  FROM sys_menu WHERE menu_key = 'masterBill' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:masterbill:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '师傅账单导出', 'finance:masterbill:export', 'F', NULL, '', '0', 2,
    'finance:masterbill:export'
  FROM sys_menu WHERE menu_key = 'masterBill' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:masterbill:export');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '保证金查询', 'finance:deposit:list', 'F', NULL, '', '0', 1,
    'finance:deposit:list'
  FROM sys_menu WHERE menu_key = 'masterDeposit' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:deposit:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '保证金缴纳/扣除/退还', 'finance:deposit:edit', 'F', NULL, '', '0', 2,
    'finance:deposit:edit'
  FROM sys_menu WHERE menu_key = 'masterDeposit' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:deposit:edit');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'finance:masterbill:list' AS code UNION ALL SELECT 'finance:deposit:list') c
  WHERE r.role_key IN ('admin', 'finance', 'master', 'teamHead');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'finance:masterbill:export' AS code UNION ALL SELECT 'finance:deposit:edit') c
  WHERE r.role_key IN ('admin', 'finance');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key IN ('master', 'teamHead') AND m.menu_key IN ('masterBill', 'masterStatement', 'masterDeposit')
    AND m.menu_type = 'C';
