-- migrate: foreign_keys=off (approval_model is rebuilt below: SQLite cannot change its CHECK in place)
-- D59 (issue 17): the masters' training (培训列表, 培训概览), exams (考试管理) and appraisals (考核表).
--
-- train_course: a course teaches one install type (dictionary install_type) with an optional material file (D47's
-- storage), is required or optional, open or closed (a closed course takes no new masters and no new results), and
-- has an exam when it has a pass mark (out of 100). A course with masters on it is closed, not deleted.
CREATE TABLE train_course (
  course_id      INTEGER PRIMARY KEY,
  title          TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 50),
  install_type   TEXT NOT NULL,
  description    TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  material_path  TEXT,
  required       INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
  pass_mark      INTEGER CHECK (pass_mark IS NULL OR pass_mark BETWEEN 1 AND 100),
  state          TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  create_by      TEXT NOT NULL,
  create_user_id INTEGER NOT NULL,
  create_time    TEXT NOT NULL,
  update_by      TEXT,
  update_time    TEXT
);
CREATE UNIQUE INDEX train_course_title ON train_course (title);

-- train_enrolment: a master assigned to a course (once), studying until the study is marked completed.
CREATE TABLE train_enrolment (
  enrolment_id  INTEGER PRIMARY KEY,
  course_id     INTEGER NOT NULL REFERENCES train_course(course_id),
  master_id     INTEGER NOT NULL REFERENCES master(master_id),
  assign_by     TEXT NOT NULL,
  assign_time   TEXT NOT NULL,
  complete_time TEXT
);
CREATE UNIQUE INDEX train_enrolment_once ON train_enrolment (course_id, master_id);
CREATE INDEX train_enrolment_master ON train_enrolment (master_id);

-- train_exam_result: a master's exam result on a course with an exam, recorded by the master or by staff: a request
-- of the approval type examResult (decided once by the roles of approval_model_role). The pass mark is kept as it
-- was when recorded; only an approved result counts (passed: score >= pass mark). One pending result per master and
-- course.
CREATE TABLE train_exam_result (
  result_id         INTEGER PRIMARY KEY,
  course_id         INTEGER NOT NULL REFERENCES train_course(course_id),
  master_id         INTEGER NOT NULL REFERENCES master(master_id),
  score             INTEGER NOT NULL CHECK (score BETWEEN 0 AND 100),
  pass_mark         INTEGER NOT NULL CHECK (pass_mark BETWEEN 1 AND 100),
  exam_date         TEXT NOT NULL,
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
  applicant_user_id INTEGER NOT NULL,
  record_by         TEXT NOT NULL,
  record_time       TEXT NOT NULL,
  remark            TEXT CHECK (remark IS NULL OR length(remark) <= 200),
  decided_by        TEXT,
  decided_user_id   INTEGER,
  decide_time       TEXT,
  CHECK (state = 'pending' OR decided_by IS NOT NULL)
);
CREATE UNIQUE INDEX train_exam_result_one_pending ON train_exam_result (course_id, master_id) WHERE state = 'pending';
CREATE INDEX train_exam_result_time ON train_exam_result (record_time DESC, result_id DESC);

-- master_appraisal: a master's appraisal of one month on four criteria of 0–25 each (the total out of 100), with the
-- appraiser. One per master and month. It is a record: it changes neither the master's score (D50) nor dispatch.
CREATE TABLE master_appraisal (
  appraisal_id      INTEGER PRIMARY KEY,
  master_id         INTEGER NOT NULL REFERENCES master(master_id),
  period            TEXT NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
  quality           INTEGER NOT NULL CHECK (quality BETWEEN 0 AND 25),
  punctuality       INTEGER NOT NULL CHECK (punctuality BETWEEN 0 AND 25),
  attitude          INTEGER NOT NULL CHECK (attitude BETWEEN 0 AND 25),
  compliance        INTEGER NOT NULL CHECK (compliance BETWEEN 0 AND 25),
  comment           TEXT NOT NULL DEFAULT '' CHECK (length(comment) <= 200),
  appraiser         TEXT NOT NULL,
  appraiser_user_id INTEGER NOT NULL,
  appraise_time     TEXT NOT NULL
);
CREATE UNIQUE INDEX master_appraisal_once ON master_appraisal (master_id, period);
CREATE INDEX master_appraisal_period ON master_appraisal (period DESC, appraisal_id DESC);

-- The approval model takes the type: the table is rebuilt with the CHECK widened (its rows and the tables referring
-- to it by name keep theirs).
CREATE TABLE approval_model_new (
  approval_type TEXT PRIMARY KEY CHECK (approval_type IN ('increase', 'accessories', 'leave', 'marginReturn',
    'examResult')),
  approver_code TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  update_by     TEXT,
  update_time   TEXT
);
INSERT INTO approval_model_new SELECT approval_type, approver_code, version, update_by, update_time FROM approval_model;
DROP TABLE approval_model;
ALTER TABLE approval_model_new RENAME TO approval_model;
INSERT INTO approval_model (approval_type, approver_code) VALUES ('examResult', 'master:exam:approve');

-- A database seeded before: the codes as buttons of their screens, granted like a fresh seed grants them (the
-- administrator and the dispatch supervisor: all; masters and team heads: their own courses, study, results and
-- appraisals), the screens in the masters' menus, then the approver roles: the roles holding the approver code.
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '培训查询', 'master:train:list', 'F', NULL, '', '0', 1, 'master:train:list'
  FROM sys_menu WHERE menu_key = 'trainList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:train:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '培训维护', 'master:train:edit', 'F', NULL, '', '0', 2, 'master:train:edit'
  FROM sys_menu WHERE menu_key = 'trainList' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:train:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '完成学习', 'master:train:study', 'F', NULL, '', '0', 1, 'master:train:study'
  FROM sys_menu WHERE menu_key = 'trainOverview' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:train:study');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '培训导出', 'master:train:export', 'F', NULL, '', '0', 2, 'master:train:export'
  FROM sys_menu WHERE menu_key = 'trainOverview' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:train:export');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '成绩查询', 'master:exam:list', 'F', NULL, '', '0', 1, 'master:exam:list'
  FROM sys_menu WHERE menu_key = 'examination' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:exam:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '登记成绩', 'master:exam:record', 'F', NULL, '', '0', 2, 'master:exam:record'
  FROM sys_menu WHERE menu_key = 'examination' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:exam:record');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '成绩审批', 'master:exam:approve', 'F', NULL, '', '0', 3, 'master:exam:approve'
  FROM sys_menu WHERE menu_key = 'examination' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:exam:approve');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '考核查询', 'master:appraisal:list', 'F', NULL, '', '0', 1, 'master:appraisal:list'
  FROM sys_menu WHERE menu_key = 'appraisalForm' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:appraisal:list');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '考核维护', 'master:appraisal:edit', 'F', NULL, '', '0', 2, 'master:appraisal:edit'
  FROM sys_menu WHERE menu_key = 'appraisalForm' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:appraisal:edit');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '考核导出', 'master:appraisal:export', 'F', NULL, '', '0', 3, 'master:appraisal:export'
  FROM sys_menu WHERE menu_key = 'appraisalForm' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'master:appraisal:export');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'master:train:list' AS code UNION ALL SELECT 'master:train:edit' UNION ALL SELECT 'master:train:study' UNION ALL SELECT 'master:train:export' UNION ALL SELECT 'master:exam:list' UNION ALL SELECT 'master:exam:record' UNION ALL SELECT 'master:exam:approve' UNION ALL SELECT 'master:appraisal:list' UNION ALL SELECT 'master:appraisal:edit' UNION ALL SELECT 'master:appraisal:export') c
  WHERE r.role_key IN ('admin', 'dispatcher');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT r.role_id, c.code FROM sys_role r,
    (SELECT 'master:train:list' AS code UNION ALL SELECT 'master:train:study' UNION ALL SELECT 'master:exam:list' UNION ALL SELECT 'master:exam:record' UNION ALL SELECT 'master:appraisal:list') c
  WHERE r.role_key IN ('master', 'teamHead');
INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r, sys_menu m
  WHERE r.role_key IN ('master', 'teamHead') AND m.menu_type = 'C'
    AND m.menu_key IN ('trainList', 'trainOverview', 'examination', 'appraisalForm');
INSERT OR IGNORE INTO approval_model_role (approval_type, role_id)
  SELECT 'examResult', b.role_id FROM sys_role_button b WHERE b.button = 'master:exam:approve';
