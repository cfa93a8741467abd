-- D38 (issue 17): the masters' profiles. A master gets an ID card number with its review state, a working state
-- (active / blacklisted with a reason / off), a score, skills per install type and the regions they serve
-- (a province, a city or an area). Dispatch offers only active masters skilled in the order's install type whose
-- regions cover its area; a blacklisted master cannot accept new orders.

ALTER TABLE master ADD COLUMN id_card_no TEXT NOT NULL DEFAULT '';
ALTER TABLE master ADD COLUMN id_card_state TEXT NOT NULL DEFAULT 'pending'
  CHECK (id_card_state IN ('pending', 'approved', 'refused'));
ALTER TABLE master ADD COLUMN state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'blacklisted', 'off'));
ALTER TABLE master ADD COLUMN score REAL CHECK (score IS NULL OR (score >= 0 AND score <= 5));
ALTER TABLE master ADD COLUMN blacklist_reason TEXT;
ALTER TABLE master ADD COLUMN blacklist_time TEXT;
ALTER TABLE master ADD COLUMN blacklist_by TEXT;
ALTER TABLE master ADD COLUMN create_time TEXT NOT NULL DEFAULT '';
UPDATE master SET create_time = strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours') WHERE create_time = '';
CREATE UNIQUE INDEX master_phone ON master (phonenumber);
CREATE UNIQUE INDEX master_id_card ON master (id_card_no) WHERE id_card_no <> '';
CREATE INDEX master_state ON master (state);

CREATE TABLE master_skill (
  master_id    INTEGER NOT NULL REFERENCES master(master_id) ON DELETE CASCADE,
  install_type TEXT NOT NULL,
  PRIMARY KEY (master_id, install_type)
);
CREATE INDEX master_skill_type ON master_skill (install_type, master_id);

CREATE TABLE master_region (
  region_id     INTEGER PRIMARY KEY,
  master_id     INTEGER NOT NULL REFERENCES master(master_id) ON DELETE CASCADE,
  province_code TEXT NOT NULL,
  city_code     TEXT,
  area_code     TEXT,
  CHECK (area_code IS NULL OR city_code IS NOT NULL)
);
CREATE UNIQUE INDEX master_region_unique ON master_region (master_id, province_code, IFNULL(city_code, ''), IFNULL(area_code, ''));
CREATE INDEX master_region_province ON master_region (province_code, master_id);

-- Masters of a database seeded before stay offered for dispatch: every install type, every province.
INSERT INTO master_skill (master_id, install_type)
  SELECT m.master_id, d.dict_value FROM master m JOIN sys_dict_data d ON d.dict_type = 'install_type';
INSERT INTO master_region (master_id, province_code)
  SELECT m.master_id, p.province_code FROM master m JOIN bd_province p;

-- The new button codes of a database seeded before (a new one gets them from the seed), granted to the roles
-- that dispatch.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '师傅查询', 'master:master:list', 'F', NULL, '', '0', 1,
    'master:master:list'
  FROM sys_menu WHERE menu_key = 'masterList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:master:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '师傅新增', 'master:master:add', 'F', NULL, '', '0', 2,
    'master:master:add'
  FROM sys_menu WHERE menu_key = 'masterList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:master:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '师傅修改', 'master:master:edit', 'F', NULL, '', '0', 3,
    'master:master:edit'
  FROM sys_menu WHERE menu_key = 'masterList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:master:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '拉黑/解除', 'master:master:blacklist', 'F', NULL, '', '0', 1,
    'master:master:blacklist'
  FROM sys_menu WHERE menu_key = 'masterBlacklist' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:master:blacklist');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '团队维护', 'master:team:edit', 'F', NULL, '', '0', 1,
    'master:team:edit'
  FROM sys_menu WHERE menu_key = 'teamManagement' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:team:edit');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role_button r
  JOIN (SELECT 'master:master:list' AS code UNION ALL SELECT 'master:master:add' UNION ALL SELECT 'master:master:edit'
        UNION ALL SELECT 'master:master:blacklist' UNION ALL SELECT 'master:team:edit') c
  WHERE r.button = 'order:order:dispatch';
