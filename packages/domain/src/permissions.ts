import { isRecord, toInteger, toList } from './coerce';
import { SUPER_USER_ID } from './constants';

/** Standard actions of a permission entry (spec 000 §6). */
export const STANDARD_ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** Permission codes of the enterprise details dialog (spec 001 §6). */
export const PERMISSION_CODES = [
  'viewBaseData',
  'priceInfo',
  'viewEnterprisePrice',
  'viewPriceInfo',
  'editPriceInfo',
  'viewEnterpriseSetting',
  'editEnterpriseSetting',
  'editCommonInfo',
  'editBasicInnerInfo',
  'viewPrincipalInfo',
  'editPrincipalInfo',
  'viewAccountInfo',
  'editAccountInfo',
  'viewInnerInfo',
  'editInnerInfo',
  'addEnterpriseRequest',
  'editEnterpriseRequest',
  'deleteEnterpriseRequest',
  'enterpriseContractList:query:list',
  'editEnterpriseContract',
  'deleteEnterpriseContract',
  'enterpriseContractInfo',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

/**
 * Button codes of the screens the spec gives no codes for (users, roles, dictionaries, logs,
 * customer orders, orders, wallet, bills), in RuoYi's `family:entity:action` form: this project's
 * choice, granted by roles and checked by the reference server's routes (D11 applies to them too).
 */
export const BUTTON_CODES = {
  userList: 'system:user:list',
  userQuery: 'system:user:query',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userResetPwd: 'system:user:resetPwd',
  roleList: 'system:role:list',
  roleQuery: 'system:role:query',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  deptList: 'system:dept:list',
  /** D39: add, edit and delete departments. */
  deptAdd: 'system:dept:add',
  deptEdit: 'system:dept:edit',
  deptRemove: 'system:dept:remove',
  /** D39: the region tree (地区管理): read, add, edit (name, order), delete. */
  districtList: 'system:district:list',
  districtAdd: 'system:district:add',
  districtEdit: 'system:district:edit',
  districtRemove: 'system:district:remove',
  /** D39: the running server (服务监控); only the administrator's role holds it. */
  processView: 'monitor:server:view',
  /** D43: the scheduled jobs (定时任务): read them and their runs. */
  jobList: 'monitor:job:list',
  /** D43: 立即执行 a job. */
  jobRun: 'monitor:job:run',
  /** D43: pause or resume a job. */
  jobChangeStatus: 'monitor:job:changeStatus',
  /** D43: the system parameters (参数设置): read them. */
  configList: 'system:config:list',
  /** D43: change a system parameter. */
  configEdit: 'system:config:edit',
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictRemove: 'system:dict:remove',
  loginLogList: 'monitor:logininfor:list',
  operLogList: 'monitor:operlog:list',
  customerOrderList: 'order:customer:list',
  customerOrderPlace: 'order:customer:place',
  customerOrderRemove: 'order:customer:remove',
  customerOrderRecover: 'order:customer:recover',
  customerOrderExport: 'order:customer:export',
  orderList: 'order:order:list',
  orderQuery: 'order:order:query',
  orderAdd: 'order:order:add',
  orderDispatch: 'order:order:dispatch',
  orderCancel: 'order:order:cancel',
  /** Put an order on hold and resume it (D29). */
  orderHold: 'order:order:hold',
  /** D32: a master's own work (mine, accept, check in, complete, back); only on orders dispatched to them. */
  orderWork: 'order:order:work',
  /** D32: staff acceptance (验收) of a completed order. */
  orderVerify: 'order:order:verify',
  /** D32: settlement of a verified order (bill lines and the wallet). */
  orderSettle: 'order:order:settle',
  /** D32: restore a cancelled order (订单回收). */
  orderRecover: 'order:order:recover',
  /** D32: open an after-sales request on a finished order. */
  orderCustomerService: 'order:order:customerService',
  walletQuery: 'finance:wallet:query',
  rechargeList: 'finance:recharge:list',
  rechargeAdd: 'finance:recharge:add',
  rechargeRemove: 'finance:recharge:remove',
  /** Confirm that an offline bank transfer arrived (D35): the wallet, the top-up and the bill move together. */
  offlineConfirm: 'finance:offline:confirm',
  /** Reject an offline bank transfer with a reason (D35). */
  offlineReject: 'finance:offline:reject',
  billList: 'finance:bill:list',
  /** D42: master bills and monthly statements (师傅账单, 师傅对账单); a master sees only their own. */
  masterBillList: 'finance:masterbill:list',
  /** D42: the Excel export of master bills and statements. */
  masterBillExport: 'finance:masterbill:export',
  /** D42: master deposits and their movements (师傅保证金); a master sees only their own. */
  depositList: 'finance:deposit:list',
  /** D42: pay in, deduct (with a reason) and refund a master's deposit. */
  depositEdit: 'finance:deposit:edit',
  /** D38: the master list (师傅列表) and the team list (团队管理), masked ID card numbers. */
  masterList: 'master:master:list',
  /** D38: add a master. */
  masterAdd: 'master:master:add',
  /** D38: edit a master's profile; also reveals the full ID card number. */
  masterEdit: 'master:master:edit',
  /** D38: blacklist a master with a reason, and lift it (师傅黑名单). */
  masterBlacklist: 'master:master:blacklist',
  /** D58: the imported third-party orders and their details (第三方订单列表, 第三方订单详情). */
  thirdOrderList: 'order:third:list',
  /** D58: import a file of third-party orders (each row becomes an order to dispatch). */
  thirdOrderImport: 'order:third:import',
  /** D58: the money review list (费用审核). */
  moneyReviewList: 'order:money:list',
  /** D58: approve or send back an order's amount before settlement. */
  moneyReviewDecide: 'order:money:review',
  /** D50: the customers' ratings of finished orders (订单反馈). */
  feedbackList: 'order:feedback:list',
  /** D50: record a customer's rating of a completed order (one per order). */
  feedbackAdd: 'order:feedback:add',
  /** D50: the Excel export of the ratings. */
  feedbackExport: 'order:feedback:export',
  /** D50: the masters' scores and the ratings behind each (师傅评分). */
  masterScoreList: 'master:score:list',
  /** D38: create teams, change their head, add and remove members (团队管理). */
  teamEdit: 'master:team:edit',
  /** D52: add, edit and delete the roles a member can hold in a team (团队角色). */
  teamRoleEdit: 'master:teamrole:edit',
  /** D52: decide a team head's request to disband their team (解散团队); also lists every request. */
  teamDisband: 'master:team:disband',
  /** D52: a team head asks to disband their own team (the server refuses anyone else). */
  teamDisbandApply: 'master:team:disbandApply',
  /** D52: assign service regions to masters and teams, and take them back (区域划分). */
  regionEdit: 'master:region:edit',
  /** D54: the master label catalogue (师傅标签) and who carries each label. */
  masterLabelList: 'master:label:list',
  /** D54: add, edit and delete labels, attach them to masters and take them off. */
  masterLabelEdit: 'master:label:edit',
  /** D54: the masters' service contracts (师傅合同) and their signed copies. */
  masterContractList: 'master:contract:list',
  /** D54: add, edit (while 待签署), renew and terminate a master's contract. */
  masterContractEdit: 'master:contract:edit',
  /** D54: the masters' ID cards (身份证审核), numbers masked and pictures left out without a code below. */
  idCardList: 'master:idcard:list',
  /** D54: submit a master's ID card (holder, number, front and back pictures) for review. */
  idCardSubmit: 'master:idcard:submit',
  /** D54: approve or refuse (with a reason) a submitted ID card. */
  idCardReview: 'master:idcard:review',
  /** D34: decide fee increase requests (加价审核); also lists them. */
  approvalIncrease: 'order:approval:increase',
  /** D34: decide extra-parts requests (新增配件); also lists them. */
  approvalAccessories: 'order:approval:accessories',
  /** D46: every approval request by state (运行中的流程, 已结束的流程), whatever its type; deciding keeps the type's code. */
  workflowProcessList: 'workflow:process:list',
  /** D51: the approval types' definitions (模型列表, 流程定义) and their history. */
  workflowModelList: 'workflow:model:list',
  /** D51: change which roles decide an approval type. */
  workflowModelEdit: 'workflow:model:edit',
  /** D51: leave requests (请假); a master sees only their own. */
  leaveList: 'workflow:leave:list',
  /** D51: ask for days off (a master for themselves, staff for any master) and withdraw the request. */
  leaveAdd: 'workflow:leave:add',
  /** D51: the approver code of leave requests (the approval model names the roles that decide). */
  leaveApprove: 'workflow:leave:approve',
  /** D44: the staff member's own day (工作空间): recent activity; pending approvals and orders keep their codes. */
  workplaceView: 'dashboard:workplace:view',
  /** D44: the order figures of 数据中心 (orders per day, completion, revenue by province and enterprise). */
  dataCentreView: 'dashboard:datacentre:view',
  /** D53: an enterprise's shops (门店管理); staff see every enterprise's, an enterprise user its own. */
  shopList: 'enterprise:shop:list',
  /** D53: add, edit, disable and enable shops. */
  shopEdit: 'enterprise:shop:edit',
  /** D53: delete a shop no order names. */
  shopRemove: 'enterprise:shop:remove',
  /** D53: an enterprise's suppliers (供应商). */
  supplierList: 'enterprise:supplier:list',
  supplierEdit: 'enterprise:supplier:edit',
  supplierRemove: 'enterprise:supplier:remove',
  /** D53: an enterprise's sales channels (渠道管理). */
  channelList: 'enterprise:channel:list',
  channelEdit: 'enterprise:channel:edit',
  /** D53: delete a channel no shop belongs to. */
  channelRemove: 'enterprise:channel:remove',
  /** D53: an enterprise's order sources (来源管理). */
  sourceList: 'enterprise:source:list',
  sourceEdit: 'enterprise:source:edit',
  /** D53: delete a source no order names. */
  sourceRemove: 'enterprise:source:remove',
  /** D56: the registration codes of every enterprise (企业注册), masked. */
  registrationCodeList: 'enterprise:registration:list',
  /** D56: issue a registration code for an enterprise, rotate it, disable and enable it. */
  registrationCodeEdit: 'enterprise:registration:edit',
  /** D55: the enterprise's acceptance of its finished orders (验收列表); an enterprise user sees its own. */
  acceptanceList: 'order:acceptance:list',
  /** D55: accept or dispute a finished order (enterprise users only, for their own enterprise). */
  acceptanceDecide: 'order:acceptance:decide',
  /** D55: the service agreement and who accepted which version (协议确认). */
  agreementList: 'finance:agreement:list',
  /** D55: accept the current service agreement (enterprise users only, for their own enterprise). */
  agreementConfirm: 'finance:agreement:confirm',
  /** D55: publish a new version of the service agreement (staff only). */
  agreementPublish: 'finance:agreement:publish',
  /** D57: complaints (投诉管理); an enterprise user sees its own enterprise's only. */
  complaintList: 'order:complaint:list',
  /** D57: file a complaint against an order (an enterprise user for its own orders, staff for any). */
  complaintAdd: 'order:complaint:add',
  /** D57: take up and decide complaints (staff, and only for what 投诉权限 assigns them). */
  complaintHandle: 'order:complaint:handle',
  /** D57: the complaint handlers (投诉权限). */
  complaintAuthorityList: 'master:complaintauth:list',
  /** D57: assign and remove complaint handlers. */
  complaintAuthorityEdit: 'master:complaintauth:edit',
  /** D57: deposit return requests (保证金退还); a master sees only their own. */
  marginReturnList: 'master:marginreturn:list',
  /** D57: ask for a deposit return (a master for themselves, staff for any master). */
  marginReturnApply: 'master:marginreturn:apply',
  /** D57: the approver code of deposit returns (the approval model names the roles that decide). */
  marginReturnApprove: 'master:marginreturn:approve',
  /** D60: the end customers of the orders and their history (客户信息订单); an enterprise user reads its own. */
  customerInfoList: 'order:custinfo:list',
  /** D60: write the staff note on a customer. */
  customerInfoNote: 'order:custinfo:note',
  /** D60: the business opportunities (业务列表). */
  businessList: 'order:business:list',
  /** D60: add opportunities; follow up, edit and close the ones the caller owns. */
  businessEdit: 'order:business:edit',
  /** D64: the menu and button tree (权限管理): read it. */
  menuList: 'system:menu:list',
  /** D64: add menus, screens and buttons to the tree. */
  menuAdd: 'system:menu:add',
  /** D64: edit an entry (name, parent, order, hidden). */
  menuEdit: 'system:menu:edit',
  /** D64: delete an entry without children that no role grants. */
  menuRemove: 'system:menu:remove',
  /** D64: the customer-service records (客服记录). */
  csRecordList: 'system:csrecord:list',
  /** D64: record a contact with a customer and edit its follow-up. */
  csRecordEdit: 'system:csrecord:edit',
  /** D64: delete a customer-service record. */
  csRecordRemove: 'system:csrecord:remove',
  /** D64: the live operations dashboard (监控页): open orders, overdue orders. */
  monitorView: 'dashboard:monitor:view',
  /** D63: district prices (区域价格); an enterprise user reads its own enterprise's. */
  districtPriceList: 'enterprise:districtprice:list',
  /** D63: add and change district prices (staff). */
  districtPriceEdit: 'enterprise:districtprice:edit',
  /** D63: remove district prices (staff). */
  districtPriceRemove: 'enterprise:districtprice:remove',
  /** D63: deductions against enterprise wallets (退款管理); an enterprise user reads its own enterprise's. */
  chargebackList: 'enterprise:chargeback:list',
  /** D63: ask for a deduction (staff). */
  chargebackApply: 'enterprise:chargeback:apply',
  /** D63: the approver code of deductions (the approval model names the roles that decide). */
  chargebackApprove: 'enterprise:chargeback:approve',
  /** D63: the enterprise requests and their history (流程实例); an enterprise user reads its own enterprise's. */
  enterpriseProcessList: 'enterprise:process:list',
  /** D59: training courses and enrolments (培训列表, 培训概览); a master sees only the courses assigned to them. */
  trainList: 'master:train:list',
  /** D59: add, edit, close and delete courses; assign masters to them and take them off. */
  trainEdit: 'master:train:edit',
  /** D59: mark a study completed (a master their own; staff for any master). */
  trainStudy: 'master:train:study',
  /** D59: Excel export of the enrolments (培训概览). */
  trainExport: 'master:train:export',
  /** D59: exam results (考试管理); a master sees only their own. */
  examList: 'master:exam:list',
  /** D59: record an exam result (a master their own; staff for any master), delete a pending one. */
  examRecord: 'master:exam:record',
  /** D59: the approver code of exam results (the approval model names the roles that decide). */
  examApprove: 'master:exam:approve',
  /** D59: appraisals (考核表); a master sees only their own. */
  appraisalList: 'master:appraisal:list',
  /** D59: add, edit and delete appraisals. */
  appraisalEdit: 'master:appraisal:edit',
  /** D59: Excel export of the appraisals. */
  appraisalExport: 'master:appraisal:export',
  /** D62: an enterprise's blacklist (黑名单); staff see every enterprise's, an enterprise user its own. */
  blacklistList: 'enterprise:blacklist:list',
  /** D62: add, edit, lift and restore blacklist entries. */
  blacklistEdit: 'enterprise:blacklist:edit',
  /** D62: delete a blacklist entry. */
  blacklistRemove: 'enterprise:blacklist:remove',
  /** D62: problems reported on an enterprise's orders (问题列表); an enterprise user sees its own. */
  problemList: 'enterprise:problem:list',
  /** D62: report a problem and edit or delete it while it is open. */
  problemAdd: 'enterprise:problem:add',
  /** D62: handle a problem to its result (open → handled). */
  problemHandle: 'enterprise:problem:handle',
  /** D62: an enterprise's customer database (资料库); phones masked without databasePhone. */
  databaseList: 'enterprise:database:list',
  /** D62: add customers by hand, edit a customer's name, address and remark, delete one without orders. */
  databaseEdit: 'enterprise:database:edit',
  /** D62: see customers' phones in full and search by phone. */
  databasePhone: 'enterprise:database:phone',
  /** D62: Excel export of the customer database. */
  databaseExport: 'enterprise:database:export',
  /** D62: every enterprise's sign-in accounts (企业账号), staff only. */
  accountList: 'enterprise:account:list',
  /** D62: disable, enable and unlock an enterprise's account. */
  accountEdit: 'enterprise:account:edit',
  /** D62: reset the password of an enterprise's account (changed at its next sign-in). */
  accountResetPwd: 'enterprise:account:resetPwd',
  /** D61: an enterprise's accessory catalogue (配件管理, the rows tab 2 prices); an enterprise user sees its own. */
  accessoryList: 'enterprise:accessory:list',
  /** D61: add, edit, disable and enable accessories. */
  accessoryEdit: 'enterprise:accessory:edit',
  /** D61: delete an accessory no stock line nor parts order names. */
  accessoryRemove: 'enterprise:accessory:remove',
  /** D61: an enterprise's commodities (商品管理). */
  commodityList: 'enterprise:commodity:list',
  commodityEdit: 'enterprise:commodity:edit',
  commodityRemove: 'enterprise:commodity:remove',
  /** D61: the parts stock per warehouse (库存配件). */
  stockList: 'enterprise:stock:list',
  /** D61: add and edit stock lines (warehouse, warning quantity), delete an empty line that never moved. */
  stockEdit: 'enterprise:stock:edit',
  /** D61: move stock in or out (the only way a quantity changes). */
  stockMove: 'enterprise:stock:move',
  /** D61: every stock move (入库记录). */
  storageList: 'enterprise:storage:list',
  /** D61: parts orders (配件订单). */
  partsOrderList: 'enterprise:partsorder:list',
  /** D61: ask for parts, edit a pending order, cancel an order not yet received. */
  partsOrderAdd: 'enterprise:partsorder:add',
  /** D61: mark a pending order shipped. */
  partsOrderShip: 'enterprise:partsorder:ship',
  /** D61: receive a shipped order into stock. */
  partsOrderReceive: 'enterprise:partsorder:receive',
  /** D65: order timeouts per enterprise and the overdue orders (订单超时); an enterprise user reads its own. */
  orderTimeoutList: 'enterprise:timeout:list',
  /** D65: set an enterprise's timeouts, put it back on the platform default, change the default (staff). */
  orderTimeoutEdit: 'enterprise:timeout:edit',
  /** D66: an enterprise's pictures (图片管理); staff see every enterprise's, an enterprise user its own. */
  imageList: 'enterprise:image:list',
  /** D66: upload a picture (through `/dfs/upload`) with its label and title. */
  imageAdd: 'enterprise:image:add',
  /** D66: change a picture's label and title. */
  imageEdit: 'enterprise:image:edit',
  /** D66: delete a picture (its row and its file) that nothing else refers to. */
  imageRemove: 'enterprise:image:remove',
} as const;
export type ButtonCode = (typeof BUTTON_CODES)[keyof typeof BUTTON_CODES];

/** Any code a button may need: the spec's (001 §6) or this project's. */
export type GrantCode = PermissionCode | ButtonCode;

/** Every code a role may grant: a role naming any other code is refused. */
export const GRANT_CODES: readonly GrantCode[] = [...PERMISSION_CODES, ...Object.values(BUTTON_CODES)];

export function isGrantCode(value: unknown): value is GrantCode {
  return typeof value === 'string' && (GRANT_CODES as readonly string[]).includes(value);
}

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && (PERMISSION_CODES as readonly string[]).includes(value);
}

/** The signed-in user as the button check needs it (spec 000 §3). */
export interface ButtonUser {
  userId?: number | string | null;
  buttons?: readonly string[] | string | null;
}

/**
 * Spec 000 §6, D11: user id 1 may do everything, and so may a user whose button list is missing
 * or empty; otherwise the key must be in the list. A string list is read as comma-separated. No
 * user, or a button list of any other type, allows nothing (a broken answer fails closed).
 */
export function canUseButton(user: ButtonUser | null | undefined, key: string): boolean {
  if (!isRecord(user)) return false;
  if (toInteger(user.userId) === SUPER_USER_ID) return true;
  const { buttons } = user;
  if (buttons === undefined || buttons === null) return true;
  let list: readonly unknown[];
  if (typeof buttons === 'string') list = buttons.split(',').map((button) => button.trim());
  else if (Array.isArray(buttons)) list = buttons;
  else return false;
  const keys = list.filter((button) => button !== '');
  if (keys.length === 0) return true;
  return typeof key === 'string' && key !== '' && keys.includes(key);
}

/** A permission entry with its actions (spec 000 §6, role.permissions). */
export interface PermissionEntry {
  permissionId: string;
  actionList?: readonly string[] | null;
}

/**
 * Spec 000 §5–6: the action is looked up inside the entry of the permission. A missing entry, a
 * missing action list or a list that is not an array answers false.
 */
export function hasAction(
  permissions: readonly PermissionEntry[] | null | undefined,
  permissionId: string,
  action: StandardAction,
): boolean {
  return toList(permissions).some(
    (entry) =>
      isRecord(entry) &&
      entry.permissionId === permissionId &&
      Array.isArray(entry.actionList) &&
      entry.actionList.includes(action),
  );
}
