-- D49 (issue 18): the screens 企业用户 (enterpriseUser) and 企业角色 (enterpriseRole) exist now. They serve enterprise
-- administrators only (D45: every other caller is refused), so in a database seeded before this migration the
-- enterprise users' platform role (key 'enterprise', 31) gains them and the seeded staff roles that had them through
-- their whole tree (admin, market) lose them: no menu entry leads to a refusal. A new database gets the same from the
-- seed (this file then finds nothing to change).
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_key IN ('enterpriseUser', 'enterpriseRole')
    AND m.menu_type = 'C'
  WHERE r.role_key = 'enterprise' AND r.enterprise_id IS NULL;
DELETE FROM sys_role_menu
  WHERE menu_id IN (SELECT menu_id FROM sys_menu WHERE menu_key IN ('enterpriseUser', 'enterpriseRole') AND menu_type = 'C')
    AND role_id IN (SELECT role_id FROM sys_role WHERE role_key IN ('admin', 'market') AND enterprise_id IS NULL);
