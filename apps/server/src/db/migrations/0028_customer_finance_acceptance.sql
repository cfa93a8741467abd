-- D55 (issue 18 `customerExpense`, `customerList`, `acceptanceList`, `agreementConfirm`).
-- The enterprise's acceptance of a finished order (completed, verified or settled): one row per order once one
-- of its users decided — accepted, or disputed with a reason (the order is then not settled until the enterprise
-- accepts it). No row means pending. Customer expenses and the customer list read existing tables only.
CREATE TABLE order_acceptance (
  order_id       INTEGER PRIMARY KEY REFERENCES work_order(order_id) ON DELETE CASCADE,
  enterprise_id  INTEGER NOT NULL,
  state          TEXT NOT NULL CHECK (state IN ('accepted', 'disputed')),
  reason         TEXT CHECK (reason IS NULL OR length(reason) <= 200),
  decide_by      TEXT NOT NULL,
  decide_user_id INTEGER NOT NULL,
  decide_time    TEXT NOT NULL
);
CREATE INDEX order_acceptance_enterprise ON order_acceptance (enterprise_id, state);
CREATE INDEX order_acceptance_state ON order_acceptance (state);

-- The service agreement (服务协议): each published version as a stored document, never changed afterwards; the
-- highest version is the current one. An enterprise accepts a version once (by one of its users).
CREATE TABLE service_agreement (
  version         INTEGER PRIMARY KEY CHECK (version >= 1),
  title           TEXT NOT NULL,
  content         TEXT NOT NULL,
  publish_by      TEXT NOT NULL,
  publish_user_id INTEGER,
  publish_time    TEXT NOT NULL
);
CREATE TABLE agreement_acceptance (
  enterprise_id  INTEGER NOT NULL,
  version        INTEGER NOT NULL REFERENCES service_agreement(version),
  accept_by      TEXT NOT NULL,
  accept_user_id INTEGER NOT NULL,
  accept_time    TEXT NOT NULL,
  PRIMARY KEY (enterprise_id, version)
);
CREATE INDEX agreement_acceptance_version ON agreement_acceptance (version);

-- A database seeded before this migration: the codes under their screens (a new one gets them from the seed),
-- granted to the roles the seed grants them to, and the screens to the roles that now use them.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '验收查询', 'order:acceptance:list', 'F', NULL, '', '0', 1,
    'order:acceptance:list'
  FROM sys_menu WHERE menu_key = 'acceptanceList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:acceptance:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '确认验收/提出异议', 'order:acceptance:decide', 'F', NULL, '',
    '0', 2, 'order:acceptance:decide'
  FROM sys_menu WHERE menu_key = 'acceptanceList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:acceptance:decide');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '协议查询', 'finance:agreement:list', 'F', NULL, '', '0', 1,
    'finance:agreement:list'
  FROM sys_menu WHERE menu_key = 'agreementConfirm' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:agreement:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '确认协议', 'finance:agreement:confirm', 'F', NULL, '', '0', 2,
    'finance:agreement:confirm'
  FROM sys_menu WHERE menu_key = 'agreementConfirm' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:agreement:confirm');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '发布协议', 'finance:agreement:publish', 'F', NULL, '', '0', 3,
    'finance:agreement:publish'
  FROM sys_menu WHERE menu_key = 'agreementConfirm' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:agreement:publish');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'order:acceptance:list' AS code
    UNION ALL SELECT 'order:acceptance:decide'
    UNION ALL SELECT 'finance:agreement:list'
    UNION ALL SELECT 'finance:agreement:confirm'
    UNION ALL SELECT 'finance:agreement:publish'
  ) c WHERE r.role_key = 'admin';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'order:acceptance:list' AS code
    UNION ALL SELECT 'order:acceptance:decide'
    UNION ALL SELECT 'finance:agreement:list'
    UNION ALL SELECT 'finance:agreement:confirm'
  ) c WHERE r.role_key = 'enterprise';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:acceptance:list' FROM sys_role WHERE role_key IN ('dispatcher', 'finance');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'finance:agreement:list' FROM sys_role WHERE role_key IN ('market', 'finance');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key IN ('customerExpense', 'acceptanceList', 'agreementConfirm') AND m.menu_type = 'C'
  WHERE r.role_key = 'enterprise';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key IN ('customerExpense', 'agreementConfirm') AND m.menu_type = 'C'
  WHERE r.role_key = 'market';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key = 'acceptanceList' AND m.menu_type = 'C'
  WHERE r.role_key = 'dispatcher';
