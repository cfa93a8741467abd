-- Button entries of the menu ('F', RuoYi's sys_menu buttons): each carries one button code in `perms`, under the
-- screen it belongs to, so the role editor shows menus and button codes as one tree (/system/menu/list). Roles
-- still grant codes through sys_role_button; an 'F' entry is never a route. SQLite cannot change a CHECK in place:
-- the table is rebuilt, keeping the role grants that the rebuild's implicit delete would cascade away.
CREATE TEMP TABLE role_menu_kept AS SELECT role_id, menu_id FROM sys_role_menu;

CREATE TABLE sys_menu_rebuilt (
  menu_id    INTEGER PRIMARY KEY,
  parent_id  INTEGER NOT NULL DEFAULT 0,
  menu_name  TEXT NOT NULL,
  menu_key   TEXT NOT NULL,
  menu_type  TEXT NOT NULL CHECK (menu_type IN ('M', 'C', 'F')),
  menu_lay   TEXT,
  icon       TEXT NOT NULL DEFAULT '',
  visible    TEXT NOT NULL DEFAULT '0' CHECK (visible IN ('0', '1')),
  order_num  INTEGER NOT NULL DEFAULT 0,
  perms      TEXT NOT NULL DEFAULT ''
);
INSERT INTO sys_menu_rebuilt (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms FROM sys_menu;
DROP TABLE sys_menu;
ALTER TABLE sys_menu_rebuilt RENAME TO sys_menu;
CREATE UNIQUE INDEX sys_menu_key ON sys_menu (parent_id, menu_key);

INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id) SELECT role_id, menu_id FROM role_menu_kept;
DROP TABLE role_menu_kept;
