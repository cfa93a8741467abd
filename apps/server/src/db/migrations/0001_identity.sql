-- Identity and sessions: departments, roles, users, menus, button codes, sessions, captchas, SMS codes, login records.
CREATE TABLE sys_dept (
  dept_id    INTEGER PRIMARY KEY,
  parent_id  INTEGER NOT NULL DEFAULT 0,
  dept_name  TEXT NOT NULL,
  order_num  INTEGER NOT NULL DEFAULT 0,
  status     TEXT NOT NULL DEFAULT '0'
);

CREATE TABLE sys_role (
  role_id    INTEGER PRIMARY KEY,
  role_name  TEXT NOT NULL,
  role_key   TEXT NOT NULL UNIQUE,
  order_num  INTEGER NOT NULL DEFAULT 0,
  status     TEXT NOT NULL DEFAULT '0',
  remark     TEXT NOT NULL DEFAULT '',
  create_time TEXT NOT NULL
);

-- Button / permission codes a role grants (spec 000 §6, 001 §6): the same codes the client checks.
CREATE TABLE sys_role_button (
  role_id INTEGER NOT NULL REFERENCES sys_role(role_id) ON DELETE CASCADE,
  button  TEXT NOT NULL,
  PRIMARY KEY (role_id, button)
);

CREATE TABLE sys_menu (
  menu_id    INTEGER PRIMARY KEY,
  parent_id  INTEGER NOT NULL DEFAULT 0,
  menu_name  TEXT NOT NULL,
  menu_key   TEXT NOT NULL,
  menu_type  TEXT NOT NULL CHECK (menu_type IN ('M', 'C')),
  menu_lay   TEXT,
  icon       TEXT NOT NULL DEFAULT '',
  visible    TEXT NOT NULL DEFAULT '0' CHECK (visible IN ('0', '1')),
  order_num  INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX sys_menu_key ON sys_menu (parent_id, menu_key);

CREATE TABLE sys_role_menu (
  role_id INTEGER NOT NULL REFERENCES sys_role(role_id) ON DELETE CASCADE,
  menu_id INTEGER NOT NULL REFERENCES sys_menu(menu_id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);

CREATE TABLE sys_user (
  user_id        INTEGER PRIMARY KEY,
  login_name     TEXT NOT NULL UNIQUE,
  user_name      TEXT NOT NULL,
  password_hash  TEXT NOT NULL,
  user_type      TEXT NOT NULL,
  dept_id        INTEGER REFERENCES sys_dept(dept_id),
  enterprise_id  INTEGER,
  phonenumber    TEXT,
  email          TEXT NOT NULL DEFAULT '',
  avatar         TEXT NOT NULL DEFAULT '',
  team_id        INTEGER,
  work_type      TEXT,
  work_status    TEXT NOT NULL DEFAULT 'WORK_NE' CHECK (work_status IN ('WORK_ON', 'WORK_NE')),
  assign_status  TEXT NOT NULL DEFAULT 'ASSIGN_NE' CHECK (assign_status IN ('ASSIGN_ON', 'ASSIGN_NE')),
  status         TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  create_time    TEXT NOT NULL,
  update_time    TEXT
);
CREATE UNIQUE INDEX sys_user_phone ON sys_user (phonenumber) WHERE phonenumber IS NOT NULL;

CREATE TABLE sys_user_role (
  user_id INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES sys_role(role_id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

-- Opaque tokens: only their SHA-256 digest is kept (DESIGN.md: no plaintext secrets).
CREATE TABLE auth_session (
  token_digest TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);
CREATE INDEX auth_session_user ON auth_session (user_id);

CREATE TABLE auth_captcha (
  uuid       TEXT PRIMARY KEY,
  answer     TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE auth_sms_code (
  phonenumber TEXT PRIMARY KEY,
  code_digest TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE sys_logininfor (
  info_id        INTEGER PRIMARY KEY,
  user_id        INTEGER,
  login_name     TEXT NOT NULL,
  ipaddr         TEXT NOT NULL DEFAULT '',
  login_location TEXT NOT NULL DEFAULT '',
  device_type    TEXT NOT NULL DEFAULT '',
  browser        TEXT NOT NULL DEFAULT '',
  os             TEXT NOT NULL DEFAULT '',
  status         TEXT NOT NULL DEFAULT '0',
  msg            TEXT NOT NULL DEFAULT '',
  login_time     TEXT NOT NULL
);
CREATE INDEX sys_logininfor_user_time ON sys_logininfor (user_id, login_time DESC);
