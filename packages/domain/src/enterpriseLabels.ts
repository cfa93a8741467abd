/**
 * The zh-CN names of the enterprise profile's fields (spec 001 §4): the form shows them as labels
 * and the history tab shows the rows the server writes with them, so a change reads the same in
 * both. Used by the reference server's history writer and the zh-CN ui catalogue.
 */
export const ENTERPRISE_FIELD_LABELS = {
  enterpriseName: '企业名称',
  enterpriseSysName: '企业简称',
  register: '注册人',
  registerPhone: '注册人电话',
  createTime: '注册时间',
  marketPrincipal: '市场负责人',
  defaultInstallType: '默认安装类型',
  installTypes: '安装类型',
  types: '企业类型',
  enterprisePrincipal: '企业负责人',
  enterprisePrincipalPhone: '企业负责人电话',
  financePrincipal: '财务负责人',
  financePrincipalPhone: '财务负责人电话',
  enterprisePayType: '付款方式',
  enterpriseSettlementType: '结算周期',
  returnedMoneyType: '回款方式',
  returnedMoneyDate: '回款日期',
  enterpriseInvoice: '开票方式',
  invoiceTitle: '发票抬头',
  invoiceType: '发票类型',
  enterpriseTaxNo: '税号',
  enterpriseCardorg: '开户银行',
  enterpriseCardNumber: '银行账号',
  province: '省份',
  city: '城市',
  area: '区县',
  enterpriseAddress: '企业地址',
  enterpriseMobile: '企业电话',
  enterpriseTax: '税费承担方',
  enterpriseTaxPoint: '税点',
  enterpriseStar: '企业等级',
  enterpriseImportanceType: '重要类型',
  orderPrincipals: '订单负责人',
  needAccessories: '需要配件',
  content: '企业备注',
} as const;

/** The zh-CN names of an install type's contacts (spec 001 §4), in the form and in the history. */
export const INSTALLATION_USER_LABELS = {
  principalName: '负责人姓名',
  principalPhone: '负责人电话',
  techniqueName: '技术负责人',
  techniquePhone: '技术负责人电话',
  techniqueName2: '技术负责人2',
  techniquePhone2: '技术负责人2电话',
  customerServiceName: '客服姓名',
  customerServicePhone: '客服电话',
} as const;
