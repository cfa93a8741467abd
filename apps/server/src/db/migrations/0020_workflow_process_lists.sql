-- D46 (issue 17): 运行中的流程 and 已结束的流程 list every approval request by state behind the code workflow:process:list.
-- A database seeded before this migration gets the code under 运行中的流程, granted to admin and the dispatcher with both
-- menus; a new one gets them from the seed (this file then finds the code there already).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '流程查询', 'workflow:process:list', 'F', NULL, '', '0', 1,
    'workflow:process:list'
  FROM sys_menu WHERE menu_key = 'processRunning' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'workflow:process:list');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'workflow:process:list' FROM sys_role WHERE role_key IN ('admin', 'dispatcher');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m
    ON m.menu_key IN ('processRunning', 'processFinished') AND m.menu_type = 'C'
  WHERE r.role_key = 'dispatcher';
