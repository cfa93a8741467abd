-- migrate: foreign_keys=off (approval_model is rebuilt below: SQLite cannot change its CHECK in place)
-- D63 (issue 18): 区域价格, 退款管理 and the enterprise side of the approval model (流程模型, 流程实例).

-- 区域价格: an enterprise's price of an order type in a region (a province, a city of it, or an area of that city),
-- in yuan like tab 2's `ent_price`. At settlement the most specific region of the order wins (area, then city, then
-- province), then tab 2's price, then the base price (core/settlement.ts). One price per enterprise, order type and
-- region; an order type or an enterprise removed takes its district prices with it.
CREATE TABLE ent_district_price (
  district_price_id INTEGER PRIMARY KEY,
  enterprise_id     INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  order_type_id     INTEGER NOT NULL REFERENCES bd_order_type(order_type_id) ON DELETE CASCADE,
  province_code     TEXT NOT NULL,
  city_code         TEXT,
  area_code         TEXT,
  price             REAL NOT NULL CHECK (price >= 0),
  remark            TEXT NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  create_by         TEXT NOT NULL,
  create_time       TEXT NOT NULL,
  update_by         TEXT,
  update_time       TEXT,
  CHECK (area_code IS NULL OR city_code IS NOT NULL)
);
CREATE UNIQUE INDEX ent_district_price_region ON ent_district_price
  (enterprise_id, order_type_id, province_code, COALESCE(city_code, ''), COALESCE(area_code, ''));
CREATE INDEX ent_district_price_time ON ent_district_price (create_time DESC, district_price_id DESC);

-- 退款管理: a deduction against an enterprise's wallet, asked for by staff and decided once by the approver roles of
-- the approval type `chargeback` (D51's model; finance as seeded). Approving it debits the wallet and writes the bill
-- line (type 3, linked here) in one transaction; an amount above the balance is refused on asking and on approving.
CREATE TABLE ent_chargeback (
  chargeback_id     INTEGER PRIMARY KEY,
  enterprise_id     INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
  reason            TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
  applicant_user_id INTEGER NOT NULL,
  apply_by          TEXT NOT NULL,
  apply_time        TEXT NOT NULL,
  remark            TEXT,
  decided_by        TEXT,
  decided_user_id   INTEGER,
  decide_time       TEXT,
  detailed_id       INTEGER REFERENCES enterprise_detailed(enterprise_detailed_id),
  CHECK (state <> 'approved' OR detailed_id IS NOT NULL)
);
CREATE INDEX ent_chargeback_time ON ent_chargeback (apply_time DESC, chargeback_id DESC);
CREATE INDEX ent_chargeback_enterprise ON ent_chargeback (enterprise_id, state);

-- The approval model takes the type: the table is rebuilt with the CHECK widened (its rows kept; D59's `examResult`
-- comes before).
CREATE TABLE approval_model_new (
  approval_type TEXT PRIMARY KEY
    CHECK (approval_type IN ('increase', 'accessories', 'leave', 'marginReturn', 'examResult', 'chargeback')),
  approver_code TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  update_by     TEXT,
  update_time   TEXT
);
INSERT INTO approval_model_new SELECT approval_type, approver_code, version, update_by, update_time FROM approval_model;
DROP TABLE approval_model;
ALTER TABLE approval_model_new RENAME TO approval_model;
INSERT INTO approval_model (approval_type, approver_code) VALUES ('chargeback', 'enterprise:chargeback:approve');

-- A database seeded before: the codes as buttons of their screens, granted as a fresh seed grants them, then the
-- approver roles of `chargeback`: the roles holding its approver code.
CREATE TEMP TABLE d63_button (screen TEXT, code TEXT, name TEXT, num INTEGER);
INSERT INTO d63_button VALUES
  ('districtPrice', 'enterprise:districtprice:list', '区域价格查询', 1),
  ('districtPrice', 'enterprise:districtprice:edit', '区域价格维护', 2),
  ('districtPrice', 'enterprise:districtprice:remove', '区域价格删除', 3),
  ('chargeback', 'enterprise:chargeback:list', '扣款查询', 1),
  ('chargeback', 'enterprise:chargeback:apply', '申请扣款', 2),
  ('chargeback', 'enterprise:chargeback:approve', '扣款审批', 3),
  ('processInstance', 'enterprise:process:list', '流程实例查询', 1);
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) FROM sys_menu) + ROW_NUMBER() OVER (ORDER BY b.screen, b.num), m.menu_id, b.name, b.code,
    'F', NULL, '', '0', b.num, b.code
  FROM d63_button b JOIN sys_menu m ON m.menu_key = b.screen AND m.menu_type = 'C'
  WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.menu_key = b.code);
DROP TABLE d63_button;
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'enterprise:districtprice:list' AS code UNION ALL SELECT 'enterprise:districtprice:edit' UNION ALL
     SELECT 'enterprise:districtprice:remove' UNION ALL SELECT 'enterprise:chargeback:list' UNION ALL
     SELECT 'enterprise:chargeback:apply' UNION ALL SELECT 'enterprise:chargeback:approve' UNION ALL
     SELECT 'enterprise:process:list') c
  WHERE r.role_key = 'admin';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'enterprise:districtprice:list' AS code UNION ALL SELECT 'enterprise:districtprice:edit' UNION ALL
     SELECT 'enterprise:districtprice:remove' UNION ALL SELECT 'enterprise:chargeback:list' UNION ALL
     SELECT 'enterprise:chargeback:apply' UNION ALL SELECT 'enterprise:process:list' UNION ALL
     SELECT 'workflow:model:list') c
  WHERE r.role_key = 'market';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'enterprise:chargeback:list' AS code UNION ALL SELECT 'enterprise:chargeback:approve' UNION ALL
     SELECT 'enterprise:process:list') c
  WHERE r.role_key = 'finance';
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'enterprise:districtprice:list' AS code UNION ALL SELECT 'enterprise:chargeback:list' UNION ALL
     SELECT 'enterprise:process:list') c
  WHERE r.role_key = 'enterprise';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key IN ('finance', 'enterprise') AND m.menu_key IN ('chargeback', 'processInstance') AND m.menu_type = 'C';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key = 'enterprise' AND m.menu_key = 'districtPrice' AND m.menu_type = 'C';
INSERT OR IGNORE INTO approval_model_role (approval_type, role_id)
  SELECT 'chargeback', b.role_id FROM sys_role_button b WHERE b.button = 'enterprise:chargeback:approve';
