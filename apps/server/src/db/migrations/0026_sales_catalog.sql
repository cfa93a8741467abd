-- D53 (issue 18 `shop`, `supplier`, `channel`, `source`): an enterprise's sales catalogue. Every row belongs to one
-- enterprise; names (and codes) are unique within it, case-insensitively; forbidden_status 1 = disabled. A shop may
-- belong to one of the enterprise's channels; an order may name its shop and its source (work_order.shop_id,
-- work_order.source_id), which keeps both from being deleted (the routes say so first).
CREATE TABLE ent_channel (
  channel_id       INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  channel_code     TEXT NOT NULL,
  channel_name     TEXT NOT NULL,
  forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL DEFAULT '',
  create_time      TEXT
);
CREATE UNIQUE INDEX ent_channel_code ON ent_channel (enterprise_id, channel_code COLLATE NOCASE);
CREATE UNIQUE INDEX ent_channel_name ON ent_channel (enterprise_id, channel_name COLLATE NOCASE);

CREATE TABLE ent_shop (
  shop_id          INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  shop_name        TEXT NOT NULL,
  channel_id       INTEGER REFERENCES ent_channel(channel_id),
  contact_name     TEXT NOT NULL DEFAULT '',
  phone            TEXT NOT NULL DEFAULT '',
  province_code    TEXT NOT NULL,
  city_code        TEXT NOT NULL,
  area_code        TEXT NOT NULL,
  detailed_address TEXT NOT NULL DEFAULT '',
  forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL DEFAULT '',
  create_time      TEXT
);
CREATE UNIQUE INDEX ent_shop_name ON ent_shop (enterprise_id, shop_name COLLATE NOCASE);
CREATE INDEX ent_shop_channel ON ent_shop (channel_id) WHERE channel_id IS NOT NULL;

CREATE TABLE ent_supplier (
  supplier_id      INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  supplier_name    TEXT NOT NULL,
  contact_name     TEXT NOT NULL DEFAULT '',
  phone            TEXT NOT NULL DEFAULT '',
  address          TEXT NOT NULL DEFAULT '',
  forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL DEFAULT '',
  create_time      TEXT
);
CREATE UNIQUE INDEX ent_supplier_name ON ent_supplier (enterprise_id, supplier_name COLLATE NOCASE);

CREATE TABLE ent_order_source (
  source_id        INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  source_code      TEXT NOT NULL,
  source_name      TEXT NOT NULL,
  forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL DEFAULT '',
  create_time      TEXT
);
CREATE UNIQUE INDEX ent_order_source_code ON ent_order_source (enterprise_id, source_code COLLATE NOCASE);
CREATE UNIQUE INDEX ent_order_source_name ON ent_order_source (enterprise_id, source_name COLLATE NOCASE);

-- The order names its shop and its source (both optional: orders before D53 name neither).
ALTER TABLE work_order ADD COLUMN shop_id INTEGER REFERENCES ent_shop(shop_id);
ALTER TABLE work_order ADD COLUMN source_id INTEGER REFERENCES ent_order_source(source_id);
CREATE INDEX work_order_shop ON work_order (shop_id) WHERE shop_id IS NOT NULL;
CREATE INDEX work_order_source ON work_order (source_id) WHERE source_id IS NOT NULL;

-- A database seeded before this migration: the codes under their screens (a new one gets them from the seed),
-- every code to the administrator's and the market role, and the four screens with their codes to the enterprise
-- role (the server keeps an enterprise user to its own enterprise).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '门店查询', 'enterprise:shop:list', 'F', NULL, '', '0', 1, 'enterprise:shop:list'
  FROM sys_menu WHERE menu_key = 'shop' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:shop:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '门店维护', 'enterprise:shop:edit', 'F', NULL, '', '0', 2, 'enterprise:shop:edit'
  FROM sys_menu WHERE menu_key = 'shop' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:shop:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '门店删除', 'enterprise:shop:remove', 'F', NULL, '', '0', 3, 'enterprise:shop:remove'
  FROM sys_menu WHERE menu_key = 'shop' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:shop:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '供应商查询', 'enterprise:supplier:list', 'F', NULL, '', '0', 1, 'enterprise:supplier:list'
  FROM sys_menu WHERE menu_key = 'supplier' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:supplier:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '供应商维护', 'enterprise:supplier:edit', 'F', NULL, '', '0', 2, 'enterprise:supplier:edit'
  FROM sys_menu WHERE menu_key = 'supplier' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:supplier:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '供应商删除', 'enterprise:supplier:remove', 'F', NULL, '', '0', 3, 'enterprise:supplier:remove'
  FROM sys_menu WHERE menu_key = 'supplier' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:supplier:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '渠道查询', 'enterprise:channel:list', 'F', NULL, '', '0', 1, 'enterprise:channel:list'
  FROM sys_menu WHERE menu_key = 'channel' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:channel:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '渠道维护', 'enterprise:channel:edit', 'F', NULL, '', '0', 2, 'enterprise:channel:edit'
  FROM sys_menu WHERE menu_key = 'channel' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:channel:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '渠道删除', 'enterprise:channel:remove', 'F', NULL, '', '0', 3, 'enterprise:channel:remove'
  FROM sys_menu WHERE menu_key = 'channel' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:channel:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '来源查询', 'enterprise:source:list', 'F', NULL, '', '0', 1, 'enterprise:source:list'
  FROM sys_menu WHERE menu_key = 'source' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:source:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '来源维护', 'enterprise:source:edit', 'F', NULL, '', '0', 2, 'enterprise:source:edit'
  FROM sys_menu WHERE menu_key = 'source' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:source:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '来源删除', 'enterprise:source:remove', 'F', NULL, '', '0', 3, 'enterprise:source:remove'
  FROM sys_menu WHERE menu_key = 'source' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:source:remove');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'enterprise:shop:list' AS code
    UNION ALL SELECT 'enterprise:shop:edit'
    UNION ALL SELECT 'enterprise:shop:remove'
    UNION ALL SELECT 'enterprise:supplier:list'
    UNION ALL SELECT 'enterprise:supplier:edit'
    UNION ALL SELECT 'enterprise:supplier:remove'
    UNION ALL SELECT 'enterprise:channel:list'
    UNION ALL SELECT 'enterprise:channel:edit'
    UNION ALL SELECT 'enterprise:channel:remove'
    UNION ALL SELECT 'enterprise:source:list'
    UNION ALL SELECT 'enterprise:source:edit'
    UNION ALL SELECT 'enterprise:source:remove'
  ) c WHERE r.role_key IN ('admin', 'market', 'enterprise');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key IN ('shop', 'supplier', 'channel', 'source') AND m.menu_type = 'C'
  WHERE r.role_key = 'enterprise';
