import { type Chunk, chunk } from '../router/chunk';
import { SCREEN_KEYS, type ScreenKey } from './catalogue';

/** Whether a screen is built, or renders the 404 page until it is (D12). */
export type ScreenStatus = 'built' | 'notBuilt';

export interface ScreenEntry {
  status: ScreenStatus;
  /** The lazily loaded screen. */
  chunk: Chunk<object>;
}

const exceptionScreen = (status: 'Forbidden' | 'NotFound' | 'ServerError') =>
  chunk<object>(() => import('./exception/ExceptionScreens').then((module) => ({ default: module[status] })));

const resultScreen = (screen: 'SuccessScreen' | 'FailScreen') =>
  chunk<object>(() =>
    import('./dashboards/ResultScreen/ResultScreens').then((module) => ({ default: module[screen] })),
  );

/** 页面不存在或仍在开发中: every key whose screen is not built yet (D12). */
const NOT_BUILT = exceptionScreen('NotFound');

/** The screens built so far; later issues add theirs here (workbench, order list, …). */
const BUILT: Partial<Record<ScreenKey, Chunk<object>>> = {
  welcome: chunk(() => import('./welcome/WelcomeScreen')),
  logininfor: chunk(() => import('./system/LoginLogScreen/LoginLogScreen')),
  user: chunk(() => import('./system/UserScreen/UserScreen')),
  role: chunk(() => import('./system/RoleScreen/RoleScreen')),
  dict: chunk(() => import('./system/DictScreen/DictScreen')),
  operlog: chunk(() => import('./system/OperLogScreen/OperLogScreen')),
  dept: chunk(() => import('./system/DeptScreen/DeptScreen')),
  district: chunk(() => import('./system/DistrictScreen/DistrictScreen')),
  process: chunk(() => import('./system/ProcessScreen/ProcessScreen')),
  fileStorage: chunk(() => import('./system/FileStorageScreen/FileStorageScreen')),
  // D64: the menu tree, customer-service records.
  permission: chunk(() => import('./system/PermissionScreen/PermissionScreen')),
  customerServiceRecord: chunk(() => import('./system/CsRecordScreen/CsRecordScreen')),
  // D43: the server's scheduled jobs and system parameters.
  job: chunk(() => import('./runtime/JobScreen/JobScreen')),
  config: chunk(() => import('./runtime/ConfigScreen/ConfigScreen')),
  center: chunk(() => import('./account/AccountCenterScreen/AccountCenterScreen')),
  base: chunk(() => import('./account/BaseSettingsScreen/BaseSettingsScreen')),
  security: chunk(() => import('./account/SecurityScreen/SecurityScreen')),
  custom: chunk(() => import('./account/CustomSettingsScreen/CustomSettingsScreen')),
  // D64: which live alerts I receive and whether they speak; WeChat and phone bindings.
  notification: chunk(() => import('./account/NotificationScreen/NotificationScreen')),
  binding: chunk(() => import('./account/BindingScreen/BindingScreen')),
  workbench: chunk(() => import('./dashboards/WorkbenchScreen/WorkbenchScreen')),
  analysis: chunk(() => import('./dashboards/AnalysisScreen/AnalysisScreen')),
  // D44: the staff dashboards (the data centre's chunk alone loads the chart library).
  workplace: chunk(() => import('./dashboards/WorkplaceScreen/WorkplaceScreen')),
  dataCentre: chunk(() => import('./dashboards/DataCentreScreen/DataCentreScreen')),
  // D64: live operations (open and overdue orders, live alerts).
  monitor: chunk(() => import('./dashboards/MonitorScreen/MonitorScreen')),
  success: resultScreen('SuccessScreen'),
  fail: resultScreen('FailScreen'),
  recharge: chunk(() => import('./finance/RechargeScreen/RechargeScreen')),
  walletList: chunk(() => import('./finance/WalletListScreen/WalletListScreen')),
  walletRecord: chunk(() => import('./finance/WalletRecordScreen/WalletRecordScreen')),
  enterpriseBill: chunk(() => import('./finance/EnterpriseBillScreen/EnterpriseBillScreen')),
  offlinePayment: chunk(() => import('./finance/OfflinePaymentScreen/OfflinePaymentScreen')),
  // D42: the service side of finance.
  masterBill: chunk(() => import('./finance/MasterBillScreen/MasterBillScreen')),
  masterStatement: chunk(() => import('./finance/MasterStatementScreen/MasterStatementScreen')),
  masterDeposit: chunk(() => import('./finance/MasterDepositScreen/MasterDepositScreen')),
  // D48: the enterprise's monthly statement.
  statement: chunk(() => import('./finance/EnterpriseStatementScreen/EnterpriseStatementScreen')),
  // D55: customer expenses and list; the enterprise's acceptance of orders and of the service agreement.
  customerExpense: chunk(() => import('./finance/CustomerExpenseScreen/CustomerExpenseScreen')),
  customerList: chunk(() => import('./finance/CustomerListScreen/CustomerListScreen')),
  acceptanceList: chunk(() => import('./finance/AcceptanceListScreen/AcceptanceListScreen')),
  agreementConfirm: chunk(() => import('./finance/AgreementConfirmScreen/AgreementConfirmScreen')),
  orderList: chunk(() => import('./orders/OrderListScreen/OrderListScreen')),
  orderListAll: chunk(() => import('./orders/OrderListScreen/OrderListAllScreen')),
  masterOrderList: chunk(() => import('./orders/MasterOrderListScreen/MasterOrderListScreen')),
  // D34: approvals (fee increases, extra parts).
  tasking: chunk(() => import('./approvals/TaskingScreen/TaskingScreen')),
  taskdone: chunk(() => import('./approvals/TaskdoneScreen/TaskdoneScreen')),
  processRunning: chunk(() => import('./approvals/ProcessRunningScreen/ProcessRunningScreen')),
  processFinished: chunk(() => import('./approvals/ProcessFinishedScreen/ProcessFinishedScreen')),
  // D51: the approval model and leave.
  modelList: chunk(() => import('./workflow/ModelListScreen/ModelListScreen')),
  processDefinition: chunk(() => import('./workflow/ProcessDefinitionScreen/ProcessDefinitionScreen')),
  leave: chunk(() => import('./workflow/LeaveScreen/LeaveScreen')),
  increaseAudit: chunk(() => import('./approvals/IncreaseAuditScreen/IncreaseAuditScreen')),
  newAccessories: chunk(() => import('./approvals/NewAccessoriesScreen/NewAccessoriesScreen')),
  enterpriseOrderList: chunk(() => import('./orders/OrderListScreen/EnterpriseOrderListScreen')),
  orderDetails: chunk(() => import('./orders/OrderDetailsScreen/OrderDetailsScreen')),
  enterpriseOrderDetails: chunk(() => import('./orders/OrderDetailsScreen/OrderDetailsScreen')),
  createOrder: chunk(() => import('./orders/CreateOrderScreen/CreateOrderScreen')),
  qyCreateOrder: chunk(() => import('./orders/CreateOrderScreen/CreateOrderScreen')),
  customerOrderManage: chunk(() => import('./orders/CustomerOrderManageScreen/CustomerOrderManageScreen')),
  reviewList: chunk(() => import('./orders/ReviewListScreen/ReviewListScreen')),
  // D41: the side paths of an order (退单列表, 订单回收, 取消列表) and its course (订单进度).
  orderBack: chunk(() => import('./orderPaths/OrderBackScreen/OrderBackScreen')),
  orderRecovery: chunk(() => import('./orderPaths/OrderRecoveryScreen/OrderRecoveryScreen')),
  cancelList: chunk(() => import('./orderPaths/CancelListScreen/CancelListScreen')),
  orderCourse: chunk(() => import('./orderPaths/OrderCourseScreen/OrderCourseScreen')),
  enterpriseList: chunk(() => import('./enterprises/EnterpriseListScreen/EnterpriseListScreen')),
  enterpriseDetails: chunk(() => import('./enterprises/EnterpriseDetailsScreen/EnterpriseDetailsScreen')),
  enterpriseQuery: chunk(() => import('./enterprises/EnterpriseQueryScreen/EnterpriseQueryScreen')),
  contractList: chunk(() => import('./enterprises/ContractListScreen/ContractListScreen')),
  orderTemplate: chunk(() => import('./enterprises/OrderTypeScreen/OrderTypeScreen')),
  brand: chunk(() => import('./enterprises/BrandScreen/BrandScreen')),
  model: chunk(() => import('./enterprises/ModelScreen/ModelScreen')),
  // D53: an enterprise's shops, suppliers, sales channels and order sources.
  shop: chunk(() => import('./enterprises/ShopScreen/ShopScreen')),
  supplier: chunk(() => import('./enterprises/SupplierScreen/SupplierScreen')),
  channel: chunk(() => import('./enterprises/ChannelScreen/ChannelScreen')),
  source: chunk(() => import('./enterprises/SourceScreen/SourceScreen')),
  // D61: accessories (the catalogue tab 2 prices), commodities, parts stock, stock moves and parts orders.
  accessories: chunk(() => import('./parts/AccessoriesScreen/AccessoriesScreen')),
  commodity: chunk(() => import('./parts/CommodityScreen/CommodityScreen')),
  stockParts: chunk(() => import('./parts/StockPartsScreen/StockPartsScreen')),
  storageRecord: chunk(() => import('./parts/StorageRecordScreen/StorageRecordScreen')),
  partsOrder: chunk(() => import('./parts/PartsOrderScreen/PartsOrderScreen')),
  // D62: an enterprise's blacklist, problems and customer database; staff's view of every enterprise's accounts.
  blacklist: chunk(() => import('./enterprise/service/BlacklistScreen/BlacklistScreen')),
  problemList: chunk(() => import('./enterprise/service/ProblemListScreen/ProblemListScreen')),
  database: chunk(() => import('./enterprise/service/DatabaseScreen/DatabaseScreen')),
  orderManagement: chunk(() => import('./enterprise/service/OrderManagementScreen/OrderManagementScreen')),
  enterpriseAccount: chunk(
    () => import('./enterprise/service/EnterpriseAccountScreen/EnterpriseAccountScreen'),
  ),
  // D66: an enterprise's pictures (图片管理).
  images: chunk(() => import('./enterprise/images/ImagesScreen/ImagesScreen')),
  // D63: district prices, deductions, and the enterprise side of the approval model.
  districtPrice: chunk(() => import('./enterprise/requests/DistrictPriceScreen/DistrictPriceScreen')),
  chargeback: chunk(() => import('./enterprise/requests/ChargebackScreen/ChargebackScreen')),
  workflowModel: chunk(() => import('./approvals/WorkflowModelScreen/WorkflowModelScreen')),
  processInstance: chunk(() => import('./approvals/ProcessInstanceScreen/ProcessInstanceScreen')),
  // D65: order timeouts per enterprise and the overdue orders.
  orderTimeout: chunk(() => import('./enterprise/orderTimeout/OrderTimeoutScreen')),
  // D56: the enterprise-level switches, what is custom to an enterprise, and registration codes.
  configuration: chunk(() => import('./enterpriseSetup/ConfigurationScreen/ConfigurationScreen')),
  customisation: chunk(() => import('./enterpriseSetup/CustomisationScreen/CustomisationScreen')),
  registration: chunk(() => import('./enterpriseSetup/RegistrationCodeScreen/RegistrationCodeScreen')),
  // D49: the enterprise administrator's own users and roles (D45).
  enterpriseUser: chunk(() => import('./enterpriseAdmin/EnterpriseUserScreen/EnterpriseUserScreen')),
  enterpriseRole: chunk(() => import('./enterpriseAdmin/EnterpriseRoleScreen/EnterpriseRoleScreen')),
  masterList: chunk(() => import('./masters/MasterListScreen/MasterListScreen')),
  masterBlacklist: chunk(() => import('./masters/MasterBlacklistScreen/MasterBlacklistScreen')),
  teamManagement: chunk(() => import('./masters/TeamManagementScreen/TeamManagementScreen')),
  // D58: third-party orders (file import) and the money review before settlement.
  thirdOrderList: chunk(() => import('./thirdOrders/ThirdOrderListScreen/ThirdOrderListScreen')),
  thirdOrderDetails: chunk(() => import('./thirdOrders/ThirdOrderDetailsScreen/ThirdOrderDetailsScreen')),
  moneyExamine: chunk(() => import('./thirdOrders/MoneyExamineScreen/MoneyExamineScreen')),
  // D60: the end customers of the orders and the business opportunities.
  customerInfoOrder: chunk(() => import('./customerBusiness/CustomerInfoScreen/CustomerInfoScreen')),
  businessList: chunk(() => import('./customerBusiness/BusinessListScreen/BusinessListScreen')),
  // D50: customers' ratings, the masters' scores and the dispatchers' master search.
  feedback: chunk(() => import('./quality/FeedbackScreen/FeedbackScreen')),
  masterScore: chunk(() => import('./quality/MasterScoreScreen/MasterScoreScreen')),
  masterQuery: chunk(() => import('./quality/MasterQueryScreen/MasterQueryScreen')),
  // D57: complaints and their handlers.
  complaint: chunk(() => import('./complaints/ComplaintScreen/ComplaintScreen')),
  complaintAuthority: chunk(() => import('./complaints/ComplaintAuthorityScreen/ComplaintAuthorityScreen')),
  marginReturn: chunk(() => import('./marginReturn/MarginReturnScreen/MarginReturnScreen')),
  // D59: training courses, the training overview, exam results and appraisals.
  trainList: chunk(() => import('./training/TrainListScreen/TrainListScreen')),
  trainOverview: chunk(() => import('./training/TrainOverviewScreen/TrainOverviewScreen')),
  examination: chunk(() => import('./training/ExaminationScreen/ExaminationScreen')),
  appraisalForm: chunk(() => import('./training/AppraisalFormScreen/AppraisalFormScreen')),
  // D52: team roles, team heads, disband requests and service regions.
  teamRole: chunk(() => import('./teams/TeamRoleScreen/TeamRoleScreen')),
  headList: chunk(() => import('./teams/HeadListScreen/HeadListScreen')),
  disbandTeam: chunk(() => import('./teams/DisbandTeamScreen/DisbandTeamScreen')),
  regionalDivision: chunk(() => import('./teams/RegionalDivisionScreen/RegionalDivisionScreen')),
  // D54: master labels, service contracts and ID card reviews.
  masterLabel: chunk(() => import('./masterRecords/MasterLabelScreen/MasterLabelScreen')),
  masterContract: chunk(() => import('./masterRecords/MasterContractScreen/MasterContractScreen')),
  idCard: chunk(() => import('./masterRecords/IdCardScreen/IdCardScreen')),
  403: exceptionScreen('Forbidden'),
  404: NOT_BUILT,
  500: exceptionScreen('ServerError'),
};

/** The screens registry (D12): every catalogue key has an entry. */
export const SCREENS: Readonly<Record<ScreenKey, ScreenEntry>> = Object.fromEntries(
  SCREEN_KEYS.map((key) => {
    const built = BUILT[key];
    return [key, built ? { status: 'built', chunk: built } : { status: 'notBuilt', chunk: NOT_BUILT }];
  }),
) as Record<ScreenKey, ScreenEntry>;

/** The entry of a menu key; a key outside the catalogue renders the 404 page too. */
export function screenEntry(key: string): ScreenEntry {
  return (SCREENS as Readonly<Record<string, ScreenEntry>>)[key] ?? { status: 'notBuilt', chunk: NOT_BUILT };
}
