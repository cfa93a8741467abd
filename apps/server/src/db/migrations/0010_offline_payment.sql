-- D35 (issue 18 `offlinePayment`): an offline bank transfer (pay type 1) carries the picture of its bank slip,
-- uploaded by the enterprise, and the review of the staff member who confirmed it (paid, wallet credited, bill
-- line written) or rejected it (cancelled, with a reason). The review state is read from the recharge status.
ALTER TABLE enterprise_recharge ADD COLUMN slip_path TEXT;
ALTER TABLE enterprise_recharge ADD COLUMN slip_time TEXT;
ALTER TABLE enterprise_recharge ADD COLUMN review_by TEXT;
ALTER TABLE enterprise_recharge ADD COLUMN review_user_id INTEGER;
ALTER TABLE enterprise_recharge ADD COLUMN review_time TEXT;
ALTER TABLE enterprise_recharge ADD COLUMN reject_reason TEXT;
CREATE INDEX enterprise_recharge_offline ON enterprise_recharge (pay_type, status, recharge_time DESC);

-- The confirm and reject button codes under the offline-payment screen, granted to the administrator and
-- finance roles (a database seeded before this migration; a new one gets both from the seed).
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '确认到账', 'finance:offline:confirm', 'F', NULL, '', '0', 1,
    'finance:offline:confirm'
  FROM sys_menu WHERE menu_key = 'offlinePayment' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:offline:confirm');
INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
  SELECT (SELECT MAX(menu_id) + 1 FROM sys_menu), menu_id, '驳回线下付款', 'finance:offline:reject', 'F', NULL, '', '0', 2,
    'finance:offline:reject'
  FROM sys_menu WHERE menu_key = 'offlinePayment' AND menu_type = 'C'
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE menu_key = 'finance:offline:reject');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'finance:offline:confirm' FROM sys_role WHERE role_key IN ('admin', 'finance');
INSERT OR IGNORE INTO sys_role_button (role_id, button)
  SELECT role_id, 'finance:offline:reject' FROM sys_role WHERE role_key IN ('admin', 'finance');

-- Issue 18: the antd-pro template pages (basicForm … advancedProfile) are not business screens. They leave
-- every menu of a database seeded before this migration, with their directories (表单页, 列表页, 详情页); the
-- console's registry keeps the keys on the 404 page.
DELETE FROM sys_role_menu WHERE menu_id IN (
  SELECT menu_id FROM sys_menu
  WHERE (menu_type = 'C' AND menu_key IN ('basicForm', 'stepForm', 'advancedForm', 'tableList', 'basicList',
      'cardList', 'searchList', 'basicProfile', 'advancedProfile'))
    OR (menu_type = 'M' AND menu_key IN ('form', 'list', 'profile')));
DELETE FROM sys_menu
  WHERE (menu_type = 'C' AND menu_key IN ('basicForm', 'stepForm', 'advancedForm', 'tableList', 'basicList',
      'cardList', 'searchList', 'basicProfile', 'advancedProfile'))
    OR (menu_type = 'M' AND menu_key IN ('form', 'list', 'profile'));
