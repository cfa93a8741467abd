-- D50 (issue 17): customers' ratings of finished orders (订单反馈) and the masters' scores made from them.
-- Staff record one rating per order (1–5 stars, a comment, required at two stars or fewer) on an order the master
-- completed (completed, verified or settled). A master's score (master.score, D38's column) is no longer typed in:
-- the server recomputes it from the newest ratings in the same transaction as each rating (apps/server
-- core/masterScore.ts). The scores a database seeded before carried were made up, so they are cleared here: a
-- master without a rating has no score (暂无评分).

CREATE TABLE order_feedback (
  feedback_id    INTEGER PRIMARY KEY,
  order_id       INTEGER NOT NULL UNIQUE REFERENCES work_order(order_id),
  master_id      INTEGER NOT NULL REFERENCES master(master_id),
  stars          INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment        TEXT NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
  create_by      TEXT NOT NULL,
  create_user_id INTEGER,
  create_time    TEXT NOT NULL,
  CHECK (stars > 2 OR comment <> '')
);
CREATE INDEX order_feedback_master ON order_feedback (master_id, create_time DESC, feedback_id DESC);
CREATE INDEX order_feedback_time ON order_feedback (create_time DESC, feedback_id DESC);

UPDATE master SET score = NULL;

-- The codes under their screens of a database seeded before (a new one gets them from the seed): every code to the
-- administrator and the dispatch supervisor, the ratings' list and recording to the technical-support and customer
-- service role with its menu entry (the supervisor's role already holds every order and master screen).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '评价查询', 'order:feedback:list', 'F', NULL, '', '0', 1,
    'order:feedback:list'
  FROM sys_menu WHERE menu_key = 'feedback' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:feedback:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '记录评价', 'order:feedback:add', 'F', NULL, '', '0', 2,
    'order:feedback:add'
  FROM sys_menu WHERE menu_key = 'feedback' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:feedback:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '评价导出', 'order:feedback:export', 'F', NULL, '', '0', 3,
    'order:feedback:export'
  FROM sys_menu WHERE menu_key = 'feedback' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'order:feedback:export');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '评分查询', 'master:score:list', 'F', NULL, '', '0', 1,
    'master:score:list'
  FROM sys_menu WHERE menu_key = 'masterScore' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:score:list');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:feedback:list' AS code UNION ALL SELECT 'order:feedback:add' UNION ALL SELECT 'order:feedback:export'
     UNION ALL SELECT 'master:score:list') c
  WHERE r.role_key IN ('admin', 'dispatcher');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'order:feedback:list' AS code UNION ALL SELECT 'order:feedback:add' UNION ALL SELECT 'master:score:list') c
  WHERE r.role_key = 'technical';
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key = 'technical' AND m.menu_key IN ('feedback', 'masterScore') AND m.menu_type = 'C';
