-- D61 (issue 18 `accessories`, `commodity`, `stockParts`, `storageRecord`, `partsOrder`): an enterprise's parts.
-- The accessory catalogue (配件管理) is ent_accessory_price itself: the rows tab 2 of the enterprise dialog prices
-- (its threshold and remark stay editable there); it gains a state (forbidden_status 1 = disabled: tab 2 and new
-- stock lines and parts orders no longer offer it) and who added it when.
ALTER TABLE ent_accessory_price ADD COLUMN forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1));
ALTER TABLE ent_accessory_price ADD COLUMN create_by TEXT NOT NULL DEFAULT '';
ALTER TABLE ent_accessory_price ADD COLUMN create_time TEXT;
CREATE UNIQUE INDEX ent_accessory_price_name
  ON ent_accessory_price (enterprise_id, accessory_name COLLATE NOCASE, accessory_specification COLLATE NOCASE);

-- Commodities (商品管理): the code is unique in the enterprise; a commodity may come from one of its suppliers (D53).
CREATE TABLE ent_commodity (
  commodity_id     INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  commodity_code   TEXT NOT NULL,
  commodity_name   TEXT NOT NULL,
  brand_name       TEXT NOT NULL DEFAULT '',
  model_name       TEXT NOT NULL DEFAULT '',
  unit             TEXT NOT NULL DEFAULT '件',
  price_cents      INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  supplier_id      INTEGER REFERENCES ent_supplier(supplier_id),
  forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1)),
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL DEFAULT '',
  create_time      TEXT
);
CREATE UNIQUE INDEX ent_commodity_code ON ent_commodity (enterprise_id, commodity_code COLLATE NOCASE);
CREATE INDEX ent_commodity_supplier ON ent_commodity (supplier_id) WHERE supplier_id IS NOT NULL;

-- Stock lines (库存配件): an accessory in a warehouse, or with a master; the quantity changes only through a move
-- (ent_storage_record, same transaction) and is never negative.
CREATE TABLE ent_stock_part (
  stock_id         INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  accessory_id     INTEGER NOT NULL REFERENCES ent_accessory_price(enterprise_accessory_id),
  warehouse        TEXT NOT NULL,
  master_id        INTEGER REFERENCES master(master_id),
  quantity         INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  warn_quantity    INTEGER NOT NULL DEFAULT 0 CHECK (warn_quantity >= 0),
  update_time      TEXT
);
CREATE UNIQUE INDEX ent_stock_part_place
  ON ent_stock_part (accessory_id, warehouse COLLATE NOCASE, IFNULL(master_id, 0));
CREATE INDEX ent_stock_part_enterprise ON ent_stock_part (enterprise_id, stock_id DESC);

-- Parts orders (配件订单): status 0 pending, 1 shipped, 2 received, 3 cancelled; an order's parts name the order.
CREATE TABLE ent_parts_order (
  parts_order_id   INTEGER PRIMARY KEY,
  parts_order_no   TEXT NOT NULL UNIQUE,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  accessory_id     INTEGER NOT NULL REFERENCES ent_accessory_price(enterprise_accessory_id),
  quantity         INTEGER NOT NULL CHECK (quantity >= 1),
  purpose          TEXT NOT NULL CHECK (purpose IN ('order', 'restock')),
  order_id         INTEGER REFERENCES work_order(order_id),
  warehouse        TEXT NOT NULL,
  supplier_id      INTEGER REFERENCES ent_supplier(supplier_id),
  status           INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  express_no       TEXT NOT NULL DEFAULT '',
  cancel_reason    TEXT NOT NULL DEFAULT '',
  remark           TEXT NOT NULL DEFAULT '',
  create_by        TEXT NOT NULL,
  create_time      TEXT NOT NULL,
  ship_time        TEXT,
  receive_time     TEXT,
  CHECK ((purpose = 'order') = (order_id IS NOT NULL))
);
CREATE INDEX ent_parts_order_enterprise ON ent_parts_order (enterprise_id, status, parts_order_id DESC);

-- Stock moves (入库记录): kept for ever (a wrong move is corrected by one the other way); balance is the line's
-- quantity after the move.
CREATE TABLE ent_storage_record (
  record_id        INTEGER PRIMARY KEY,
  enterprise_id    INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  stock_id         INTEGER NOT NULL REFERENCES ent_stock_part(stock_id),
  direction        TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  reason           TEXT NOT NULL CHECK (
                     (direction = 'in' AND reason IN ('purchase', 'return', 'partsOrder'))
                     OR (direction = 'out' AND reason IN ('order', 'loss'))),
  quantity         INTEGER NOT NULL CHECK (quantity >= 1),
  balance          INTEGER NOT NULL CHECK (balance >= 0),
  supplier_id      INTEGER REFERENCES ent_supplier(supplier_id),
  order_id         INTEGER REFERENCES work_order(order_id),
  parts_order_id   INTEGER REFERENCES ent_parts_order(parts_order_id),
  remark           TEXT NOT NULL DEFAULT '',
  operate_by       TEXT NOT NULL,
  operate_user_id  INTEGER,
  operate_time     TEXT NOT NULL
);
CREATE INDEX ent_storage_record_enterprise ON ent_storage_record (enterprise_id, record_id DESC);
CREATE INDEX ent_storage_record_stock ON ent_storage_record (stock_id);

-- A database seeded before this migration: the codes under their screens (a new one gets them from the seed),
-- every code to the administrator's and the market role, and the five screens with their codes to the enterprise
-- role (the server keeps an enterprise user to its own enterprise).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '配件查询', 'enterprise:accessory:list', 'F', NULL, '', '0', 1, 'enterprise:accessory:list'
  FROM sys_menu WHERE menu_key = 'accessories' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:accessory:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '配件维护', 'enterprise:accessory:edit', 'F', NULL, '', '0', 2, 'enterprise:accessory:edit'
  FROM sys_menu WHERE menu_key = 'accessories' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:accessory:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '配件删除', 'enterprise:accessory:remove', 'F', NULL, '', '0', 3, 'enterprise:accessory:remove'
  FROM sys_menu WHERE menu_key = 'accessories' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:accessory:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '商品查询', 'enterprise:commodity:list', 'F', NULL, '', '0', 1, 'enterprise:commodity:list'
  FROM sys_menu WHERE menu_key = 'commodity' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:commodity:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '商品维护', 'enterprise:commodity:edit', 'F', NULL, '', '0', 2, 'enterprise:commodity:edit'
  FROM sys_menu WHERE menu_key = 'commodity' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:commodity:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '商品删除', 'enterprise:commodity:remove', 'F', NULL, '', '0', 3, 'enterprise:commodity:remove'
  FROM sys_menu WHERE menu_key = 'commodity' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:commodity:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '库存查询', 'enterprise:stock:list', 'F', NULL, '', '0', 1, 'enterprise:stock:list'
  FROM sys_menu WHERE menu_key = 'stockParts' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:stock:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '库存维护', 'enterprise:stock:edit', 'F', NULL, '', '0', 2, 'enterprise:stock:edit'
  FROM sys_menu WHERE menu_key = 'stockParts' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:stock:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '出入库', 'enterprise:stock:move', 'F', NULL, '', '0', 3, 'enterprise:stock:move'
  FROM sys_menu WHERE menu_key = 'stockParts' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:stock:move');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '入库记录查询', 'enterprise:storage:list', 'F', NULL, '', '0', 1, 'enterprise:storage:list'
  FROM sys_menu WHERE menu_key = 'storageRecord' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:storage:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '配件订单查询', 'enterprise:partsorder:list', 'F', NULL, '', '0', 1, 'enterprise:partsorder:list'
  FROM sys_menu WHERE menu_key = 'partsOrder' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:partsorder:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '配件订单申请', 'enterprise:partsorder:add', 'F', NULL, '', '0', 2, 'enterprise:partsorder:add'
  FROM sys_menu WHERE menu_key = 'partsOrder' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:partsorder:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '配件订单发货', 'enterprise:partsorder:ship', 'F', NULL, '', '0', 3, 'enterprise:partsorder:ship'
  FROM sys_menu WHERE menu_key = 'partsOrder' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:partsorder:ship');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '配件订单收货', 'enterprise:partsorder:receive', 'F', NULL, '', '0', 4, 'enterprise:partsorder:receive'
  FROM sys_menu WHERE menu_key = 'partsOrder' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:partsorder:receive');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'enterprise:accessory:list' AS code
    UNION ALL SELECT 'enterprise:accessory:edit'
    UNION ALL SELECT 'enterprise:accessory:remove'
    UNION ALL SELECT 'enterprise:commodity:list'
    UNION ALL SELECT 'enterprise:commodity:edit'
    UNION ALL SELECT 'enterprise:commodity:remove'
    UNION ALL SELECT 'enterprise:stock:list'
    UNION ALL SELECT 'enterprise:stock:edit'
    UNION ALL SELECT 'enterprise:stock:move'
    UNION ALL SELECT 'enterprise:storage:list'
    UNION ALL SELECT 'enterprise:partsorder:list'
    UNION ALL SELECT 'enterprise:partsorder:add'
    UNION ALL SELECT 'enterprise:partsorder:ship'
    UNION ALL SELECT 'enterprise:partsorder:receive'
  ) c WHERE r.role_key IN ('admin', 'market', 'enterprise');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key IN ('accessories', 'commodity', 'stockParts', 'storageRecord', 'partsOrder') AND m.menu_type = 'C'
  WHERE r.role_key = 'enterprise';
