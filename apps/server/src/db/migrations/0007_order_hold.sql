-- D29 (issue 16 item 3): held orders (挂起). A staff member puts a waiting or dispatched order on hold with a
-- reason (waiting for parts, for the customer…); it keeps its status but is out of dispatch until resumed.
ALTER TABLE work_order ADD COLUMN held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
ALTER TABLE work_order ADD COLUMN hold_reason TEXT;
ALTER TABLE work_order ADD COLUMN hold_time TEXT;
ALTER TABLE work_order ADD COLUMN hold_by TEXT;
ALTER TABLE work_order ADD COLUMN hold_user_id INTEGER;
CREATE INDEX work_order_held ON work_order (held, create_time DESC) WHERE held = 1;

-- Who reminded (the reminder list); empty for reminders recorded without one (the list then names the
-- order's enterprise, from whose side reminders come).
ALTER TABLE order_reminder ADD COLUMN remind_by TEXT NOT NULL DEFAULT '';

-- The hold / resume button code, under the order list's screen, granted to every role that may dispatch
-- (a database seeded before this migration; a new one gets both from the seed).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '挂起/恢复', 'order:order:hold', 'F', NULL, '', '0', 6,
    'order:order:hold'
  FROM sys_menu WHERE menu_key = 'orderList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:order:hold');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'order:order:hold' FROM sys_role_button WHERE button = 'order:order:dispatch';
