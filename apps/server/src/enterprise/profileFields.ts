import {
  INSTALLATION_USER_LABELS as CONTACT_LABELS,
  ENTERPRISE_FIELD_LABELS,
  type InstallationUser,
} from '@onsite/domain';
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

/**
 * The Chinese labels of the history rows (dataType 1): the form's labels (domain), plus the fields
 * the form shows under other headings.
 */
export const FIELD_LABELS: Record<EditableField, string> = {
  ...ENTERPRISE_FIELD_LABELS,
  loginName: '登录账号',
  userName: '联系人',
  phone: '联系电话',
  installationUsers: '安装类型联系人',
  needSaleOrderCode: '销售单号',
  contacts: '旧件寄回地址',
  enterpriseSendBack: '寄件要求',
};

/** Labels of the contacts per install type, prefixed with the install type's name in history. */
export const INSTALLATION_USER_LABELS: Record<
  Exclude<keyof InstallationUser, 'installType'>,
  string
> = CONTACT_LABELS;

export function groupOf(field: EditableField) {
  return FIELD_GROUPS.find((group) => (group.fields as readonly EditableField[]).includes(field));
}
