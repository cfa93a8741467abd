-- migrate: foreign_keys=off
-- D32 (issue 17): the order lifecycle. toDispatch → dispatched → accepted → inService → completed → verified
-- (staff acceptance, 验收) → settled (bill lines written), with order back (退单, back to toDispatch), recovery of a
-- cancelled order and after-sales requests (a new linked order in customerServiceApply). The status CHECK of
-- work_order cannot be changed in place: the table is rebuilt (SQLite's 12-step ALTER; the runner turns foreign
-- keys off for this file and checks them before commit), keeping every row, id and index.
-- D33: masters sign in (master.user_id → a user of userType '2'); teams with a head (团长).

CREATE TABLE work_order_new (
  order_id          INTEGER PRIMARY KEY,
  order_no          TEXT NOT NULL UNIQUE,
  enterprise_id     INTEGER NOT NULL,
  enterprise_name   TEXT NOT NULL,
  customer_name     TEXT NOT NULL,
  customer_mobile   TEXT NOT NULL,
  province_code     TEXT NOT NULL,
  city_code         TEXT NOT NULL,
  area_code         TEXT NOT NULL,
  detailed_address  TEXT NOT NULL,
  address           TEXT NOT NULL,
  install_type      TEXT NOT NULL,
  order_type_id     INTEGER NOT NULL,
  order_type_name   TEXT NOT NULL,
  number            INTEGER NOT NULL DEFAULT 1 CHECK (number >= 1),
  order_status      TEXT NOT NULL CHECK (order_status IN
                      ('toDispatch', 'dispatched', 'accepted', 'inService', 'completed', 'verified', 'settled',
                       'cancelled', 'customerServiceApply')),
  principal_id      INTEGER REFERENCES sys_user(user_id) ON DELETE SET NULL,
  master_id         INTEGER REFERENCES master(master_id),
  customer_order_id INTEGER REFERENCES customer_order(id),
  create_by         TEXT NOT NULL,
  create_time       TEXT NOT NULL,
  dispatch_time     TEXT,
  finish_time       TEXT,
  cancel_reason     TEXT,
  remark            TEXT NOT NULL DEFAULT '',
  held              INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1)),
  hold_reason       TEXT,
  hold_time         TEXT,
  hold_by           TEXT,
  hold_user_id      INTEGER,
  -- D32: the lifecycle's times and what each step recorded.
  accept_time             TEXT,
  check_in_time           TEXT,
  verify_time             TEXT,
  settle_time             TEXT,
  serial_numbers          TEXT NOT NULL DEFAULT '[]',
  customer_confirmed      INTEGER CHECK (customer_confirmed IN (0, 1)),
  complete_remark         TEXT NOT NULL DEFAULT '',
  verify_remark           TEXT NOT NULL DEFAULT '',
  back_reason             TEXT,
  back_time               TEXT,
  back_count              INTEGER NOT NULL DEFAULT 0,
  recover_reason          TEXT,
  parent_order_id         INTEGER REFERENCES work_order(order_id),
  service_reason          TEXT,
  master_amount_cents     INTEGER CHECK (master_amount_cents >= 0),
  enterprise_amount_cents INTEGER CHECK (enterprise_amount_cents >= 0),
  settle_balance_cents    INTEGER
);

INSERT INTO work_order_new (order_id, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile,
    province_code, city_code, area_code, detailed_address, address, install_type, order_type_id, order_type_name,
    number, order_status, principal_id, master_id, customer_order_id, create_by, create_time, dispatch_time,
    finish_time, cancel_reason, remark, held, hold_reason, hold_time, hold_by, hold_user_id)
  SELECT order_id, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile,
    province_code, city_code, area_code, detailed_address, address, install_type, order_type_id, order_type_name,
    number, order_status, principal_id, master_id, customer_order_id, create_by, create_time, dispatch_time,
    finish_time, cancel_reason, remark, held, hold_reason, hold_time, hold_by, hold_user_id
  FROM work_order;

DROP TABLE work_order;
ALTER TABLE work_order_new RENAME TO work_order;

CREATE INDEX work_order_time ON work_order (create_time DESC, order_id DESC);
CREATE INDEX work_order_status_time ON work_order (order_status, create_time DESC, order_id DESC);
CREATE INDEX work_order_principal_time ON work_order (principal_id, create_time DESC, order_id DESC);
CREATE INDEX work_order_principal_status ON work_order (principal_id, order_status, create_time DESC, order_id DESC);
CREATE INDEX work_order_enterprise_time ON work_order (enterprise_id, create_time DESC, order_id DESC);
CREATE INDEX work_order_enterprise_status ON work_order (enterprise_id, order_status, create_time DESC, order_id DESC);
CREATE INDEX work_order_master ON work_order (master_id);
CREATE INDEX work_order_mobile ON work_order (customer_mobile);
CREATE INDEX work_order_region ON work_order (province_code, city_code, area_code);
CREATE INDEX work_order_dispatch_time ON work_order (dispatch_time);
CREATE INDEX work_order_held ON work_order (held, create_time DESC) WHERE held = 1;
-- D32: a master's own list (mine) newest first; the order back and recovery lists; after-sales orders.
CREATE INDEX work_order_master_time ON work_order (master_id, create_time DESC, order_id DESC);
CREATE INDEX work_order_back ON work_order (back_time DESC) WHERE back_time IS NOT NULL;
CREATE INDEX work_order_parent ON work_order (parent_order_id) WHERE parent_order_id IS NOT NULL;

-- D32: the photos of a completion (stored /dfs/upload paths; the orphan sweep keeps them).
CREATE TABLE work_order_photo (
  photo_id  INTEGER PRIMARY KEY,
  order_id  INTEGER NOT NULL REFERENCES work_order(order_id) ON DELETE CASCADE,
  file_path TEXT NOT NULL,
  order_num INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX work_order_photo_order ON work_order_photo (order_id, order_num);
CREATE INDEX work_order_photo_path ON work_order_photo (file_path);

-- D33: teams of masters with a head (团长); a master signs in as a user of userType '2'.
CREATE TABLE master_team (
  team_id        INTEGER PRIMARY KEY,
  team_name      TEXT NOT NULL UNIQUE,
  head_master_id INTEGER REFERENCES master(master_id) ON DELETE SET NULL,
  status         TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  create_time    TEXT NOT NULL
);
ALTER TABLE master ADD COLUMN user_id INTEGER REFERENCES sys_user(user_id) ON DELETE SET NULL;
ALTER TABLE master ADD COLUMN team_id INTEGER REFERENCES master_team(team_id) ON DELETE SET NULL;
CREATE UNIQUE INDEX master_user ON master (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX master_team_members ON master (team_id);
-- Masters seeded before: their team names become teams (no head yet).
INSERT INTO master_team (team_name, create_time)
  SELECT DISTINCT team_name, strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours') FROM master WHERE team_name IS NOT NULL;
UPDATE master SET team_id = (SELECT t.team_id FROM master_team t WHERE t.team_name = master.team_name)
  WHERE team_name IS NOT NULL;

-- D32: the master's bill lines (what a settlement earns them), beside the enterprise's (enterprise_detailed).
CREATE TABLE master_bill (
  master_bill_id INTEGER PRIMARY KEY,
  master_id      INTEGER NOT NULL REFERENCES master(master_id),
  order_id       INTEGER NOT NULL REFERENCES work_order(order_id),
  order_no       TEXT NOT NULL,
  amount_cents   INTEGER NOT NULL,
  create_by      TEXT NOT NULL,
  create_time    TEXT NOT NULL,
  remark         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX master_bill_master ON master_bill (master_id, create_time DESC, master_bill_id DESC);
CREATE UNIQUE INDEX master_bill_order ON master_bill (order_id);

-- The new statuses in the order_status dictionary of a database seeded before (a new one gets them from the seed),
-- in the order of the lifecycle.
INSERT INTO sys_dict_data (dict_sort, dict_label, dict_value, dict_type, status, remark, create_time, label_translations)
  SELECT v.sort, v.label, v.value, 'order_status', '0', '', strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'), v.translations
  FROM (SELECT 3 AS sort, '已接单' AS label, 'accepted' AS value,
          '{"zh-TW":"已接單","en-US":"Accepted","pt-BR":"Aceito"}' AS translations
        UNION ALL SELECT 6, '已验收', 'verified', '{"zh-TW":"已驗收","en-US":"Verified","pt-BR":"Vistoriado"}'
        UNION ALL SELECT 7, '已结算', 'settled', '{"zh-TW":"已結算","en-US":"Settled","pt-BR":"Liquidado"}') v
  WHERE EXISTS (SELECT 1 FROM sys_dict_type WHERE dict_type = 'order_status')
    AND NOT EXISTS (SELECT 1 FROM sys_dict_data d WHERE d.dict_type = 'order_status' AND d.dict_value = v.value);
UPDATE sys_dict_data SET dict_sort = 4 WHERE dict_type = 'order_status' AND dict_value = 'inService';
UPDATE sys_dict_data SET dict_sort = 5 WHERE dict_type = 'order_status' AND dict_value = 'completed';
UPDATE sys_dict_data SET dict_sort = 8 WHERE dict_type = 'order_status' AND dict_value = 'cancelled';
UPDATE sys_dict_data SET dict_sort = 9 WHERE dict_type = 'order_status' AND dict_value = 'customerServiceApply';

-- The new button codes of a database seeded before (a new one gets them from the seed): the staff's under the
-- order list, the master's under the master order list; granted like 0007 did to the roles that dispatch
-- (verify, recover, after-sales), settle also to the finance role (33), after-sales also to enterprise users.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '验收', 'order:order:verify', 'F', NULL, '', '0', 7,
    'order:order:verify'
  FROM sys_menu WHERE menu_key = 'orderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:order:verify');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '结算', 'order:order:settle', 'F', NULL, '', '0', 8,
    'order:order:settle'
  FROM sys_menu WHERE menu_key = 'orderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:order:settle');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '订单回收', 'order:order:recover', 'F', NULL, '', '0', 9,
    'order:order:recover'
  FROM sys_menu WHERE menu_key = 'orderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:order:recover');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '售后申请', 'order:order:customerService', 'F', NULL, '',
    '0', 10, 'order:order:customerService'
  FROM sys_menu WHERE menu_key = 'orderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:order:customerService');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '师傅作业', 'order:order:work', 'F', NULL, '', '0', 1,
    'order:order:work'
  FROM sys_menu WHERE menu_key = 'masterOrderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:order:work');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:verify' FROM sys_role_button WHERE button = 'order:order:dispatch';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:recover' FROM sys_role_button WHERE button = 'order:order:dispatch';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:customerService' FROM sys_role_button WHERE button = 'order:order:dispatch';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:settle' FROM sys_role_button WHERE button = 'order:order:dispatch';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:settle' FROM sys_role WHERE role_id = 33;
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:customerService' FROM sys_role WHERE role_id = 31;
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:work' FROM sys_role WHERE role_id = 1;
