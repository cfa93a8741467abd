-- The brand screen (issue 18 `brand`, D40): a brand can be disabled (not offered for new models nor in
-- the enterprise model tree), carries a remark and its creation time.
ALTER TABLE ent_brand ADD COLUMN forbidden_status INTEGER NOT NULL DEFAULT 0 CHECK (forbidden_status IN (0, 1));
ALTER TABLE ent_brand ADD COLUMN remark TEXT NOT NULL DEFAULT '';
ALTER TABLE ent_brand ADD COLUMN create_time TEXT;
