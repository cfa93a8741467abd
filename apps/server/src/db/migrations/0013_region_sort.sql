-- D39 (issue 18 `district`): cities and areas get an order among their siblings, as provinces have had since
-- 0003; the region pickers and the 地区管理 screen list each level by sort, then code. Existing rows keep 0,
-- so their order (by code) is unchanged.
ALTER TABLE bd_city ADD COLUMN sort INTEGER NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999);
ALTER TABLE bd_area ADD COLUMN sort INTEGER NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999);

-- A database seeded before this migration: the 服务监控 title of `process` (it read 流程管理) and the button
-- codes of D39 under their screens, granted to the administrator's role (a new database gets them from the seed).
UPDATE sys_menu SET menu_name = '服务监控' WHERE menu_key = 'process' AND menu_type = 'C' AND menu_name = '流程管理';
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '部门新增', 'system:dept:add', 'F', NULL, '', '0', 2, 'system:dept:add'
  FROM sys_menu WHERE menu_key = 'dept' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:dept:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '部门修改', 'system:dept:edit', 'F', NULL, '', '0', 3, 'system:dept:edit'
  FROM sys_menu WHERE menu_key = 'dept' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:dept:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '部门删除', 'system:dept:remove', 'F', NULL, '', '0', 4, 'system:dept:remove'
  FROM sys_menu WHERE menu_key = 'dept' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:dept:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '地区查询', 'system:district:list', 'F', NULL, '', '0', 1, 'system:district:list'
  FROM sys_menu WHERE menu_key = 'district' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:district:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '地区新增', 'system:district:add', 'F', NULL, '', '0', 2, 'system:district:add'
  FROM sys_menu WHERE menu_key = 'district' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:district:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '地区修改', 'system:district:edit', 'F', NULL, '', '0', 3, 'system:district:edit'
  FROM sys_menu WHERE menu_key = 'district' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:district:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '地区删除', 'system:district:remove', 'F', NULL, '', '0', 4, 'system:district:remove'
  FROM sys_menu WHERE menu_key = 'district' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:district:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '服务监控查看', 'monitor:server:view', 'F', NULL, '', '0', 1, 'monitor:server:view'
  FROM sys_menu WHERE menu_key = 'process' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'monitor:server:view');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'system:dept:add' AS code
    UNION ALL SELECT 'system:dept:edit'
    UNION ALL SELECT 'system:dept:remove'
    UNION ALL SELECT 'system:district:list'
    UNION ALL SELECT 'system:district:add'
    UNION ALL SELECT 'system:district:edit'
    UNION ALL SELECT 'system:district:remove'
    UNION ALL SELECT 'monitor:server:view'
  ) c WHERE r.role_key = 'admin';
