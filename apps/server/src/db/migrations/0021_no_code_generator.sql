-- D47 (issue 18): 代码生成 (`gen`) is no screen of this console: a code generator has no meaning for a console that
-- is not a code base. It leaves every role's menu of a database seeded before this migration, with its buttons if
-- it had any; the console's registry keeps the key on the 404 page.
DELETE FROM sys_role_menu WHERE menu_id IN (
  SELECT menu_id FROM sys_menu WHERE menu_key = 'gen' AND menu_type = 'C'
  UNION
  SELECT b.menu_id FROM sys_menu b JOIN sys_menu c ON b.parent_id = c.menu_id
  WHERE c.menu_key = 'gen' AND c.menu_type = 'C');
DELETE FROM sys_menu WHERE parent_id IN (SELECT menu_id FROM sys_menu WHERE menu_key = 'gen' AND menu_type = 'C');
DELETE FROM sys_menu WHERE menu_key = 'gen' AND menu_type = 'C';
