-- D66 (issue 18): 图片管理 — an enterprise's pictures. Each is one stored file of the file storage (D47, dfs_file)
-- with a label and a title; the file cannot be removed while the picture names it (no cascade).
CREATE TABLE ent_image (
  image_id      INTEGER PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id) ON DELETE CASCADE,
  file_id       INTEGER NOT NULL UNIQUE REFERENCES dfs_file(file_id),
  label         TEXT NOT NULL CHECK (label IN ('storefront', 'product', 'installExample', 'other')),
  title         TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 50),
  create_by     TEXT NOT NULL,
  create_time   TEXT NOT NULL,
  update_by     TEXT,
  update_time   TEXT
);
CREATE INDEX ent_image_enterprise ON ent_image (enterprise_id, create_time);

-- A database seeded before this migration: the codes under the screen (a new one gets them from the seed), granted
-- to the administrator's and the market role and to the enterprise role (the server keeps an enterprise user to
-- its own enterprise), and the screen on the enterprise role's menu.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '图片查询', 'enterprise:image:list', 'F', NULL, '', '0', 1, 'enterprise:image:list'
  FROM sys_menu WHERE menu_key = 'images' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:image:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '上传图片', 'enterprise:image:add', 'F', NULL, '', '0', 2, 'enterprise:image:add'
  FROM sys_menu WHERE menu_key = 'images' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:image:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '修改图片', 'enterprise:image:edit', 'F', NULL, '', '0', 3, 'enterprise:image:edit'
  FROM sys_menu WHERE menu_key = 'images' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:image:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '删除图片', 'enterprise:image:remove', 'F', NULL, '', '0', 4, 'enterprise:image:remove'
  FROM sys_menu WHERE menu_key = 'images' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:image:remove');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'enterprise:image:list' AS code
    UNION ALL SELECT 'enterprise:image:add'
    UNION ALL SELECT 'enterprise:image:edit'
    UNION ALL SELECT 'enterprise:image:remove'
  ) c WHERE (r.role_key IN ('admin', 'market') AND r.enterprise_id IS NULL) OR r.role_key = 'enterprise';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_key = 'images' AND m.menu_type = 'C'
  WHERE r.role_key = 'enterprise';
