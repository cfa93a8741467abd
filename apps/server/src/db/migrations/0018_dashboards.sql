-- D44 (issue 18): the staff dashboards 工作空间 (workplace) and 数据中心 (dataCentre).
-- The workplace lists the caller's own latest steps of the operation log, which names its author by login name.
CREATE INDEX IF NOT EXISTS sys_oper_log_name_time ON sys_oper_log (oper_name, oper_time DESC);

-- Their codes under their screens, granted to the staff roles that have the screens (a database seeded before this
-- migration; a new one gets both from the seed, this file then finds no menu to attach them to yet).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '工作空间查看', 'dashboard:workplace:view', 'F', NULL, '', '0', 1,
    'dashboard:workplace:view'
  FROM sys_menu WHERE menu_key = 'workplace' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'dashboard:workplace:view');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '数据中心查看', 'dashboard:datacentre:view', 'F', NULL, '', '0', 1,
    'dashboard:datacentre:view'
  FROM sys_menu WHERE menu_key = 'dataCentre' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'dashboard:datacentre:view');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'dashboard:workplace:view' FROM sys_role WHERE role_key IN ('admin', 'dispatcher', 'market', 'finance', 'technical');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'dashboard:datacentre:view' FROM sys_role WHERE role_key IN ('admin', 'dispatcher', 'market', 'finance');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_key = 'workplace' AND m.menu_type = 'C'
  WHERE r.role_key IN ('dispatcher', 'market', 'finance', 'technical');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_key = 'dataCentre' AND m.menu_type = 'C'
  WHERE r.role_key IN ('dispatcher', 'market', 'finance');
