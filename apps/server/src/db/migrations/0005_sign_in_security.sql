-- Issue 14: sign-in limits, one-time passwords and random registration codes.

-- 1 while the user signs in with a password someone else chose (first start, added by an administrator,
-- reset by an administrator): every call but the own password change is refused until it is changed.
ALTER TABLE sys_user ADD COLUMN password_change_required INTEGER NOT NULL DEFAULT 0;

-- Failed sign-ins and registration-code look-ups per key (`account:<login>`, `phone:<number>`,
-- `address:<ip>`, `code-address:<ip>`): failures within the window, and the end of a lock (epoch ms).
CREATE TABLE auth_failure (
  key          TEXT PRIMARY KEY,
  failures     INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);

-- Registration codes were `OS` + the enterprise id (guessable): every existing one becomes 48 random bits
-- (12 hex digits); new codes are 10 characters of Crockford base32 (50 bits, src/core/registrationCodes.ts).
UPDATE enterprise_registration_code SET code = upper(hex(randomblob(6)));

-- A database seeded as the demo before this migration: mark it, so that a non-demo start refuses it.
INSERT OR IGNORE INTO app_setting (name, value)
  SELECT 'seed', 'demo' WHERE EXISTS (SELECT 1 FROM sys_user WHERE login_name = 'dispatcher');
