import type { InstallationUser } from '@onsite/domain';
import type { ProfileField } from './repository';

/**
 * Which permission code (spec 001 §6) governs which field of the enterprise form, with the group's
 * name for the 403 message. Fields the spec does not place are placed by us (see the README):
 * installationUsers (the contacts per install type, the "principals" of editCommonInfo) and the enterprise type go with
 * editCommonInfo; the account's userName and phone with editBasicInnerInfo; needAccessories, the
 * return addresses and the send requirements with editInnerInfo (order behaviour).
 * needSaleOrderCode is reserved to user type '00' (spec 001 §5) and has no code.
 */
export const FIELD_GROUPS = [
  {
    code: 'editCommonInfo',
    name: '企业基本信息',
    fields: [
      'enterpriseName',
      'enterpriseSysName',
      'defaultInstallType',
      'types',
      'installTypes',
      'installationUsers',
    ],
  },
  {
    code: 'editBasicInnerInfo',
    name: '注册与市场负责人信息',
    fields: ['register', 'registerPhone', 'createTime', 'marketPrincipal', 'userName', 'phone'],
  },
  {
    code: 'editPrincipalInfo',
    name: '负责人信息',
    fields: ['enterprisePrincipal', 'enterprisePrincipalPhone', 'financePrincipal', 'financePrincipalPhone'],
  },
  {
    code: 'editAccountInfo',
    name: '账户信息',
    fields: [
      'enterprisePayType',
      'enterpriseSettlementType',
      'returnedMoneyType',
      'returnedMoneyDate',
      'enterpriseInvoice',
      'invoiceTitle',
      'invoiceType',
      'enterpriseTaxNo',
      'enterpriseCardorg',
      'enterpriseCardNumber',
      'province',
      'city',
      'area',
      'enterpriseAddress',
      'enterpriseMobile',
      'enterpriseTax',
      'enterpriseTaxPoint',
    ],
  },
  {
    code: 'editInnerInfo',
    name: '内部信息',
    fields: [
      'enterpriseStar',
      'enterpriseImportanceType',
      'orderPrincipals',
      'content',
      'needAccessories',
      'contacts',
      'enterpriseSendBack',
    ],
  },
] as const satisfies readonly { code: string; name: string; fields: readonly EditableField[] }[];

/** Every field the update compares: the scalars plus the nested lists. */
export type EditableField =
  | ProfileField
  | 'installTypes'
  | 'installationUsers'
  | 'contacts'
  | 'enterpriseSendBack';

/** The Chinese labels of the history rows (dataType 1). */
export const FIELD_LABELS: Record<EditableField, string> = {
  enterpriseName: '企业名称',
  enterpriseSysName: '企业简称',
  register: '注册人',
  registerPhone: '注册人电话',
  createTime: '注册时间',
  marketPrincipal: '市场负责人',
  defaultInstallType: '默认安装类型',
  loginName: '登录账号',
  userName: '联系人',
  phone: '联系电话',
  types: '企业类型',
  installTypes: '安装类型',
  installationUsers: '安装类型联系人',
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
  content: '企业备注',
  needSaleOrderCode: '销售单号',
  needAccessories: '需要配件',
  contacts: '旧件寄回地址',
  enterpriseSendBack: '寄件要求',
};

/** Labels of the contacts per install type, prefixed with the install type's name in history. */
export const INSTALLATION_USER_LABELS: Record<Exclude<keyof InstallationUser, 'installType'>, string> = {
  principalName: '负责人姓名',
  principalPhone: '负责人电话',
  techniqueName: '技术负责人',
  techniquePhone: '技术负责人电话',
  techniqueName2: '技术负责人2',
  techniquePhone2: '技术负责人2电话',
  customerServiceName: '客服姓名',
  customerServicePhone: '客服电话',
};

export function groupOf(field: EditableField) {
  return FIELD_GROUPS.find((group) => (group.fields as readonly EditableField[]).includes(field));
}
