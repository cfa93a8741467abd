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
