-- D64 (issue 18): 权限管理 edits the menu tree (sys_menu), 新消息通知 keeps each user's live-alert choices,
-- 客服记录 keeps the contacts of customer service with end customers about an order; 监控页 gets its code.

-- Each user's choice per kind of live alert (receive, speak), as JSON the domain's AlertSettingsSchema checks;
-- no row: the defaults (every alert, spoken where the spec speaks).
CREATE TABLE IF NOT EXISTS sys_user_alert_settings (
  user_id     INTEGER PRIMARY KEY REFERENCES sys_user(user_id) ON DELETE CASCADE,
  settings    TEXT NOT NULL,
  update_time TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS cs_record (
  record_id     INTEGER PRIMARY KEY,
  order_id      INTEGER NOT NULL REFERENCES work_order(order_id),
  customer_name TEXT NOT NULL,
  customer_mobile TEXT NOT NULL DEFAULT '',
  channel       TEXT NOT NULL CHECK (channel IN ('phone', 'chat', 'visit', 'other')),
  contact_time  TEXT NOT NULL,
  summary       TEXT NOT NULL,
  follow_state  TEXT NOT NULL CHECK (follow_state IN ('pending', 'following', 'closed')),
  follow_note   TEXT NOT NULL DEFAULT '',
  handler_id    INTEGER NOT NULL REFERENCES sys_user(user_id),
  create_time   TEXT NOT NULL,
  update_time   TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cs_record_time ON cs_record (contact_time DESC, record_id DESC);
CREATE INDEX IF NOT EXISTS cs_record_order ON cs_record (order_id);

-- The codes under their screens, granted to the administrator's role (a database seeded before this migration; a
-- new one gets both from the seed, this file then finds no menu to attach them to yet).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '权限查询', 'system:menu:list', 'F', NULL, '', '0', 1, 'system:menu:list'
  FROM sys_menu WHERE menu_key = 'permission' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:menu:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '权限新增', 'system:menu:add', 'F', NULL, '', '0', 2, 'system:menu:add'
  FROM sys_menu WHERE menu_key = 'permission' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:menu:add');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '权限修改', 'system:menu:edit', 'F', NULL, '', '0', 3, 'system:menu:edit'
  FROM sys_menu WHERE menu_key = 'permission' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:menu:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '权限删除', 'system:menu:remove', 'F', NULL, '', '0', 4, 'system:menu:remove'
  FROM sys_menu WHERE menu_key = 'permission' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:menu:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客服记录查询', 'system:csrecord:list', 'F', NULL, '', '0', 1, 'system:csrecord:list'
  FROM sys_menu WHERE menu_key = 'customerServiceRecord' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:csrecord:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客服记录维护', 'system:csrecord:edit', 'F', NULL, '', '0', 2, 'system:csrecord:edit'
  FROM sys_menu WHERE menu_key = 'customerServiceRecord' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:csrecord:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '客服记录删除', 'system:csrecord:remove', 'F', NULL, '', '0', 3, 'system:csrecord:remove'
  FROM sys_menu WHERE menu_key = 'customerServiceRecord' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'system:csrecord:remove');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '监控页查看', 'dashboard:monitor:view', 'F', NULL, '', '0', 1, 'dashboard:monitor:view'
  FROM sys_menu WHERE menu_key = 'monitor' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'dashboard:monitor:view');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r
  JOIN (SELECT 'system:menu:list' AS code UNION ALL SELECT 'system:menu:add' UNION ALL SELECT 'system:menu:edit'
        UNION ALL SELECT 'system:menu:remove' UNION ALL SELECT 'system:csrecord:list'
        UNION ALL SELECT 'system:csrecord:edit' UNION ALL SELECT 'system:csrecord:remove'
        UNION ALL SELECT 'dashboard:monitor:view') c
  WHERE r.role_key = 'admin';

-- 账号绑定: a user's WeChat account (its open id at the sandbox gateway; one account per user, one user per
-- account), and the one-time states of the authorisations started at the gateway (confirmed there).
CREATE TABLE IF NOT EXISTS sys_user_wechat (
  user_id   INTEGER PRIMARY KEY REFERENCES sys_user(user_id) ON DELETE CASCADE,
  open_id   TEXT NOT NULL UNIQUE,
  nickname  TEXT NOT NULL,
  bind_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_wechat_state (
  state      TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES sys_user(user_id) ON DELETE CASCADE,
  open_id    TEXT,
  nickname   TEXT,
  expires_at INTEGER NOT NULL
);
