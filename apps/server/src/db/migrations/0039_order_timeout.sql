-- D65 (issue 18): 订单超时 — per-enterprise order timeouts, the platform default, and the overdue alerts sent.

-- The platform default (one row): an enterprise without its own row has these hours.
CREATE TABLE order_timeout_default (
  id             INTEGER PRIMARY KEY CHECK (id = 1),
  dispatch_hours INTEGER NOT NULL CHECK (dispatch_hours BETWEEN 1 AND 720),
  arrival_hours  INTEGER NOT NULL CHECK (arrival_hours BETWEEN 1 AND 720),
  finish_hours   INTEGER NOT NULL CHECK (finish_hours BETWEEN 1 AND 720),
  update_by      TEXT,
  update_time    TEXT
);
INSERT INTO order_timeout_default (id, dispatch_hours, arrival_hours, finish_hours) VALUES (1, 2, 24, 48);

-- An enterprise's own timeouts in hours: creation → dispatch, dispatch → check-in on site, check-in → completion.
CREATE TABLE ent_order_timeout (
  enterprise_id  INTEGER PRIMARY KEY REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  dispatch_hours INTEGER NOT NULL CHECK (dispatch_hours BETWEEN 1 AND 720),
  arrival_hours  INTEGER NOT NULL CHECK (arrival_hours BETWEEN 1 AND 720),
  finish_hours   INTEGER NOT NULL CHECK (finish_hours BETWEEN 1 AND 720),
  update_by      TEXT NOT NULL,
  update_time    TEXT NOT NULL
);

-- One live alert per order and stage: the job `orderTimeout` writes a row when it alerts and never alerts that
-- order in that stage again.
CREATE TABLE order_timeout_alert (
  order_id        INTEGER NOT NULL REFERENCES work_order(order_id) ON DELETE CASCADE,
  stage           TEXT NOT NULL CHECK (stage IN ('dispatch', 'arrival', 'finish')),
  alert_time      TEXT NOT NULL,
  overdue_minutes INTEGER NOT NULL CHECK (overdue_minutes >= 1),
  PRIMARY KEY (order_id, stage)
);

-- A database seeded before: the codes as buttons of 订单超时, granted as a fresh seed grants them (the administrator
-- and the dispatch supervisor write, the enterprise user reads), and the screen in their menus.
CREATE TEMP TABLE d65_button (screen TEXT, code TEXT, name TEXT, num INTEGER);
INSERT INTO d65_button VALUES
  ('orderTimeout', 'enterprise:timeout:list', '订单超时查询', 1),
  ('orderTimeout', 'enterprise:timeout:edit', '订单超时设置', 2);
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) FROM sys_menu) + ROW_NUMBER() OVER (ORDER BY b.screen, b.num), m.menu_id, b.name, b.code,
    'F', NULL, '', '0', b.num, b.code
  FROM d65_button b JOIN sys_menu m ON m.menu_key = b.screen AND m.menu_type = 'C'
  WHERE NOT EXISTS (SELECT 1 FROM sys_menu x WHERE x.menu_key = b.code);
DROP TABLE d65_button;
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'enterprise:timeout:list' AS code UNION ALL SELECT 'enterprise:timeout:edit') c
  WHERE r.role_key IN ('admin', 'dispatcher');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, 'enterprise:timeout:list' FROM sys_role r WHERE r.role_key IN ('enterprise', 'market');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key IN ('dispatcher', 'enterprise') AND m.menu_key = 'orderTimeout' AND m.menu_type = 'C';
