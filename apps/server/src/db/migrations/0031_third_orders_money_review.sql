-- D58 (issue 17): third-party orders (第三方订单列表, 第三方订单详情) and the money review (费用审核).
--
-- third_order: a row of an imported channel file (.xlsx, all or nothing) and the order it became. The order
-- itself is an ordinary work_order row, created by the same code as /order/order/add (status toDispatch); this
-- table keeps what the channel sent and links it. A channel order number is imported once per enterprise and
-- channel (the UNIQUE below: a second import of it is refused, the import is idempotent).
CREATE TABLE third_order (
  third_order_id    INTEGER PRIMARY KEY,
  enterprise_id     INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  channel           TEXT NOT NULL CHECK (length(channel) BETWEEN 1 AND 50),
  channel_order_no  TEXT NOT NULL CHECK (length(channel_order_no) BETWEEN 1 AND 64),
  order_id          INTEGER NOT NULL UNIQUE REFERENCES work_order(order_id),
  customer_name     TEXT NOT NULL,
  customer_mobile   TEXT NOT NULL,
  province_name     TEXT NOT NULL,
  city_name         TEXT NOT NULL,
  area_name         TEXT NOT NULL,
  detailed_address  TEXT NOT NULL,
  install_type_name TEXT NOT NULL,
  order_type_name   TEXT NOT NULL,
  number            INTEGER NOT NULL CHECK (number >= 1),
  remark            TEXT NOT NULL DEFAULT '',
  batch_no          TEXT NOT NULL,
  file_name         TEXT NOT NULL DEFAULT '',
  file_line         INTEGER NOT NULL CHECK (file_line >= 2),
  import_by         TEXT NOT NULL,
  import_user_id    INTEGER,
  import_time       TEXT NOT NULL,
  UNIQUE (enterprise_id, channel, channel_order_no)
);
CREATE INDEX third_order_time ON third_order (import_time DESC, third_order_id DESC);
CREATE INDEX third_order_batch ON third_order (batch_no);

-- order_money_review: each decision of finance on a verified order's amount, newest last. A decision holds the
-- amounts it was made on: an approval counts for settlement only while the order's amounts are still those
-- (a fee increase approved afterwards asks for a new review). Settlement of a charge reaching the parameter
-- order.moneyReviewYuan (sys_config, D43; 1000 yuan by default) needs the latest decision to be an approval.
CREATE TABLE order_money_review (
  review_id        INTEGER PRIMARY KEY,
  order_id         INTEGER NOT NULL REFERENCES work_order(order_id),
  master_cents     INTEGER NOT NULL,
  enterprise_cents INTEGER NOT NULL,
  state            TEXT NOT NULL CHECK (state IN ('approved', 'returned')),
  reason           TEXT CHECK (reason IS NULL OR length(reason) <= 200),
  review_by        TEXT NOT NULL,
  review_user_id   INTEGER,
  review_time      TEXT NOT NULL,
  CHECK (state = 'approved' OR (reason IS NOT NULL AND reason <> ''))
);
CREATE INDEX order_money_review_order ON order_money_review (order_id, review_id DESC);

-- The codes under their screens for a database seeded before (a new one gets them from the seed).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '第三方订单查询', 'order:third:list', 'F', NULL, '', '0', 1,
    'order:third:list'
  FROM sys_menu WHERE menu_key = 'thirdOrderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:third:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '第三方订单导入', 'order:third:import', 'F', NULL, '', '0', 2,
    'order:third:import'
  FROM sys_menu WHERE menu_key = 'thirdOrderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:third:import');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '费用审核查询', 'order:money:list', 'F', NULL, '', '0', 1,
    'order:money:list'
  FROM sys_menu WHERE menu_key = 'moneyExamine' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:money:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '费用审核', 'order:money:review', 'F', NULL, '', '0', 2,
    'order:money:review'
  FROM sys_menu WHERE menu_key = 'moneyExamine' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:money:review');
-- The administrator, the dispatch supervisor and the enterprise user import and read third-party orders; the
-- supervisor reads the money review, finance reads and decides it.
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:third:list' AS code UNION ALL SELECT 'order:third:import') c
  WHERE r.role_key IN ('admin', 'dispatcher', 'enterprise');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:money:list' AS code UNION ALL SELECT 'order:money:review') c
  WHERE r.role_key IN ('admin', 'finance');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:money:list' FROM sys_role WHERE role_key = 'dispatcher';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key = 'enterprise' AND m.menu_key IN ('thirdOrderList', 'thirdOrderDetails') AND m.menu_type = 'C';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key = 'finance' AND m.menu_key = 'moneyExamine' AND m.menu_type = 'C';
