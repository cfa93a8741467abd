-- D43 (issue 18 `job`, `config`): the scheduled jobs' pause state and runs, and the system parameters.
-- A job without a row in sys_job is running; a parameter without a row in sys_config has its default.
CREATE TABLE sys_job (
  job_name TEXT PRIMARY KEY,
  paused INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
  update_by TEXT NOT NULL DEFAULT '',
  update_time TEXT NOT NULL DEFAULT ''
);
CREATE TABLE sys_job_run (
  run_id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_name TEXT NOT NULL,
  trigger TEXT NOT NULL CHECK (trigger IN ('schedule', 'manual')),
  started_at_ms INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
  result TEXT NOT NULL CHECK (result IN ('success', 'failure')),
  affected INTEGER NOT NULL DEFAULT 0 CHECK (affected >= 0),
  error TEXT
);
CREATE INDEX sys_job_run_job ON sys_job_run (job_name, run_id);
CREATE TABLE sys_config (
  config_key TEXT PRIMARY KEY,
  config_value TEXT NOT NULL,
  update_by TEXT NOT NULL DEFAULT '',
  update_time TEXT NOT NULL DEFAULT ''
);

-- A database seeded before this migration: the D43 button entries under 定时任务 and 参数设置, granted to the
-- administrator's role (a new database gets them from the seed).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '任务查询', 'monitor:job:list', 'F', NULL, '', '0', 1, 'monitor:job:list'
  FROM sys_menu WHERE menu_key = 'job' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'monitor:job:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '立即执行', 'monitor:job:run', 'F', NULL, '', '0', 2, 'monitor:job:run'
  FROM sys_menu WHERE menu_key = 'job' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'monitor:job:run');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '暂停/恢复', 'monitor:job:changeStatus', 'F', NULL, '', '0', 3, 'monitor:job:changeStatus'
  FROM sys_menu WHERE menu_key = 'job' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'monitor:job:changeStatus');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '参数查询', 'system:config:list', 'F', NULL, '', '0', 1, 'system:config:list'
  FROM sys_menu WHERE menu_key = 'config' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:config:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '参数修改', 'system:config:edit', 'F', NULL, '', '0', 2, 'system:config:edit'
  FROM sys_menu WHERE menu_key = 'config' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:config:edit');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'monitor:job:list' AS code
    UNION ALL SELECT 'monitor:job:run'
    UNION ALL SELECT 'monitor:job:changeStatus'
    UNION ALL SELECT 'system:config:list'
    UNION ALL SELECT 'system:config:edit'
  ) c WHERE r.role_key = 'admin';
