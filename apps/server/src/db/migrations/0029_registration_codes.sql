-- D56 (issue 18 `registration`): registration codes that staff issue for an enterprise, with an expiry and a use
-- limit, rotate and disable. A code is a secret: only its keyed digest (HMAC-SHA256 under the server secret,
-- core/secret.ts) and its last four characters are kept. The standing code every enterprise gets when it is made
-- (standing 1: no expiry, no limit; its administrator rotates it) moves here from enterprise_registration_code.
CREATE TABLE ent_registration_code (
  code_id       INTEGER PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES ent_enterprise(enterprise_id),
  -- NULL only while a code moved from the old table waits to be sealed (legacy_code holds it until then).
  code_digest   TEXT UNIQUE,
  legacy_code   TEXT,
  code_tail     TEXT NOT NULL,
  standing      INTEGER NOT NULL DEFAULT 0 CHECK (standing IN (0, 1)),
  status        TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  -- 'YYYY-MM-DD HH:mm:ss' (China Standard Time, as every time text of the server); NULL: no expiry.
  expire_time   TEXT,
  max_uses      INTEGER CHECK (max_uses IS NULL OR max_uses >= 1),
  use_count     INTEGER NOT NULL DEFAULT 0 CHECK (use_count >= 0),
  create_by     TEXT NOT NULL DEFAULT '',
  create_time   TEXT NOT NULL,
  update_by     TEXT NOT NULL DEFAULT '',
  update_time   TEXT,
  CHECK (code_digest IS NOT NULL OR legacy_code IS NOT NULL),
  CHECK (max_uses IS NULL OR use_count <= max_uses)
);
CREATE INDEX ent_registration_code_enterprise ON ent_registration_code (enterprise_id);
CREATE UNIQUE INDEX ent_registration_code_standing ON ent_registration_code (enterprise_id) WHERE standing = 1;
CREATE INDEX ent_registration_code_legacy ON ent_registration_code (code_id) WHERE legacy_code IS NOT NULL;

-- The old codes keep working: each becomes its enterprise's standing code, sealed (digested) by the server at its
-- next start or first registration-code call (core/registrationCodes.ts `sealLegacyCodes`).
INSERT INTO ent_registration_code (enterprise_id, legacy_code, code_tail, standing, create_by, create_time)
  SELECT c.enterprise_id, upper(c.code), upper(substr(c.code, -4)), 1, '系统',
         strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')
  FROM enterprise_registration_code c
  WHERE EXISTS (SELECT 1 FROM ent_enterprise e WHERE e.enterprise_id = c.enterprise_id);
DROP TABLE enterprise_registration_code;

-- The accounts each code created (who joined with which code).
ALTER TABLE sys_user ADD COLUMN registration_code_id INTEGER REFERENCES ent_registration_code(code_id);

-- A database seeded before this migration: the codes under 企业注册 (a new one gets them from the seed), both to the
-- administrator's and the market role.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '注册码查询', 'enterprise:registration:list', 'F', NULL, '', '0', 1, 'enterprise:registration:list'
  FROM sys_menu WHERE menu_key = 'registration' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:registration:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '注册码维护', 'enterprise:registration:edit', 'F', NULL, '', '0', 2, 'enterprise:registration:edit'
  FROM sys_menu WHERE menu_key = 'registration' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'enterprise:registration:edit');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r, (
    SELECT 'enterprise:registration:list' AS code
    UNION ALL SELECT 'enterprise:registration:edit'
  ) c WHERE r.role_key IN ('admin', 'market') AND r.enterprise_id IS NULL;
