-- D62 (issue 18 `blacklist`, `problemList`, `database`, `enterpriseAccount`): an enterprise's blacklist, the problems
-- reported on its orders and its customer database; staff's codes for every enterprise's accounts (no table: they are
-- D45's sys_user rows).
-- A blacklist entry names a phone, an address (area and detailed address) or both; while it is in force
-- (forbidden_status 0) the server's order creation (core/orderStore.ts insertOrder) refuses an order of the
-- enterprise whose customer phone or service address matches it, naming the entry's reason. The phone is
-- kept as digits only, the detailed address without blanks and in lower case (phone_key, address_key), so that
-- `138 0013 8000` and `13800138000` are the same customer.
CREATE TABLE ent_blacklist (
  blacklist_id     INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  customer_name    TEXT NOT NULL DEFAULT '',
  phone            TEXT NOT NULL DEFAULT '',
  phone_key        TEXT NOT NULL DEFAULT '',
  province_code    TEXT NOT NULL DEFAULT '',
  city_code        TEXT NOT NULL DEFAULT '',
  area_code        TEXT NOT NULL DEFAULT '',
  detailed_address TEXT NOT NULL DEFAULT '',
  address_key      TEXT NOT NULL DEFAULT '',
  reason           TEXT NOT NULL,
  forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL DEFAULT '',
  create_time      TEXT,
  CHECK (phone_key <> '' OR (area_code <> '' AND address_key <> ''))
);
CREATE UNIQUE INDEX ent_blacklist_phone ON ent_blacklist (enterprise_id, phone_key) WHERE phone_key <> '';
CREATE UNIQUE INDEX ent_blacklist_address ON ent_blacklist (enterprise_id, area_code, address_key)
  WHERE address_key <> '' AND phone_key = '';
CREATE INDEX ent_blacklist_address_match ON ent_blacklist (enterprise_id, area_code, address_key);

-- A problem reported on an enterprise's order or installation: open until handled with a result.
CREATE TABLE ent_problem (
  problem_id    INTEGER PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  order_id      INTEGER REFERENCES work_order(order_id),
  category      TEXT NOT NULL CHECK (category IN ('install', 'product', 'service', 'other')),
  description   TEXT NOT NULL,
  state         TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'handled')),
  result        TEXT NOT NULL DEFAULT '',
  handled_by    TEXT NOT NULL DEFAULT '',
  handled_time  TEXT,
  create_by     TEXT NOT NULL DEFAULT '',
  create_time   TEXT NOT NULL,
  CHECK (state = 'open' OR result <> '')
);
CREATE INDEX ent_problem_enterprise ON ent_problem (enterprise_id, state);
CREATE INDEX ent_problem_order ON ent_problem (order_id) WHERE order_id IS NOT NULL;

-- The customer database (资料库): one customer per phone in an enterprise (phone_key: its digits), fed by the
-- enterprise's orders — insertOrder adds the customer or brings its name and address to the latest order's and counts
-- the order. A customer added by hand has no orders until one comes.
CREATE TABLE ent_customer (
  customer_id      INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  customer_name    TEXT NOT NULL DEFAULT '',
  phone            TEXT NOT NULL,
  phone_key        TEXT NOT NULL CHECK (phone_key <> ''),
  province_code    TEXT NOT NULL DEFAULT '',
  city_code        TEXT NOT NULL DEFAULT '',
  area_code        TEXT NOT NULL DEFAULT '',
  detailed_address TEXT NOT NULL DEFAULT '',
  order_count      INTEGER NOT NULL DEFAULT 0 CHECK (order_count >= 0),
  last_order_time  TEXT,
  remark           TEXT NOT NULL DEFAULT '',
  create_time      TEXT
);
CREATE UNIQUE INDEX ent_customer_phone ON ent_customer (enterprise_id, phone_key);
CREATE INDEX ent_customer_last_order ON ent_customer (enterprise_id, last_order_time);

-- The customers of the orders already there: the latest order of each phone names them.
INSERT INTO ent_customer (enterprise_id, customer_name, phone, phone_key, province_code, city_code, area_code,
    detailed_address, order_count, last_order_time, create_time)
  SELECT o.enterprise_id, o.customer_name, o.customer_mobile, k.phone_key, o.province_code, o.city_code, o.area_code,
    o.detailed_address, k.orders, k.last_time, k.first_time
  FROM (SELECT enterprise_id, replace(replace(customer_mobile, '-', ''), ' ', '') AS phone_key, COUNT(*) AS orders,
          MAX(create_time) AS last_time, MIN(create_time) AS first_time, MAX(order_id) AS last_id
        FROM work_order GROUP BY enterprise_id, phone_key) k
  JOIN work_order o ON o.order_id = k.last_id
  WHERE k.phone_key <> '' AND EXISTS (SELECT 1 FROM ent_enterprise e WHERE e.enterprise_id = k.enterprise_id);

-- A database seeded before this migration: the codes under their screens (a new one gets them from the seed),
-- the administrator's and the market role the blacklist, problem, customer and account codes (market without full phones:
-- it sees them masked); the enterprise role the three screens, its blacklist and customer codes and reporting
-- problems (the server keeps an enterprise user to its own enterprise).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '黑名单查询', 'enterprise:blacklist:list', 'F', NULL, '', '0', 1, 'enterprise:blacklist:list'
  FROM sys_menu WHERE menu_key = 'blacklist' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:blacklist:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '黑名单维护', 'enterprise:blacklist:edit', 'F', NULL, '', '0', 2, 'enterprise:blacklist:edit'
  FROM sys_menu WHERE menu_key = 'blacklist' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:blacklist:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '黑名单删除', 'enterprise:blacklist:remove', 'F', NULL, '', '0', 3, 'enterprise:blacklist:remove'
  FROM sys_menu WHERE menu_key = 'blacklist' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:blacklist:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '问题查询', 'enterprise:problem:list', 'F', NULL, '', '0', 1, 'enterprise:problem:list'
  FROM sys_menu WHERE menu_key = 'problemList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:problem:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '问题上报', 'enterprise:problem:add', 'F', NULL, '', '0', 2, 'enterprise:problem:add'
  FROM sys_menu WHERE menu_key = 'problemList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:problem:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '问题处理', 'enterprise:problem:handle', 'F', NULL, '', '0', 3, 'enterprise:problem:handle'
  FROM sys_menu WHERE menu_key = 'problemList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:problem:handle');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客户资料查询', 'enterprise:database:list', 'F', NULL, '', '0', 1, 'enterprise:database:list'
  FROM sys_menu WHERE menu_key = 'database' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:database:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客户资料维护', 'enterprise:database:edit', 'F', NULL, '', '0', 2, 'enterprise:database:edit'
  FROM sys_menu WHERE menu_key = 'database' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:database:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '查看完整电话', 'enterprise:database:phone', 'F', NULL, '', '0', 3, 'enterprise:database:phone'
  FROM sys_menu WHERE menu_key = 'database' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:database:phone');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客户资料导出', 'enterprise:database:export', 'F', NULL, '', '0', 4, 'enterprise:database:export'
  FROM sys_menu WHERE menu_key = 'database' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:database:export');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '企业账号查询', 'enterprise:account:list', 'F', NULL, '', '0', 1, 'enterprise:account:list'
  FROM sys_menu WHERE menu_key = 'enterpriseAccount' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:account:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '停用/启用/解锁账号', 'enterprise:account:edit', 'F', NULL, '', '0', 2, 'enterprise:account:edit'
  FROM sys_menu WHERE menu_key = 'enterpriseAccount' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:account:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '重置账号密码', 'enterprise:account:resetPwd', 'F', NULL, '', '0', 3, 'enterprise:account:resetPwd'
  FROM sys_menu WHERE menu_key = 'enterpriseAccount' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:account:resetPwd');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'enterprise:blacklist:list' AS code
    UNION ALL SELECT 'enterprise:blacklist:edit'
    UNION ALL SELECT 'enterprise:blacklist:remove'
    UNION ALL SELECT 'enterprise:problem:list'
    UNION ALL SELECT 'enterprise:problem:add'
    UNION ALL SELECT 'enterprise:problem:handle'
    UNION ALL SELECT 'enterprise:database:list'
    UNION ALL SELECT 'enterprise:database:export'
    UNION ALL SELECT 'enterprise:account:list'
    UNION ALL SELECT 'enterprise:account:edit'
    UNION ALL SELECT 'enterprise:account:resetPwd'
  ) c WHERE r.role_key IN ('admin', 'market') AND r.enterprise_id IS NULL;
-- The full phones of the customer database: the administrator's role (market sees them masked).
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'enterprise:database:edit' AS code
    UNION ALL SELECT 'enterprise:database:phone'
  ) c WHERE r.role_key = 'admin' AND r.enterprise_id IS NULL;
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'enterprise:blacklist:list' AS code
    UNION ALL SELECT 'enterprise:blacklist:edit'
    UNION ALL SELECT 'enterprise:blacklist:remove'
    UNION ALL SELECT 'enterprise:problem:list'
    UNION ALL SELECT 'enterprise:problem:add'
    UNION ALL SELECT 'enterprise:database:list'
    UNION ALL SELECT 'enterprise:database:edit'
    UNION ALL SELECT 'enterprise:database:phone'
    UNION ALL SELECT 'enterprise:database:export'
  ) c WHERE r.role_key = 'enterprise';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key IN ('blacklist', 'problemList', 'database') AND m.menu_type = 'C'
  WHERE r.role_key = 'enterprise';
