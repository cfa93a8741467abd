-- D54 (issue 17, its D16: "A master is a user with a profile: ID card (front/back pictures, review state), …, labels,
-- …, contract"): master labels and who carries them, the masters' service contracts, the ID card review's record.

-- Labels staff attach to masters (金牌师傅, 新手, 夜间可派, …): a name unique case-insensitively, one of antd's preset
-- colours, 正常 ('0') or 停用 ('1': kept on the masters who carry it, offered to no one else).
CREATE TABLE master_label (
  label_id    INTEGER PRIMARY KEY,
  label_name  TEXT NOT NULL,
  color       TEXT NOT NULL CHECK (color IN ('gold', 'green', 'blue', 'purple', 'cyan', 'orange', 'red', 'magenta')),
  status      TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  remark      TEXT NOT NULL DEFAULT '',
  create_by   TEXT NOT NULL,
  create_time TEXT NOT NULL,
  update_by   TEXT,
  update_time TEXT
);
CREATE UNIQUE INDEX master_label_name ON master_label (label_name COLLATE NOCASE);

-- A label a master carries. A label is not deleted while a master carries it (the route refuses, naming how many):
-- no cascade from the label; a master's removal takes their labels with them.
CREATE TABLE master_label_link (
  master_id   INTEGER NOT NULL REFERENCES master(master_id) ON DELETE CASCADE,
  label_id    INTEGER NOT NULL REFERENCES master_label(label_id),
  assign_by   TEXT NOT NULL,
  assign_time TEXT NOT NULL,
  PRIMARY KEY (master_id, label_id)
);
CREATE INDEX master_label_link_label ON master_label_link (label_id, master_id);

-- A master's service contract. Its state is derived on every read (terminated; past its end; no signature yet;
-- signed and starting later; signed and running), so no job has to move it. The periods of a master's contracts that
-- are not terminated never overlap (checked by the routes in the write's transaction): one contract at a time, a
-- renewal following the one it renews.
CREATE TABLE master_contract (
  contract_id      INTEGER PRIMARY KEY,
  contract_no      TEXT NOT NULL UNIQUE,
  master_id        INTEGER NOT NULL REFERENCES master(master_id),
  start_date       TEXT NOT NULL,
  end_date         TEXT NOT NULL,
  -- The day the signed copy was recorded (null: 待签署) and the copy itself (a /dfs/upload path; the demo seed
  -- stores no files, so its signed contracts have none).
  sign_date        TEXT,
  file_path        TEXT,
  renewed_from     INTEGER REFERENCES master_contract(contract_id),
  remark           TEXT NOT NULL DEFAULT '',
  terminate_reason TEXT,
  terminate_by     TEXT,
  terminate_time   TEXT,
  create_by        TEXT NOT NULL,
  create_time      TEXT NOT NULL,
  CHECK (end_date > start_date),
  CHECK ((terminate_time IS NULL) = (terminate_reason IS NULL))
);
CREATE INDEX master_contract_master ON master_contract (master_id, start_date);
CREATE INDEX master_contract_end ON master_contract (end_date);

-- The ID card review's record on the master (D38 keeps the number and its review state there): the holder's name,
-- the front and back pictures (/dfs/upload paths), who submitted it and when, who decided and when, why refused.
ALTER TABLE master ADD COLUMN id_card_name TEXT;
ALTER TABLE master ADD COLUMN id_card_front TEXT;
ALTER TABLE master ADD COLUMN id_card_back TEXT;
ALTER TABLE master ADD COLUMN id_card_submit_by TEXT;
ALTER TABLE master ADD COLUMN id_card_submit_user INTEGER;
ALTER TABLE master ADD COLUMN id_card_submit_time TEXT;
ALTER TABLE master ADD COLUMN id_card_review_by TEXT;
ALTER TABLE master ADD COLUMN id_card_review_time TEXT;
ALTER TABLE master ADD COLUMN id_card_reason TEXT;
CREATE INDEX master_id_card_state ON master (id_card_state, id_card_submit_time);

-- The new codes under their screens of a database seeded before (a new one gets them from the seed), granted to the
-- roles that edit masters (the dispatch supervisors and the administrator).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '标签查询', 'master:label:list', 'F', NULL, '', '0', 1,
    'master:label:list'
  FROM sys_menu WHERE menu_key = 'masterLabel' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:label:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '标签维护', 'master:label:edit', 'F', NULL, '', '0', 2,
    'master:label:edit'
  FROM sys_menu WHERE menu_key = 'masterLabel' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:label:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '合同查询', 'master:contract:list', 'F', NULL, '', '0', 1,
    'master:contract:list'
  FROM sys_menu WHERE menu_key = 'masterContract' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:contract:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '合同维护', 'master:contract:edit', 'F', NULL, '', '0', 2,
    'master:contract:edit'
  FROM sys_menu WHERE menu_key = 'masterContract' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:contract:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '身份证查询', 'master:idcard:list', 'F', NULL, '', '0', 1,
    'master:idcard:list'
  FROM sys_menu WHERE menu_key = 'idCard' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:idcard:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '身份证提交', 'master:idcard:submit', 'F', NULL, '', '0', 2,
    'master:idcard:submit'
  FROM sys_menu WHERE menu_key = 'idCard' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:idcard:submit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '身份证审核', 'master:idcard:review', 'F', NULL, '', '0', 3,
    'master:idcard:review'
  FROM sys_menu WHERE menu_key = 'idCard' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:idcard:review');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role_button r
  JOIN (SELECT 'master:label:list' AS code UNION ALL SELECT 'master:label:edit'
        UNION ALL SELECT 'master:contract:list' UNION ALL SELECT 'master:contract:edit'
        UNION ALL SELECT 'master:idcard:list' UNION ALL SELECT 'master:idcard:submit'
        UNION ALL SELECT 'master:idcard:review') c
  WHERE r.button = 'master:master:edit';
