-- D41 (issue 17): the side paths of an order as screens. 订单进度 (orderCourse) looks an order's course up by its
-- number, scoped by the server; databases seeded before it grant the screen to enterprise users, masters and team
-- heads as a fresh seed does (the dispatch supervisor holds every order screen already). No schema change: the
-- lists read work_order and its course (work_order_course).
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_key = 'orderCourse' AND m.menu_type = 'C'
  WHERE r.role_key IN ('enterprise', 'master', 'teamHead');
