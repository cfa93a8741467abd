-- D60 (issue 17): 客户信息订单 (the end customers of the orders, one per mobile number, with their history) and
-- 业务列表 (the platform's business opportunities and their follow-ups); masters submit their own ID card (D54's
-- review) from their console, and dispatch needs an approved one (checked in core/masterProfiles, no schema).

-- A staff note on an end customer (客户信息订单): the customer is the mobile number their orders carry, so the note
-- is keyed by it; the customers themselves are read from work_order (no copy to keep in step).
CREATE TABLE order_customer_note (
  customer_mobile TEXT PRIMARY KEY,
  note            TEXT NOT NULL CHECK (length(note) BETWEEN 1 AND 200),
  update_by       TEXT NOT NULL,
  update_user_id  INTEGER NOT NULL,
  update_time     TEXT NOT NULL
);

-- A business opportunity (商机): a company that may bring a batch of installations, owned and followed up by one staff
-- user from 待跟进 (new) through 跟进中 (following) to 已成交 (won, optionally naming the enterprise it became) or
-- 已失效 (lost, with a reason). A closed opportunity (won or lost) changes no more.
CREATE TABLE business_lead (
  lead_id          INTEGER PRIMARY KEY,
  title            TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 60),
  company_name     TEXT NOT NULL CHECK (length(company_name) BETWEEN 1 AND 100),
  contact_name     TEXT NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 50),
  contact_phone    TEXT NOT NULL,
  province_code    TEXT NOT NULL REFERENCES bd_province(province_code),
  install_type     TEXT NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
  amount_cents     INTEGER NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  stage            TEXT NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'following', 'won', 'lost')),
  owner_user_id    INTEGER NOT NULL REFERENCES sys_user(user_id),
  next_follow_date TEXT,
  lost_reason      TEXT,
  enterprise_id    INTEGER REFERENCES ent_enterprise(enterprise_id),
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL,
  create_user_id   INTEGER NOT NULL,
  create_time      TEXT NOT NULL,
  update_time      TEXT,
  close_time       TEXT,
  CHECK ((stage = 'lost') = (lost_reason IS NOT NULL)),
  CHECK ((stage IN ('won', 'lost')) = (close_time IS NOT NULL))
);
CREATE INDEX business_lead_stage ON business_lead (stage, create_time DESC, lead_id DESC);
CREATE INDEX business_lead_owner ON business_lead (owner_user_id, stage);

-- The follow-ups of an opportunity, oldest first; each records the stage before and after it.
CREATE TABLE business_follow (
  follow_id      INTEGER PRIMARY KEY,
  lead_id        INTEGER NOT NULL REFERENCES business_lead(lead_id) ON DELETE CASCADE,
  content        TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 300),
  stage_from     TEXT NOT NULL,
  stage_to       TEXT NOT NULL,
  follow_by      TEXT NOT NULL,
  follow_user_id INTEGER NOT NULL,
  follow_time    TEXT NOT NULL
);
CREATE INDEX business_follow_lead ON business_follow (lead_id, follow_id);

-- The new codes under their screens of a database seeded before (a new one gets them from the seed), granted to the
-- administrators and the dispatch supervisors; masters and team heads gain 身份证审核 with the list and submit codes
-- (the server scopes them to their own card).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客户查询', 'order:custinfo:list', 'F', NULL, '', '0', 1, 'order:custinfo:list'
  FROM sys_menu WHERE menu_key = 'customerInfoOrder' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:custinfo:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客户备注', 'order:custinfo:note', 'F', NULL, '', '0', 2, 'order:custinfo:note'
  FROM sys_menu WHERE menu_key = 'customerInfoOrder' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:custinfo:note');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '商机查询', 'order:business:list', 'F', NULL, '', '0', 1, 'order:business:list'
  FROM sys_menu WHERE menu_key = 'businessList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:business:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '商机维护', 'order:business:edit', 'F', NULL, '', '0', 2, 'order:business:edit'
  FROM sys_menu WHERE menu_key = 'businessList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:business:edit');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:custinfo:list' AS code UNION ALL SELECT 'order:custinfo:note' UNION ALL
     SELECT 'order:business:list' UNION ALL SELECT 'order:business:edit') c
  WHERE r.role_key IN ('admin', 'dispatcher');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'master:idcard:list' AS code UNION ALL SELECT 'master:idcard:submit') c
  WHERE r.role_key IN ('master', 'teamHead');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key IN ('master', 'teamHead') AND m.menu_type = 'C' AND m.menu_key = 'idCard';
