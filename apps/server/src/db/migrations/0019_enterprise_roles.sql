-- D45 (issue 18): roles an enterprise administrator defines for their own enterprise. A role with an
-- enterprise_id belongs to that enterprise only (its users, its administrator); a role without one is a
-- platform role, managed on the system roles screen.
ALTER TABLE sys_role ADD COLUMN enterprise_id INTEGER REFERENCES ent_enterprise(enterprise_id);
CREATE INDEX IF NOT EXISTS sys_role_enterprise ON sys_role (enterprise_id) WHERE enterprise_id IS NOT NULL;
