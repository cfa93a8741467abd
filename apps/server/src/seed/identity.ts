import { PERMISSION_CODES } from '@onsite/domain';
import { CODES } from '../core/codes';
import { MANAGEMENT_MENU_KEYS } from '../core/enterpriseAccess';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { TECHNICAL_WORK_TYPE } from '../routes/stuff/records';
import { screenKeysOf, seedMenus } from './menus';
import { seedApprovalModelRoles } from './workflow';

/** A demo account printed by the start command (issue 4). */
export interface DemoAccount {
  loginName: string;
  password: string;
  who: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { loginName: 'admin', password: 'Admin@12345', who: "user id 1, userType '00', every permission" },
  {
    loginName: 'dispatcher',
    password: 'Dispatch@123',
    who: 'dept 103, role 29: duty technicians, work and auto-accept switches',
  },
  { loginName: 'market', password: 'Market@1234', who: 'dept 104, a market principal' },
  {
    loginName: 'enterprise',
    password: 'Enterprise@123',
    who: "userType '22', enterprise 1 with a wallet; lands on the workbench",
  },
  { loginName: 'viewer', password: 'Viewer@1234', who: "userType '1', views enterprises, edits nothing" },
  {
    loginName: 'master',
    password: 'Master@1234',
    who: "userType '2', master 1 (郭师傅), role 35: only the orders dispatched to them (D33)",
  },
  {
    loginName: 'teamhead',
    password: 'Teamhead@123',
    who: "userType '2', master 2 (马师傅), head of 南山一队, role 36: the team's orders (D33)",
  },
];

/** The password of every other seeded user (not printed; for trying the users screen). */
export const OTHER_USERS_PASSWORD = 'Onsite@2024';

const DEPTS = [
  [100, 0, '平台总部', '系统管理员', '4008000000'],
  [101, 100, '总经办', '', '4008000101'],
  [102, 100, '财务部', '钱财务', '4008000102'],
  [103, 100, '订单部', '王派单', '4008000103'],
  [104, 100, '市场部', '李市场', '4008000104'],
  [105, 100, '技术支持部', '钟技术', '4008000105'],
  [106, 100, '客服部', '赵查看', '4008000106'],
] as const;

const VIEW_CODES = PERMISSION_CODES.filter((code) => code.startsWith('view') || code === 'priceInfo');
const CONTRACT_VIEW = ['enterpriseContractList:query:list', 'enterpriseContractInfo'];
const ORDER_VIEW = [CODES.orderList, CODES.orderQuery];
const ACCOUNT = ['center', 'settings', 'base', 'security', 'custom', 'binding', 'notification'];
/** D53: the sales catalogue's codes (shops, suppliers, channels, order sources); enterprise users get their own enterprise's. */
const SALES_CATALOG_CODES = [
  CODES.shopList,
  CODES.shopEdit,
  CODES.shopRemove,
  CODES.supplierList,
  CODES.supplierEdit,
  CODES.supplierRemove,
  CODES.channelList,
  CODES.channelEdit,
  CODES.channelRemove,
  CODES.sourceList,
  CODES.sourceEdit,
  CODES.sourceRemove,
];
/**
 * D62: the blacklist, problem list and customer database codes; enterprise users keep their own enterprise's (not
 * handling problems). Full customer phones (databasePhone) and editing customers are granted apart.
 */
const SERVICE_RECORD_CODES = [
  CODES.blacklistList,
  CODES.blacklistEdit,
  CODES.blacklistRemove,
  CODES.problemList,
  CODES.problemAdd,
  CODES.databaseList,
  CODES.databaseExport,
];
/** D61: the parts codes (accessories, commodities, stock, moves, parts orders); enterprise users get their own enterprise's. */
const PARTS_CODES = [
  CODES.accessoryList,
  CODES.accessoryEdit,
  CODES.accessoryRemove,
  CODES.commodityList,
  CODES.commodityEdit,
  CODES.commodityRemove,
  CODES.stockList,
  CODES.stockEdit,
  CODES.stockMove,
  CODES.storageList,
  CODES.partsOrderList,
  CODES.partsOrderAdd,
  CODES.partsOrderShip,
  CODES.partsOrderReceive,
];
/** D66: the picture codes (图片管理); enterprise users get their own enterprise's. */
const IMAGE_CODES = [CODES.imageList, CODES.imageAdd, CODES.imageEdit, CODES.imageRemove];
/**
 * D49: 企业用户 and 企业角色 serve enterprise administrators only (D45: the server refuses everyone else), so
 * only their role (31) shows them: staff roles, the administrator's included, leave them out (no dead ends).
 */
const ENTERPRISE_ADMIN_ONLY: ReadonlySet<string> = new Set(MANAGEMENT_MENU_KEYS);
const notEnterpriseAdminOnly = (key: string) => !ENTERPRISE_ADMIN_ONLY.has(key);

/** D33: the roles of masters and of team heads (团长). */
export const MASTER_ROLE_ID = 35;
export const TEAM_HEAD_ROLE_ID = 36;

interface RoleSeed {
  id: number;
  name: string;
  key: string;
  remark: string;
  menus: readonly string[] | 'all';
  buttons: readonly string[];
}

/** Every seeded role grants at least one button code (D11: none at all would allow every button). */
export const ROLES: readonly RoleSeed[] = [
  {
    id: 1,
    name: '超级管理员',
    key: 'admin',
    remark: '拥有全部权限',
    menus: 'all',
    buttons: [...Object.values(CODES), ...PERMISSION_CODES],
  },
  {
    id: 29,
    name: '派单主管',
    key: 'dispatcher',
    remark: '订单部：派单、客户订单、值班技术',
    menus: [
      // 师傅订单列表 is a master's own orders (D37): a dispatcher has none, and the server refuses them the call.
      ...screenKeysOf('order', 'master').filter((key) => key !== 'masterOrderList'),
      'welcome',
      'analysis',
      // D44: the staff dashboards.
      'workplace',
      'dataCentre',
      // D46: the approval requests by state.
      'processRunning',
      'processFinished',
      // D51: the approval types' definitions and leave requests.
      'modelList',
      'processDefinition',
      'leave',
      'enterpriseList',
      'enterpriseDetails',
      'enterpriseQuery',
      'contractList',
      // D55: the enterprises' acceptance of the orders they verify and settle.
      'acceptanceList',
      // D65: order timeouts per enterprise and the overdue orders.
      'orderTimeout',
      ...ACCOUNT,
    ],
    buttons: [
      ...VIEW_CODES,
      CODES.acceptanceList,
      // D65: setting order timeouts, reading the overdue orders.
      CODES.orderTimeoutList,
      CODES.orderTimeoutEdit,
      ...CONTRACT_VIEW,
      ...ORDER_VIEW,
      CODES.orderAdd,
      CODES.orderDispatch,
      CODES.orderCancel,
      CODES.orderHold,
      CODES.orderVerify,
      CODES.orderSettle,
      CODES.orderRecover,
      CODES.orderCustomerService,
      // D60: the end customers (with the staff note) and the business opportunities.
      CODES.customerInfoList,
      CODES.customerInfoNote,
      CODES.businessList,
      CODES.businessEdit,
      // D58: third-party orders; the money review read only (finance decides).
      CODES.thirdOrderList,
      CODES.thirdOrderImport,
      CODES.moneyReviewList,
      CODES.approvalIncrease,
      CODES.approvalAccessories,
      CODES.customerOrderList,
      CODES.customerOrderPlace,
      CODES.customerOrderRemove,
      CODES.customerOrderRecover,
      CODES.customerOrderExport,
      // D38: the dispatch supervisor manages masters, the blacklist and teams.
      CODES.masterList,
      CODES.masterAdd,
      CODES.masterEdit,
      CODES.masterBlacklist,
      CODES.teamEdit,
      // D50: the customers' ratings and the masters' scores.
      CODES.feedbackList,
      CODES.feedbackAdd,
      CODES.feedbackExport,
      CODES.masterScoreList,
      // D52: team roles, deciding disband requests, service regions.
      CODES.teamRoleEdit,
      CODES.teamDisband,
      CODES.regionEdit,
      // D54: master labels, contracts and ID card reviews.
      CODES.masterLabelList,
      CODES.masterLabelEdit,
      CODES.masterContractList,
      CODES.masterContractEdit,
      CODES.idCardList,
      CODES.idCardSubmit,
      CODES.idCardReview,
      // D57: complaints and their handlers.
      CODES.complaintList,
      CODES.complaintAdd,
      CODES.complaintHandle,
      CODES.complaintAuthorityList,
      CODES.complaintAuthorityEdit,
      CODES.workplaceView,
      CODES.dataCentreView,
      CODES.workflowProcessList,
      CODES.workflowModelList,
      CODES.leaveList,
      CODES.leaveAdd,
      CODES.leaveApprove,
      // D57: deposit returns (listed and asked for; finance decides).
      CODES.marginReturnList,
      CODES.marginReturnApply,
      // D59: training, exam results (deciding them: the approval model's roles of `examResult`), appraisals.
      CODES.trainList,
      CODES.trainEdit,
      CODES.trainStudy,
      CODES.trainExport,
      CODES.examList,
      CODES.examRecord,
      CODES.examApprove,
      CODES.appraisalList,
      CODES.appraisalEdit,
      CODES.appraisalExport,
    ],
  },
  {
    id: 30,
    name: '市场负责人',
    key: 'market',
    remark: '市场部：企业、合同、价格',
    menus: [
      ...screenKeysOf('enterprise').filter(notEnterpriseAdminOnly),
      'welcome',
      'analysis',
      'workplace',
      'dataCentre',
      'orderList',
      'orderDetails',
      'enterpriseBill',
      'statement',
      // D55: the customers' expenses and finance overview, who accepted the service agreement.
      'customerExpense',
      'customerList',
      'agreementConfirm',
      'walletList',
      'walletRecord',
      // D60: the business opportunities the market department follows up.
      'businessList',
      ...ACCOUNT,
    ],
    buttons: [
      // 投诉管理 is on the market's enterprise menu: they read the complaints (handling them is the service side's).
      CODES.complaintList,
      // 订单超时 too: they read the enterprises' timeouts and overdue orders (dispatch sets them).
      CODES.orderTimeoutList,
      ...PERMISSION_CODES,
      CODES.agreementList,
      CODES.businessList,
      CODES.businessEdit,
      ...ORDER_VIEW,
      CODES.walletQuery,
      CODES.rechargeList,
      CODES.billList,
      CODES.workplaceView,
      CODES.dataCentreView,
      ...SALES_CATALOG_CODES,
      ...PARTS_CODES,
      // D62: every enterprise's blacklist, problems (handling them) and customers (phones masked: least data).
      ...SERVICE_RECORD_CODES,
      CODES.problemHandle,
      // D62: every enterprise's sign-in accounts (企业账号).
      CODES.accountList,
      CODES.accountEdit,
      CODES.accountResetPwd,
      // D56: the registration codes of every enterprise.
      CODES.registrationCodeList,
      CODES.registrationCodeEdit,
      // D63: district prices, asking for deductions, the enterprise requests and approval types.
      CODES.districtPriceList,
      CODES.districtPriceEdit,
      CODES.districtPriceRemove,
      CODES.chargebackList,
      CODES.chargebackApply,
      CODES.enterpriseProcessList,
      CODES.workflowModelList,
      // D66: every enterprise's pictures.
      ...IMAGE_CODES,
    ],
  },
  {
    id: 31,
    name: '企业用户',
    key: 'enterprise',
    remark: '企业客户：下单、充值、账单',
    menus: [
      'workbench',
      'enterpriseDetails',
      'orderList',
      'orderDetails',
      // D41: the course of their own enterprise's orders by number.
      'orderCourse',
      'qyCreateOrder',
      'recharge',
      // Their own offline transfers: the bank slip is uploaded there (D35).
      'offlinePayment',
      'walletRecord',
      'enterpriseBill',
      // D48: their own enterprise's monthly statement.
      'statement',
      // D55: their own spending, their acceptance of finished orders, the service agreement.
      'customerExpense',
      'acceptanceList',
      'agreementConfirm',
      // D49: their own enterprise's users and roles (D45).
      ...MANAGEMENT_MENU_KEYS,
      // D53: their own enterprise's shops, suppliers, channels and order sources.
      'shop',
      'supplier',
      'channel',
      'source',
      // D61: their own enterprise's accessories, commodities, stock, moves and parts orders.
      'accessories',
      'commodity',
      'stockParts',
      'storageRecord',
      'partsOrder',
      // D62: their own enterprise's blacklist, problem list and customer database.
      'blacklist',
      'problemList',
      'database',
      // D57: complaints against their own orders.
      'complaint',
      // D65: their own enterprise's order timeouts and overdue orders.
      'orderTimeout',
      // D66: their own enterprise's pictures.
      'images',
      // D63: their own district prices, deductions and requests.
      'districtPrice',
      'chargeback',
      'processInstance',
      // D58: their own enterprise's third-party orders (imported from a channel file).
      'thirdOrderList',
      'thirdOrderDetails',
      ...ACCOUNT,
    ],
    buttons: [
      'viewBaseData',
      'priceInfo',
      'viewEnterprisePrice',
      'viewPriceInfo',
      ...ORDER_VIEW,
      CODES.orderAdd,
      CODES.orderCancel,
      CODES.orderCustomerService,
      CODES.rechargeList,
      CODES.rechargeAdd,
      CODES.rechargeRemove,
      CODES.billList,
      ...SALES_CATALOG_CODES,
      ...PARTS_CODES,
      // D62: their own blacklist, reporting their own problems, their own customers in full.
      ...SERVICE_RECORD_CODES,
      CODES.databaseEdit,
      CODES.databasePhone,
      // D55: accepting or disputing their finished orders, accepting the service agreement.
      CODES.acceptanceList,
      CODES.acceptanceDecide,
      CODES.agreementList,
      CODES.agreementConfirm,
      // D58: importing and reading their own third-party orders.
      CODES.thirdOrderList,
      CODES.thirdOrderImport,
      // D57: filing and reading their own complaints.
      CODES.complaintList,
      CODES.complaintAdd,
      // D65: reading their own order timeouts and overdue orders.
      CODES.orderTimeoutList,
      // D63: reading their own district prices, deductions and requests.
      CODES.districtPriceList,
      CODES.chargebackList,
      CODES.enterpriseProcessList,
      // D66: their own enterprise's pictures.
      ...IMAGE_CODES,
    ],
  },
  {
    id: 32,
    name: '只读用户',
    key: 'viewer',
    remark: '查看企业，不能修改',
    menus: [
      'welcome',
      'enterpriseList',
      'enterpriseDetails',
      'enterpriseQuery',
      'contractList',
      'orderList',
      'orderDetails',
      ...ACCOUNT,
    ],
    buttons: [...VIEW_CODES, ...CONTRACT_VIEW, ...ORDER_VIEW],
  },
  {
    id: 33,
    name: '财务专员',
    key: 'finance',
    remark: '财务部：钱包、充值、账单',
    // 线下付款 sits in 企业管理's catalogue, but confirming a transfer is finance's work (D35).
    menus: [
      ...screenKeysOf('finance', 'wallet'),
      'offlinePayment',
      // D58: the money review before settlement.
      'moneyExamine',
      // D57: deposit returns.
      'marginReturn',
      // D63: deductions against enterprise wallets (finance decides them) and the enterprise requests.
      'chargeback',
      'processInstance',
      'welcome',
      'analysis',
      'workplace',
      'dataCentre',
      ...ACCOUNT,
    ],
    buttons: [
      'viewAccountInfo',
      ...ORDER_VIEW,
      CODES.orderSettle,
      CODES.moneyReviewList,
      CODES.moneyReviewDecide,
      CODES.offlineConfirm,
      CODES.offlineReject,
      CODES.walletQuery,
      CODES.rechargeList,
      CODES.rechargeAdd,
      CODES.rechargeRemove,
      CODES.billList,
      // D42: master bills, statements and deposits.
      CODES.masterBillList,
      CODES.masterBillExport,
      CODES.depositList,
      CODES.depositEdit,
      // D57: deposit returns: finance decides them (the approval model's roles of `marginReturn`).
      CODES.marginReturnList,
      CODES.marginReturnApply,
      CODES.marginReturnApprove,
      // D63: deductions: finance decides them (the approval model's roles of `chargeback`).
      CODES.chargebackList,
      CODES.chargebackApprove,
      CODES.enterpriseProcessList,
      // D55: the enterprises' acceptance of orders and of the service agreement (read only).
      CODES.acceptanceList,
      CODES.agreementList,
      CODES.workplaceView,
      CODES.dataCentreView,
    ],
  },
  {
    id: 34,
    name: '技术支持',
    key: 'technical',
    remark: '技术支持与客服',
    // D50: customer service records the customers' ratings and reads the masters' scores.
    // D57: and files and handles complaints (as 投诉权限 assigns them).
    menus: [
      'welcome',
      'workplace',
      'orderList',
      'orderDetails',
      'feedback',
      'masterScore',
      'complaint',
      ...ACCOUNT,
    ],
    buttons: [
      ...ORDER_VIEW,
      CODES.workplaceView,
      CODES.feedbackList,
      CODES.feedbackAdd,
      CODES.masterScoreList,
      CODES.complaintList,
      CODES.complaintAdd,
      CODES.complaintHandle,
    ],
  },
  // D33: service workers (userType '2'); the server scopes every order call to their own (team's) orders.
  {
    id: MASTER_ROLE_ID,
    name: '师傅',
    key: 'master',
    remark: '服务师傅：接单、签到、完工、退单，只看派给自己的订单',
    // D42: their own bill lines, statements and deposit (the server scopes them).
    menus: [
      'masterOrderList',
      'orderDetails',
      'orderCourse',
      'masterBill',
      'masterStatement',
      'masterDeposit',
      // D51: their own leave requests.
      'leave',
      // D57: their own deposit return requests.
      'marginReturn',
      // D59: their own courses, study, exam results and appraisals.
      'trainList',
      'trainOverview',
      'examination',
      'appraisalForm',
      // D60: their own ID card, submitted for review.
      'idCard',
      ...ACCOUNT,
    ],
    buttons: [
      CODES.orderWork,
      CODES.orderQuery,
      CODES.masterBillList,
      CODES.depositList,
      CODES.leaveList,
      CODES.leaveAdd,
      CODES.marginReturnList,
      CODES.marginReturnApply,
      // D60: their own ID card (the server scopes both codes to it).
      CODES.idCardList,
      CODES.idCardSubmit,
      // D59: their own courses, study, exam results and appraisals.
      CODES.trainList,
      CODES.trainStudy,
      CODES.examList,
      CODES.examRecord,
      CODES.appraisalList,
    ],
  },
  {
    id: TEAM_HEAD_ROLE_ID,
    name: '团长',
    key: 'teamHead',
    remark: '团队负责人：本人作业，查看本团队师傅的订单',
    // D42: their own bill lines, statements and deposit (the server scopes them).
    menus: [
      'masterOrderList',
      'orderDetails',
      'orderCourse',
      'masterBill',
      'masterStatement',
      'masterDeposit',
      // D51: their own leave requests.
      'leave',
      // D57: their own deposit return requests.
      'marginReturn',
      // D59: their own courses, study, exam results and appraisals.
      'trainList',
      'trainOverview',
      'examination',
      'appraisalForm',
      // D60: their own ID card, submitted for review.
      'idCard',
      // D52: asking to disband their team.
      'disbandTeam',
      ...ACCOUNT,
    ],
    buttons: [
      CODES.orderWork,
      CODES.orderQuery,
      CODES.masterBillList,
      CODES.depositList,
      CODES.leaveList,
      CODES.leaveAdd,
      CODES.marginReturnList,
      CODES.marginReturnApply,
      // D60: their own ID card (the server scopes both codes to it).
      CODES.idCardList,
      CODES.idCardSubmit,
      // D59: their own courses, study, exam results and appraisals.
      CODES.trainList,
      CODES.trainStudy,
      CODES.examList,
      CODES.examRecord,
      CODES.appraisalList,
      CODES.teamDisbandApply,
    ],
  },
];

interface UserSeed {
  id: number;
  login: string;
  name: string;
  type: string;
  dept: number | null;
  role: number;
  phone: string;
  enterprise?: number;
  workType?: string;
  working?: boolean;
  sex?: '0' | '1' | '2';
}

export const USERS: readonly UserSeed[] = [
  {
    id: 1,
    login: 'admin',
    name: '系统管理员',
    type: '00',
    dept: 100,
    role: 1,
    phone: '13800000001',
    sex: '0',
  },
  {
    id: 2,
    login: 'dispatcher',
    name: '王派单',
    type: '01',
    dept: 103,
    role: 29,
    phone: '13800000002',
    workType: 'dispatch',
    working: true,
  },
  { id: 3, login: 'market', name: '李市场', type: '01', dept: 104, role: 30, phone: '13800000003', sex: '0' },
  {
    id: 4,
    login: 'enterprise',
    name: '张企业',
    type: '22',
    dept: null,
    role: 31,
    phone: '13800000004',
    enterprise: 1,
    sex: '1',
  },
  { id: 5, login: 'viewer', name: '赵查看', type: '1', dept: 106, role: 32, phone: '13800000005', sex: '1' },
  {
    id: 6,
    login: 'dispatcher2',
    name: '孙调度',
    type: '01',
    dept: 103,
    role: 29,
    phone: '13800000006',
    workType: 'dispatch',
    working: true,
  },
  { id: 7, login: 'market2', name: '周拓展', type: '01', dept: 104, role: 30, phone: '13800000007' },
  {
    id: 8,
    login: 'dispatcher3',
    name: '吴派单',
    type: '01',
    dept: 103,
    role: 29,
    phone: '13800000008',
    workType: 'dispatch',
  },
  {
    id: 9,
    login: 'finance',
    name: '钱财务',
    type: '01',
    dept: 102,
    role: 33,
    phone: '13800000009',
    sex: '1',
  },
  {
    id: 10,
    login: 'service',
    name: '郑客服',
    type: '01',
    dept: 106,
    role: 34,
    phone: '13800000010',
    sex: '1',
  },
  {
    id: 11,
    login: 'tech1',
    name: '钟技术',
    type: '01',
    dept: 105,
    role: 34,
    phone: '13500000011',
    workType: TECHNICAL_WORK_TYPE,
  },
  {
    id: 12,
    login: 'tech2',
    name: '唐技术',
    type: '01',
    dept: 105,
    role: 34,
    phone: '13500000012',
    workType: TECHNICAL_WORK_TYPE,
  },
  {
    id: 13,
    login: 'tech3',
    name: '韩技术',
    type: '01',
    dept: 105,
    role: 34,
    phone: '13500000013',
    workType: TECHNICAL_WORK_TYPE,
  },
  {
    id: 14,
    login: 'tech4',
    name: '冯技术',
    type: '01',
    dept: 105,
    role: 34,
    phone: '13500000014',
    workType: TECHNICAL_WORK_TYPE,
  },
  {
    id: 15,
    login: 'tech5',
    name: '陈技术',
    type: '01',
    dept: 105,
    role: 34,
    phone: '13500000015',
    workType: TECHNICAL_WORK_TYPE,
  },
  {
    id: 16,
    login: 'ent2',
    name: '郑电信',
    type: '22',
    dept: null,
    role: 31,
    phone: '13700000002',
    enterprise: 2,
  },
  {
    id: 17,
    login: 'ent3',
    name: '冯锁业',
    type: '22',
    dept: null,
    role: 31,
    phone: '13700000003',
    enterprise: 3,
  },
  {
    id: 18,
    login: 'ent4',
    name: '蒋通信',
    type: '22',
    dept: null,
    role: 31,
    phone: '13700000004',
    enterprise: 4,
  },
  // D33: the demo master (master 1) and the head of 南山一队 (master 2), linked in seed/orders.ts.
  {
    id: 19,
    login: 'master',
    name: '郭师傅',
    type: '2',
    dept: null,
    role: 35,
    phone: '13600000001',
    sex: '0',
  },
  {
    id: 20,
    login: 'teamhead',
    name: '马师傅',
    type: '2',
    dept: null,
    role: 36,
    phone: '13600000002',
    sex: '0',
  },
];

/** Departments, roles with their menus and buttons, users and their roles; the first duty technician. */
/** Departments, menus and roles: what every installation has, demo or not. */
export function seedOrganisation(db: Db, at: number): void {
  const time = formatTime(at);
  const dept = db.prepare(
    'INSERT INTO sys_dept (dept_id, parent_id, dept_name, order_num, leader, phone) VALUES (?, ?, ?, ?, ?, ?)',
  );
  DEPTS.forEach(([id, parent, name, leader, phone], index) => {
    dept.run(id, parent, name, index, leader, phone);
  });

  const menuIds = seedMenus(db);
  const role = db.prepare(
    'INSERT INTO sys_role (role_id, role_name, role_key, order_num, remark, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const roleMenu = db.prepare('INSERT OR IGNORE INTO sys_role_menu (role_id, menu_id) VALUES (?, ?)');
  const roleButton = db.prepare('INSERT OR IGNORE INTO sys_role_button (role_id, button) VALUES (?, ?)');
  ROLES.forEach((seed, index) => {
    role.run(seed.id, seed.name, seed.key, index + 1, seed.remark, time);
    const keys = seed.menus === 'all' ? [...menuIds.keys()].filter(notEnterpriseAdminOnly) : seed.menus;
    for (const key of keys) {
      const menuId = menuIds.get(key);
      if (menuId === undefined) throw new Error(`seed: unknown menu key ${key}`);
      roleMenu.run(seed.id, menuId);
    }
    for (const code of seed.buttons) roleButton.run(seed.id, code);
  });
  // D51: each approval type is decided by the roles that hold its approver code.
  seedApprovalModelRoles(db);
}

/**
 * The first administrator of a non-demo installation (issue 14): user 1, login `admin`, every
 * permission, with a password chosen at first start that must be changed at the first sign-in.
 */
export function seedFirstAdministrator(db: Db, at: number, passwordHash: string): void {
  db.prepare(
    `INSERT INTO sys_user (user_id, login_name, user_name, password_hash, user_type, dept_id, create_time,
       password_change_required) VALUES (1, 'admin', '系统管理员', ?, '00', 100, ?, 1)`,
  ).run(passwordHash, formatTime(at));
  db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (1, 1)').run();
}

/** The demo data's organisation and every demo user (the accounts of `DEMO_ACCOUNTS` and the others). */
export function seedIdentity(
  db: Db,
  at: number,
  passwordHashes: ReadonlyMap<string, string>,
  otherHash: string,
): void {
  const time = formatTime(at);
  seedOrganisation(db, at);
  const user = db.prepare(
    `INSERT INTO sys_user (user_id, login_name, user_name, password_hash, user_type, dept_id, enterprise_id, phonenumber, email,
       work_type, work_status, sex, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const userRole = db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)');
  for (const seed of USERS) {
    user.run(
      seed.id,
      seed.login,
      seed.name,
      passwordHashes.get(seed.login) ?? otherHash,
      seed.type,
      seed.dept,
      seed.enterprise ?? null,
      seed.phone,
      `${seed.login}@onsite.example`,
      seed.workType ?? null,
      seed.working ? 'WORK_ON' : 'WORK_NE',
      seed.sex ?? '2',
      time,
    );
    userRole.run(seed.id, seed.role);
  }
  db.prepare(
    "INSERT INTO duty_technician (technical_id, order_num, create_by, create_time) VALUES (11, 0, '王派单', ?)",
  ).run(time);
}
