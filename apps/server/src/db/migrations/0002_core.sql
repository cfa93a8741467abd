-- Core families: system screens (dictionaries, operation log, more user / dept / menu fields), the header's staff
-- state (duty technicians, export records), customer orders, orders (course, parts, masters, reminders) and the
-- wallet (top-ups, balances, bill lines). Times are text `YYYY-MM-DD HH:mm:ss` in China Standard Time (UTC+8);
-- money is kept in fen (INTEGER cents) and answered in yuan. Enterprise ids point at the enterprise family's table
-- (migration 0003, not declared as foreign keys because that table comes later).

ALTER TABLE sys_user ADD COLUMN sex TEXT NOT NULL DEFAULT '2' CHECK (sex IN ('0', '1', '2'));
ALTER TABLE sys_user ADD COLUMN remark TEXT NOT NULL DEFAULT '';
ALTER TABLE sys_user ADD COLUMN login_date TEXT;
ALTER TABLE sys_dept ADD COLUMN leader TEXT NOT NULL DEFAULT '';
ALTER TABLE sys_dept ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE sys_menu ADD COLUMN perms TEXT NOT NULL DEFAULT '';
CREATE INDEX sys_user_dept ON sys_user (dept_id);
CREATE INDEX sys_logininfor_time ON sys_logininfor (login_time DESC);

-- Dictionaries (RuoYi sys_dict_type / sys_dict_data): install_type, remove_type, invoice_type, …
CREATE TABLE sys_dict_type (
  dict_id     INTEGER PRIMARY KEY,
  dict_name   TEXT NOT NULL,
  dict_type   TEXT NOT NULL UNIQUE,
  status      TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  remark      TEXT NOT NULL DEFAULT '',
  create_time TEXT NOT NULL
);

CREATE TABLE sys_dict_data (
  dict_code   INTEGER PRIMARY KEY,
  dict_sort   INTEGER NOT NULL DEFAULT 0,
  dict_label  TEXT NOT NULL,
  dict_value  TEXT NOT NULL,
  dict_type   TEXT NOT NULL,
  status      TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  remark      TEXT NOT NULL DEFAULT '',
  create_time TEXT NOT NULL,
  UNIQUE (dict_type, dict_value)
);
CREATE INDEX sys_dict_data_type ON sys_dict_data (dict_type, dict_sort);

-- Audit trail of every change made through the API (operation logs screen).
CREATE TABLE sys_oper_log (
  oper_id        INTEGER PRIMARY KEY,
  title          TEXT NOT NULL,
  business_type  INTEGER NOT NULL DEFAULT 0,
  request_method TEXT NOT NULL,
  oper_name      TEXT NOT NULL,
  oper_url       TEXT NOT NULL,
  oper_ip        TEXT NOT NULL DEFAULT '',
  oper_param     TEXT NOT NULL DEFAULT '',
  status         INTEGER NOT NULL DEFAULT 0,
  error_msg      TEXT NOT NULL DEFAULT '',
  oper_time      TEXT NOT NULL
);
CREATE INDEX sys_oper_log_time ON sys_oper_log (oper_time DESC);

-- Small server settings (the sandbox gateway's signing secret).
CREATE TABLE app_setting (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Registration codes of enterprises (register an employee with `/auth/addEmployee`).
CREATE TABLE enterprise_registration_code (
  code          TEXT PRIMARY KEY,
  enterprise_id INTEGER NOT NULL UNIQUE
);

-- Duty technicians of the header (spec 000 §3): users of the technical-support pool put on duty.
CREATE TABLE duty_technician (
  technical_id INTEGER PRIMARY KEY REFERENCES sys_user(user_id) ON DELETE CASCADE,
  order_num    INTEGER NOT NULL DEFAULT 0,
  create_by    TEXT NOT NULL,
  create_time  TEXT NOT NULL
);

-- My downloads (spec 000 §3 Export record); export_url is relative to the data folder (served by /dfs/download).
CREATE TABLE export_record (
  record_id   INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
  export_name TEXT NOT NULL,
  export_time TEXT NOT NULL,
  export_type INTEGER NOT NULL DEFAULT 0 CHECK (export_type IN (0, 1)),
  export_url  TEXT NOT NULL
);
CREATE INDEX export_record_user ON export_record (user_id, record_id DESC);

-- Customer orders (spec 000 §3, §4.4): 0 pending, 1 handled (placed), 2 removed (recycle bin).
CREATE TABLE customer_order (
  id               INTEGER PRIMARY KEY,
  no               TEXT NOT NULL UNIQUE,
  order_no         TEXT,
  enterprise_id    INTEGER NOT NULL,
  enterprise_name  TEXT NOT NULL,
  customer_name    TEXT NOT NULL,
  customer_mobile  TEXT NOT NULL,
  province_id      TEXT NOT NULL DEFAULT '',
  city_id          TEXT NOT NULL DEFAULT '',
  area_id          TEXT NOT NULL DEFAULT '',
  detailed_address TEXT NOT NULL DEFAULT '',
  address          TEXT NOT NULL,
  install_type     TEXT NOT NULL,
  order_type_id    INTEGER,
  order_type       TEXT NOT NULL,
  number           INTEGER NOT NULL DEFAULT 1 CHECK (number >= 1),
  status           INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  create_time      TEXT NOT NULL,
  update_time      TEXT,
  update_by        TEXT,
  delete_time      TEXT,
  delete_by        TEXT,
  delete_reason    TEXT,
  delete_remark    TEXT
);
-- The list is paged per status tab, newest first (id breaks ties), optionally by update or delete time.
CREATE INDEX customer_order_time ON customer_order (create_time DESC, id DESC);
CREATE INDEX customer_order_status_time ON customer_order (status, create_time DESC, id DESC);
CREATE INDEX customer_order_status_update ON customer_order (status, update_time DESC, id DESC);
CREATE INDEX customer_order_status_delete ON customer_order (status, delete_time DESC, id DESC);
CREATE INDEX customer_order_enterprise ON customer_order (enterprise_id, status, create_time DESC, id DESC);
CREATE INDEX customer_order_mobile ON customer_order (customer_mobile);
CREATE INDEX customer_order_region ON customer_order (province_id, city_id, area_id);
CREATE INDEX customer_order_order_no ON customer_order (order_no);

CREATE TABLE customer_order_info (
  info_id           INTEGER PRIMARY KEY,
  customer_order_id INTEGER NOT NULL REFERENCES customer_order(id) ON DELETE CASCADE,
  info_name         TEXT NOT NULL,
  info_value        TEXT NOT NULL DEFAULT '',
  order_num         INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_order_info_order ON customer_order_info (customer_order_id, order_num);

-- Service workers an order is dispatched to.
CREATE TABLE master (
  master_id   INTEGER PRIMARY KEY,
  master_name TEXT NOT NULL,
  phonenumber TEXT NOT NULL,
  team_name   TEXT,
  status      TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1'))
);

-- Orders (work orders) and their course, parts and info rows.
CREATE TABLE work_order (
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
                      ('toDispatch', 'dispatched', 'inService', 'completed', 'cancelled', 'customerServiceApply')),
  principal_id      INTEGER REFERENCES sys_user(user_id) ON DELETE SET NULL,
  master_id         INTEGER REFERENCES master(master_id),
  customer_order_id INTEGER REFERENCES customer_order(id),
  create_by         TEXT NOT NULL,
  create_time       TEXT NOT NULL,
  dispatch_time     TEXT,
  finish_time       TEXT,
  cancel_reason     TEXT,
  remark            TEXT NOT NULL DEFAULT ''
);
-- The list is paged newest first (order_id breaks ties), by status (jumpList), principal (isMyOrder) or enterprise.
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

CREATE TABLE work_order_info (
  info_id    INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES work_order(order_id) ON DELETE CASCADE,
  info_name  TEXT NOT NULL,
  info_value TEXT NOT NULL DEFAULT '',
  order_num  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX work_order_info_order ON work_order_info (order_id, order_num);

CREATE TABLE work_order_course (
  course_id       INTEGER PRIMARY KEY,
  order_id        INTEGER NOT NULL REFERENCES work_order(order_id) ON DELETE CASCADE,
  operate_type    TEXT NOT NULL,
  operate_content TEXT NOT NULL DEFAULT '',
  operate_by      TEXT NOT NULL,
  operate_user_id INTEGER,
  operate_time    TEXT NOT NULL
);
CREATE INDEX work_order_course_order ON work_order_course (order_id, course_id);
CREATE INDEX work_order_course_user_time ON work_order_course (operate_user_id, operate_time);

CREATE TABLE work_order_part (
  part_id         INTEGER PRIMARY KEY,
  order_id        INTEGER NOT NULL REFERENCES work_order(order_id) ON DELETE CASCADE,
  accessory_name  TEXT NOT NULL,
  brand_name      TEXT NOT NULL DEFAULT '',
  model_name      TEXT NOT NULL DEFAULT '',
  quantity        INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  price_cents     INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0)
);
CREATE INDEX work_order_part_order ON work_order_part (order_id);

-- Reminders on orders (the header's reminder badge; live type 3). status 0 open, 1 handled.
CREATE TABLE order_reminder (
  reminder_id INTEGER PRIMARY KEY,
  order_id    INTEGER NOT NULL REFERENCES work_order(order_id) ON DELETE CASCADE,
  content     TEXT NOT NULL DEFAULT '',
  status      INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  create_time TEXT NOT NULL
);
CREATE INDEX order_reminder_status ON order_reminder (status, order_id);

-- Wallets: one per enterprise; pay_identification 9 hides the account menu (spec 000 §2.4).
CREATE TABLE wallet (
  enterprise_id      INTEGER PRIMARY KEY,
  balance_cents      INTEGER NOT NULL DEFAULT 0,
  pay_identification INTEGER NOT NULL DEFAULT 1
);

-- Top-up orders (spec 000 §3 Recharge record): status 1 paid, 2 unpaid, 3 cancelled; pay type 1 offline, 2 online.
CREATE TABLE enterprise_recharge (
  enterprise_recharge_id INTEGER PRIMARY KEY,
  enterprise_id          INTEGER NOT NULL,
  order_no               TEXT NOT NULL UNIQUE,
  recharge_cents         INTEGER NOT NULL CHECK (recharge_cents > 0),
  status                 INTEGER NOT NULL DEFAULT 2 CHECK (status IN (1, 2, 3)),
  pay_type               INTEGER NOT NULL CHECK (pay_type IN (1, 2)),
  create_by              TEXT NOT NULL,
  create_user_id         INTEGER,
  created_at_ms          INTEGER NOT NULL,
  recharge_time          TEXT NOT NULL,
  pay_time               TEXT
);
CREATE INDEX enterprise_recharge_enterprise ON enterprise_recharge (enterprise_id, recharge_time DESC);
CREATE INDEX enterprise_recharge_status ON enterprise_recharge (status, recharge_time DESC);
CREATE INDEX enterprise_recharge_unpaid_online ON enterprise_recharge (created_at_ms) WHERE status = 2 AND pay_type = 2;

-- Bill lines (spec 000 §3 Bill line, §9 operation types 0–5): every change of a wallet's balance.
CREATE TABLE enterprise_detailed (
  enterprise_detailed_id INTEGER PRIMARY KEY,
  enterprise_id          INTEGER NOT NULL,
  oper_type              INTEGER NOT NULL CHECK (oper_type BETWEEN 0 AND 5),
  order_no               TEXT NOT NULL DEFAULT '',
  change_cents           INTEGER NOT NULL,
  balance_cents          INTEGER NOT NULL,
  create_by              TEXT NOT NULL,
  phonenumber            TEXT NOT NULL DEFAULT '',
  create_time            TEXT NOT NULL,
  remark                 TEXT NOT NULL DEFAULT ''
);
CREATE INDEX enterprise_detailed_enterprise ON enterprise_detailed (enterprise_id, create_time DESC, enterprise_detailed_id DESC);
