import type { PermissionCode } from '@onsite/domain';
import { CODES, type CoreCode } from '../core/codes';
import type { Db } from '../db/database';

/** A menu of the seed: a directory ('M', with children) or a screen ('C'); `hidden` sets visible '1'. */
interface MenuSeed {
  key: string;
  name: string;
  icon?: string;
  hidden?: boolean;
  children?: readonly MenuSeed[];
}

const screens = (entries: readonly (readonly [key: string, name: string, hidden?: boolean])[]): MenuSeed[] =>
  entries.map(([key, name, hidden]) => ({ key, name, hidden: hidden === true }));

/**
 * Every screen key of the catalogue (spec 000 §2.2) but the template pages (`TEMPLATE_SCREEN_KEYS`),
 * in camelCase, under a directory per group.
 * Detail screens and the order-now target (qyCreateOrder, §2.4) are hidden: they exist as routes
 * but are reached from other screens. Menu ids follow the depth-first order of this tree.
 */
export const MENU_TREE: readonly MenuSeed[] = [
  {
    key: 'dashboard',
    name: '仪表盘',
    icon: 'dashboard',
    children: screens([
      ['workbench', '工作台'],
      ['welcome', '欢迎'],
      ['analysis', '分析页'],
      ['workplace', '工作空间'],
      ['monitor', '监控页'],
      ['dataCentre', '数据中心'],
    ]),
  },
  {
    key: 'order',
    name: '订单管理',
    icon: 'profile',
    children: screens([
      ['orderList', '订单列表'],
      ['createOrder', '创建订单'],
      ['qyCreateOrder', '企业下单', true],
      ['orderDetails', '订单详情', true],
      ['orderCourse', '订单进度'],
      ['enterpriseOrderList', '企业订单列表'],
      ['enterpriseOrderDetails', '企业订单详情', true],
      ['thirdOrderList', '第三方订单列表'],
      ['thirdOrderDetails', '第三方订单详情', true],
      ['orderListAll', '全部订单'],
      ['masterOrderList', '师傅订单列表'],
      ['reviewList', '审核列表'],
      ['newAccessories', '新增配件'],
      ['orderBack', '退单列表'],
      ['increaseAudit', '加价审核'],
      ['orderRecovery', '订单回收'],
      ['customerOrderManage', '客户订单管理'],
      ['moneyExamine', '费用审核'],
      ['feedback', '订单反馈'],
      ['cancelList', '取消列表'],
      ['customerInfoOrder', '客户信息订单'],
      ['businessList', '业务列表'],
      ['tasking', '待办任务'],
      ['taskdone', '已办任务'],
    ]),
  },
  {
    key: 'enterprise',
    name: '企业管理',
    icon: 'team',
    children: screens([
      ['enterpriseList', '企业列表'],
      // D25: a page of its own (staff choose an enterprise; enterprise users see theirs), so it shows.
      ['enterpriseDetails', '企业详情'],
      ['enterpriseQuery', '企业查询'],
      ['contractList', '合同列表'],
      ['enterpriseAccount', '企业账号'],
      ['offlinePayment', '线下付款'],
      ['images', '图片管理'],
      ['brand', '品牌管理'],
      ['channel', '渠道管理'],
      ['source', '来源管理'],
      ['shop', '门店管理'],
      ['orderTemplate', '订单模板'],
      ['accessories', '配件管理'],
      ['model', '型号管理'],
      ['workflowModel', '流程模型'],
      ['processInstance', '流程实例'],
      ['complaint', '投诉管理'],
      ['storageRecord', '入库记录'],
      ['supplier', '供应商'],
      ['commodity', '商品管理'],
      ['stockParts', '库存配件'],
      ['database', '资料库'],
      ['orderManagement', '企业订单管理'],
      ['problemList', '问题列表'],
      ['blacklist', '黑名单'],
      ['registration', '企业注册'],
      ['configuration', '企业配置'],
      ['customisation', '企业定制'],
      ['districtPrice', '区域价格'],
      ['enterpriseUser', '企业用户'],
      ['enterpriseRole', '企业角色'],
      ['orderTimeout', '订单超时'],
      ['partsOrder', '配件订单'],
      ['chargeback', '退款管理'],
    ]),
  },
  {
    key: 'wallet',
    name: '钱包',
    icon: 'wallet',
    children: screens([
      ['recharge', '在线充值'],
      ['walletList', '钱包列表'],
      ['walletRecord', '充值记录'],
      ['acceptanceList', '验收列表'],
      ['agreementConfirm', '协议确认'],
    ]),
  },
  {
    key: 'finance',
    name: '财务管理',
    icon: 'account-book',
    children: screens([
      ['enterpriseBill', '企业账单'],
      ['statement', '企业对账单'],
      ['customerExpense', '客户费用'],
      ['masterBill', '师傅账单'],
      ['masterStatement', '师傅对账单'],
      ['customerList', '客户列表'],
      ['masterDeposit', '师傅保证金'],
    ]),
  },
  {
    key: 'master',
    name: '师傅管理',
    icon: 'user',
    children: screens([
      ['masterList', '师傅列表'],
      ['masterScore', '师傅评分'],
      ['masterContract', '师傅合同'],
      ['masterLabel', '师傅标签'],
      ['regionalDivision', '区域划分'],
      ['complaintAuthority', '投诉权限'],
      ['teamManagement', '团队管理'],
      ['masterBlacklist', '师傅黑名单'],
      ['teamRole', '团队角色'],
      ['appraisalForm', '考核表'],
      ['examination', '考试管理'],
      ['idCard', '身份证审核'],
      ['disbandTeam', '解散团队'],
      ['headList', '队长列表'],
      ['marginReturn', '保证金退还'],
      ['trainOverview', '培训概览'],
      ['trainList', '培训列表'],
      ['masterQuery', '师傅查询'],
    ]),
  },
  {
    key: 'workflow',
    name: '流程管理',
    icon: 'apartment',
    children: screens([
      ['modelList', '模型列表'],
      ['processDefinition', '流程定义'],
      ['processRunning', '运行中的流程'],
      ['processFinished', '已结束的流程'],
      ['leave', '请假'],
    ]),
  },
  {
    key: 'system',
    name: '系统管理',
    icon: 'setting',
    children: screens([
      ['user', '用户管理'],
      ['role', '角色管理'],
      ['permission', '权限管理'],
      ['dept', '部门管理'],
      ['dict', '字典管理'],
      ['district', '行政区划'],
      ['config', '参数设置'],
      ['fileStorage', '文件存储'],
      ['customerServiceRecord', '客服记录'],
      ['operlog', '操作日志'],
      ['logininfor', '登录日志'],
      ['job', '定时任务'],
      ['process', '服务监控'],
    ]),
  },
  {
    key: 'result',
    name: '结果页',
    icon: 'check-circle',
    children: screens([
      ['success', '成功'],
      ['fail', '失败'],
    ]),
  },
  {
    key: 'exception',
    name: '异常页',
    icon: 'warning',
    children: screens([
      ['403', '403'],
      ['404', '404'],
      ['500', '500'],
    ]),
  },
  {
    key: 'account',
    name: '个人页',
    icon: 'user',
    children: [
      { key: 'center', name: '个人中心' },
      {
        key: 'settings',
        name: '个人设置',
        children: screens([
          ['base', '基本设置'],
          ['security', '安全设置'],
          ['custom', '个性化'],
          ['binding', '账号绑定'],
          ['notification', '新消息通知'],
        ]),
      },
    ],
  },
];

/**
 * The antd-pro template pages of the catalogue (spec 000 §2.2): not business screens (issue 18, D12).
 * They are in no seeded menu (their directories 表单页, 列表页 and 详情页 are gone; migration 0010 takes
 * them out of a database seeded before it); the console's registry keeps them on the 404 page.
 */
export const TEMPLATE_SCREEN_KEYS = [
  'basicForm',
  'stepForm',
  'advancedForm',
  'tableList',
  'basicList',
  'cardList',
  'searchList',
  'basicProfile',
  'advancedProfile',
] as const;

/**
 * D47 (issue 18): 代码生成 (`gen`). A code generator has no meaning for a console that is not a code base, so
 * the key is in no seeded role's menu (migration 0021 takes it out of a database seeded before it); the
 * console's registry keeps it on the 404 page, like the template pages.
 */
export const RETIRED_SCREEN_KEYS = ['gen'] as const;

/**
 * The button codes under their screens ('F' entries, shown in the role editor's tree): the core codes of
 * this server (core/codes.ts) and the enterprise dialog's (spec 001 §6), each with a name a person reads.
 */
export const MENU_BUTTONS: Readonly<
  Record<string, readonly (readonly [CoreCode | PermissionCode, string])[]>
> = {
  user: [
    [CODES.userList, '用户查询'],
    [CODES.userQuery, '用户详情'],
    [CODES.userAdd, '用户新增'],
    [CODES.userEdit, '用户修改'],
    [CODES.userResetPwd, '重置密码'],
  ],
  role: [
    [CODES.roleList, '角色查询'],
    [CODES.roleQuery, '角色详情'],
    [CODES.roleAdd, '角色新增'],
    [CODES.roleEdit, '角色修改'],
  ],
  dept: [
    [CODES.deptList, '部门查询'],
    [CODES.deptAdd, '部门新增'],
    [CODES.deptEdit, '部门修改'],
    [CODES.deptRemove, '部门删除'],
  ],
  district: [
    [CODES.districtList, '地区查询'],
    [CODES.districtAdd, '地区新增'],
    [CODES.districtEdit, '地区修改'],
    [CODES.districtRemove, '地区删除'],
  ],
  process: [[CODES.processView, '服务监控查看']],
  // D43: the scheduled jobs and the system parameters (the administrator's role only).
  job: [
    [CODES.jobList, '任务查询'],
    [CODES.jobRun, '立即执行'],
    [CODES.jobChangeStatus, '暂停/恢复'],
  ],
  config: [
    [CODES.configList, '参数查询'],
    [CODES.configEdit, '参数修改'],
  ],
  dict: [
    [CODES.dictList, '字典查询'],
    [CODES.dictAdd, '字典新增'],
    [CODES.dictEdit, '字典修改'],
    [CODES.dictRemove, '字典删除'],
  ],
  operlog: [[CODES.operLogList, '操作日志查询']],
  logininfor: [[CODES.loginLogList, '登录日志查询']],
  orderList: [
    [CODES.orderList, '订单查询'],
    [CODES.orderQuery, '订单详情'],
    [CODES.orderAdd, '订单新增'],
    [CODES.orderDispatch, '派单'],
    [CODES.orderCancel, '取消订单'],
    [CODES.orderHold, '挂起/恢复'],
    [CODES.orderVerify, '验收'],
    [CODES.orderSettle, '结算'],
    [CODES.orderRecover, '订单回收'],
    [CODES.orderCustomerService, '售后申请'],
  ],
  masterOrderList: [[CODES.orderWork, '师傅作业']],
  // D58: third-party orders (import) and the money review before settlement.
  thirdOrderList: [
    [CODES.thirdOrderList, '第三方订单查询'],
    [CODES.thirdOrderImport, '第三方订单导入'],
  ],
  moneyExamine: [
    [CODES.moneyReviewList, '费用审核查询'],
    [CODES.moneyReviewDecide, '费用审核'],
  ],
  // D38: the masters' screens.
  masterList: [
    [CODES.masterList, '师傅查询'],
    [CODES.masterAdd, '师傅新增'],
    [CODES.masterEdit, '师傅修改'],
  ],
  masterBlacklist: [[CODES.masterBlacklist, '拉黑/解除']],
  // D50: the customers' ratings and the masters' scores (师傅查询 reads with the master list's code).
  feedback: [
    [CODES.feedbackList, '评价查询'],
    [CODES.feedbackAdd, '记录评价'],
    [CODES.feedbackExport, '评价导出'],
  ],
  masterScore: [[CODES.masterScoreList, '评分查询']],
  // D57: complaints and their handlers.
  complaint: [
    [CODES.complaintList, '投诉查询'],
    [CODES.complaintAdd, '登记投诉'],
    [CODES.complaintHandle, '处理投诉'],
  ],
  complaintAuthority: [
    [CODES.complaintAuthorityList, '投诉权限查询'],
    [CODES.complaintAuthorityEdit, '投诉权限维护'],
  ],
  // D60: the end customers and the business opportunities.
  customerInfoOrder: [
    [CODES.customerInfoList, '客户查询'],
    [CODES.customerInfoNote, '客户备注'],
  ],
  businessList: [
    [CODES.businessList, '商机查询'],
    [CODES.businessEdit, '商机维护'],
  ],
  marginReturn: [
    [CODES.marginReturnList, '保证金退还查询'],
    [CODES.marginReturnApply, '申请退还保证金'],
    [CODES.marginReturnApprove, '保证金退还审批'],
  ],
  // D59: training courses, enrolments, exam results and appraisals.
  trainList: [
    [CODES.trainList, '培训查询'],
    [CODES.trainEdit, '培训维护'],
  ],
  trainOverview: [
    [CODES.trainStudy, '完成学习'],
    [CODES.trainExport, '培训导出'],
  ],
  examination: [
    [CODES.examList, '成绩查询'],
    [CODES.examRecord, '登记成绩'],
    [CODES.examApprove, '成绩审批'],
  ],
  appraisalForm: [
    [CODES.appraisalList, '考核查询'],
    [CODES.appraisalEdit, '考核维护'],
    [CODES.appraisalExport, '考核导出'],
  ],
  teamManagement: [[CODES.teamEdit, '团队维护']],
  // D52: team roles, disband requests (deciding and asking) and service regions.
  teamRole: [[CODES.teamRoleEdit, '团队角色维护']],
  disbandTeam: [
    [CODES.teamDisband, '解散团队审批'],
    [CODES.teamDisbandApply, '申请解散团队'],
  ],
  regionalDivision: [[CODES.regionEdit, '区域分配']],
  // D54: master labels, contracts and ID card reviews.
  masterLabel: [
    [CODES.masterLabelList, '标签查询'],
    [CODES.masterLabelEdit, '标签维护'],
  ],
  masterContract: [
    [CODES.masterContractList, '合同查询'],
    [CODES.masterContractEdit, '合同维护'],
  ],
  idCard: [
    [CODES.idCardList, '身份证查询'],
    [CODES.idCardSubmit, '身份证提交'],
    [CODES.idCardReview, '身份证审核'],
  ],
  customerOrderManage: [
    [CODES.customerOrderList, '客户订单查询'],
    [CODES.customerOrderPlace, '客户订单下单'],
    [CODES.customerOrderRemove, '客户订单移除'],
    [CODES.customerOrderRecover, '客户订单恢复'],
    [CODES.customerOrderExport, '客户订单导出'],
  ],
  walletList: [[CODES.walletQuery, '钱包查询']],
  walletRecord: [
    [CODES.rechargeList, '充值记录查询'],
    [CODES.rechargeAdd, '充值'],
    [CODES.rechargeRemove, '删除充值记录'],
  ],
  enterpriseBill: [[CODES.billList, '账单查询']],
  // D55: the enterprise's acceptance of finished orders and the service agreement.
  acceptanceList: [
    [CODES.acceptanceList, '验收查询'],
    [CODES.acceptanceDecide, '确认验收/提出异议'],
  ],
  agreementConfirm: [
    [CODES.agreementList, '协议查询'],
    [CODES.agreementConfirm, '确认协议'],
    [CODES.agreementPublish, '发布协议'],
  ],
  // D42: master bills and statements share the read and export codes; deposits have their own.
  masterBill: [
    [CODES.masterBillList, '师傅账单查询'],
    [CODES.masterBillExport, '师傅账单导出'],
  ],
  masterDeposit: [
    [CODES.depositList, '保证金查询'],
    [CODES.depositEdit, '保证金缴纳/扣除/退还'],
  ],
  offlinePayment: [
    [CODES.offlineConfirm, '确认到账'],
    [CODES.offlineReject, '驳回线下付款'],
  ],
  // D53: an enterprise's shops, suppliers, channels and order sources.
  shop: [
    [CODES.shopList, '门店查询'],
    [CODES.shopEdit, '门店维护'],
    [CODES.shopRemove, '门店删除'],
  ],
  supplier: [
    [CODES.supplierList, '供应商查询'],
    [CODES.supplierEdit, '供应商维护'],
    [CODES.supplierRemove, '供应商删除'],
  ],
  channel: [
    [CODES.channelList, '渠道查询'],
    [CODES.channelEdit, '渠道维护'],
    [CODES.channelRemove, '渠道删除'],
  ],
  source: [
    [CODES.sourceList, '来源查询'],
    [CODES.sourceEdit, '来源维护'],
    [CODES.sourceRemove, '来源删除'],
  ],
  // D66: an enterprise's pictures (图片管理).
  images: [
    [CODES.imageList, '图片查询'],
    [CODES.imageAdd, '上传图片'],
    [CODES.imageEdit, '修改图片'],
    [CODES.imageRemove, '删除图片'],
  ],
  // D62: an enterprise's blacklist, problems and customer database; staff's view of every enterprise's accounts.
  blacklist: [
    [CODES.blacklistList, '黑名单查询'],
    [CODES.blacklistEdit, '黑名单维护'],
    [CODES.blacklistRemove, '黑名单删除'],
  ],
  problemList: [
    [CODES.problemList, '问题查询'],
    [CODES.problemAdd, '问题上报'],
    [CODES.problemHandle, '问题处理'],
  ],
  enterpriseAccount: [
    [CODES.accountList, '企业账号查询'],
    [CODES.accountEdit, '停用/启用/解锁账号'],
    [CODES.accountResetPwd, '重置账号密码'],
  ],
  database: [
    [CODES.databaseList, '客户资料查询'],
    [CODES.databaseEdit, '客户资料维护'],
    [CODES.databasePhone, '查看完整电话'],
    [CODES.databaseExport, '客户资料导出'],
  ],
  // D56: registration codes (企业注册): the masked list, and issuing, rotating, disabling, enabling.
  registration: [
    [CODES.registrationCodeList, '注册码查询'],
    [CODES.registrationCodeEdit, '注册码维护'],
  ],
  enterpriseDetails: [
    ['viewBaseData', '查看基础资料'],
    ['priceInfo', '价格信息'],
    ['viewEnterprisePrice', '查看企业价格'],
    ['viewPriceInfo', '查看价格信息'],
    ['editPriceInfo', '修改价格信息'],
    ['viewEnterpriseSetting', '查看企业设置'],
    ['editEnterpriseSetting', '修改企业设置'],
    ['editCommonInfo', '修改通用信息'],
    ['editBasicInnerInfo', '修改基础内部信息'],
    ['viewPrincipalInfo', '查看负责人信息'],
    ['editPrincipalInfo', '修改负责人信息'],
    ['viewAccountInfo', '查看账户信息'],
    ['editAccountInfo', '修改账户信息'],
    ['viewInnerInfo', '查看内部信息'],
    ['editInnerInfo', '修改内部信息'],
    ['addEnterpriseRequest', '新增企业需求'],
    ['editEnterpriseRequest', '修改企业需求'],
    ['deleteEnterpriseRequest', '删除企业需求'],
  ],
  contractList: [
    ['enterpriseContractList:query:list', '合同查询'],
    ['enterpriseContractInfo', '合同详情'],
    ['editEnterpriseContract', '修改合同'],
    ['deleteEnterpriseContract', '删除合同'],
  ],
  // D34: who decides each approval type (tasking and taskdone list what these codes allow).
  increaseAudit: [[CODES.approvalIncrease, '加价审批']],
  newAccessories: [[CODES.approvalAccessories, '新增配件审批']],
  // D46: every approval request by state (运行中的流程, 已结束的流程 share the code).
  processRunning: [[CODES.workflowProcessList, '流程查询']],
  // D51: the approval types' definitions (模型列表, 流程定义 share them) and leave requests.
  modelList: [
    [CODES.workflowModelList, '模型查询'],
    [CODES.workflowModelEdit, '修改审批角色'],
  ],
  leave: [
    [CODES.leaveList, '请假查询'],
    [CODES.leaveAdd, '请假申请'],
    [CODES.leaveApprove, '请假审批'],
  ],
  // D61: accessories, commodities, stock parts, storage records and parts orders.
  accessories: [
    [CODES.accessoryList, '配件查询'],
    [CODES.accessoryEdit, '配件维护'],
    [CODES.accessoryRemove, '配件删除'],
  ],
  commodity: [
    [CODES.commodityList, '商品查询'],
    [CODES.commodityEdit, '商品维护'],
    [CODES.commodityRemove, '商品删除'],
  ],
  stockParts: [
    [CODES.stockList, '库存查询'],
    [CODES.stockEdit, '库存维护'],
    [CODES.stockMove, '出入库'],
  ],
  storageRecord: [[CODES.storageList, '入库记录查询']],
  partsOrder: [
    [CODES.partsOrderList, '配件订单查询'],
    [CODES.partsOrderAdd, '配件订单申请'],
    [CODES.partsOrderShip, '配件订单发货'],
    [CODES.partsOrderReceive, '配件订单收货'],
  ],
  // D63: district prices, deductions (decided by the approver roles of `chargeback`) and the enterprise requests.
  districtPrice: [
    [CODES.districtPriceList, '区域价格查询'],
    [CODES.districtPriceEdit, '区域价格维护'],
    [CODES.districtPriceRemove, '区域价格删除'],
  ],
  chargeback: [
    [CODES.chargebackList, '扣款查询'],
    [CODES.chargebackApply, '申请扣款'],
    [CODES.chargebackApprove, '扣款审批'],
  ],
  processInstance: [[CODES.enterpriseProcessList, '流程实例查询']],
  // D65: order timeouts per enterprise and the overdue orders.
  orderTimeout: [
    [CODES.orderTimeoutList, '订单超时查询'],
    [CODES.orderTimeoutEdit, '订单超时设置'],
  ],
  // D44: the staff dashboards.
  workplace: [[CODES.workplaceView, '工作空间查看']],
  dataCentre: [[CODES.dataCentreView, '数据中心查看']],
  // D64: the menu tree (权限管理) and the customer-service records (客服记录).
  permission: [
    [CODES.menuList, '权限查询'],
    [CODES.menuAdd, '权限新增'],
    [CODES.menuEdit, '权限修改'],
    [CODES.menuRemove, '权限删除'],
  ],
  monitor: [[CODES.monitorView, '监控页查看']],
  customerServiceRecord: [
    [CODES.csRecordList, '客服记录查询'],
    [CODES.csRecordEdit, '客服记录维护'],
    [CODES.csRecordRemove, '客服记录删除'],
  ],
};

/** Inserts the menu tree; answers the menu id of every key. */
export function seedMenus(db: Db): Map<string, number> {
  const insert = db.prepare(
    `INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids = new Map<string, number>();
  let next = 1;
  const walk = (menus: readonly MenuSeed[], parentId: number) => {
    menus.forEach((menu, index) => {
      const menuId = next++;
      ids.set(menu.key, menuId);
      const isDirectory = menu.children !== undefined;
      insert.run(
        menuId,
        parentId,
        menu.name,
        menu.key,
        isDirectory ? 'M' : 'C',
        isDirectory ? 'RouteView' : null,
        menu.icon ?? '',
        menu.hidden ? '1' : '0',
        index + 1,
      );
      if (menu.children) walk(menu.children, menuId);
    });
  };
  walk(MENU_TREE, 0);
  // Buttons after the tree, so the ids of menus stay those of the depth-first order.
  const button = db.prepare(
    `INSERT INTO sys_menu (menu_id, parent_id, menu_name, menu_key, menu_type, menu_lay, icon, visible, order_num, perms)
     VALUES (?, ?, ?, ?, 'F', NULL, '', '0', ?, ?)`,
  );
  for (const [screenKey, buttons] of Object.entries(MENU_BUTTONS)) {
    const parentId = ids.get(screenKey);
    if (parentId === undefined) throw new Error(`seed: buttons of unknown screen ${screenKey}`);
    buttons.forEach(([code, name], index) => {
      button.run(next++, parentId, name, code, index + 1, code);
    });
  }
  return ids;
}

/** Every screen key (leaf) under the given directory keys, for role grants. */
export function screenKeysOf(...directoryKeys: string[]): string[] {
  const leaves = (menus: readonly MenuSeed[]): string[] =>
    menus.flatMap((menu) => (menu.children ? leaves(menu.children) : [menu.key]));
  return leaves(MENU_TREE.filter((menu) => directoryKeys.includes(menu.key)));
}
