import type { EnterpriseProfileUpdate, ReturnAddressRow } from '@onsite/api-client';
import {
  BANKS,
  DEFAULT_ADDRESS_STATUS,
  DEPT_MARKET_PRINCIPALS,
  DEPT_ORDER_PRINCIPALS,
  type Enterprise,
  type EnterpriseProfile,
  type HistoryFieldChange,
  type InstallationUser,
  isReturnMoneyTypeEnabled,
  normalizeSendRequirements,
  RESTRICTED_PROFILE_FIELDS,
  type RestrictedProfileField,
  returnDayOptions,
  validateEnterpriseNames,
  validateReturnAddresses,
} from '@onsite/domain';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { badRequest, forbidden } from '../http/errors';
import { installTypeLabel } from '../seed/installTypes';
import { hasCode, isPlatformSuper } from './guard';
import { change, dictText, regionText } from './history';
import { DOMAIN_MESSAGE_TEXT, ENTERPRISE_TYPE_LABELS, flagText } from './labels';
import { type EditableField, FIELD_LABELS, groupOf, INSTALLATION_USER_LABELS } from './profileFields';
import {
  checkDictValue,
  checkInstallTypes,
  checkRegion,
  checkUsersInDept,
  DICTIONARY_FIELDS,
  userNames,
} from './references';
import {
  contactsOf,
  type EnterpriseRow,
  installationUsersOf,
  installTypesOf,
  PROFILE_COLUMNS,
  type ProfileField,
  scalarsOf,
  sendBacksOf,
} from './repository';

/** A return address kept by the update: trimmed, and complete after the domain rule passed. */
export interface AddressInput {
  contactId?: number;
  contact: string;
  phoneNumber: string;
  address: string;
  defaultStatus: 0 | 1;
}

/**
 * The update's body with every section present: the contract's rows may be incomplete or blank (the
 * domain rule judges them); a restricted section the caller left out is filled from the stored values.
 */
export type ProfileInput = Omit<EnterpriseProfileUpdate, RestrictedProfileField> &
  Pick<EnterpriseProfile, RestrictedProfileField>;

/** The body with each restricted field it left out taken from the stored enterprise (unchanged). */
export function completeProfile(stored: Enterprise, body: EnterpriseProfileUpdate): ProfileInput {
  const filled: Record<string, unknown> = { ...body };
  for (const field of RESTRICTED_PROFILE_FIELDS) {
    if (filled[field] === undefined) filled[field] = stored[field];
  }
  return filled as ProfileInput;
}

/** The update after the rules: what gets written, compared and recorded. */
export interface NormalizedProfile {
  input: ProfileInput;
  installTypes: string[];
  contacts: AddressInput[];
  sendBack: string[];
}

const trimmed = (row: ReturnAddressRow): AddressInput => ({
  ...row,
  contact: (row.contact ?? '').trim(),
  phoneNumber: (row.phoneNumber ?? '').trim(),
  address: (row.address ?? '').trim(),
});

/** Spec 001 §5 rules of the form; the first failure answers its message and nothing is written. */
export function normalizeProfile(db: Db, row: EnterpriseRow, input: ProfileInput): NormalizedProfile {
  // Register time is shown and sent back as YYYY-MM-DD HH:mm (spec 001 §9): the same minute is no change.
  const createTime =
    input.createTime !== null &&
    row.create_time !== null &&
    input.createTime.slice(0, 16) === row.create_time.slice(0, 16)
      ? row.create_time
      : input.createTime;
  const nameMessage = validateEnterpriseNames(input);
  if (nameMessage) throw badRequest(DOMAIN_MESSAGE_TEXT[nameMessage]);
  if (input.loginName !== row.login_name) throw badRequest('登录账号不能修改');

  const installTypes = [...new Set(input.installTypes)];
  if (installTypes.length === 0) throw badRequest('请至少选择一个安装类型');
  checkInstallTypes(installTypes);
  if (input.defaultInstallType !== null && !installTypes.includes(input.defaultInstallType)) {
    throw badRequest('默认安装类型必须是已选的安装类型之一');
  }
  for (const [key, user] of Object.entries(input.installationUsers)) {
    if (!installTypes.includes(key) || user.installType !== key) {
      throw badRequest(`安装类型联系人 ${key} 不属于已选的安装类型`);
    }
  }

  // Spec 001 §5: blank rows are dropped; a started row needs all three fields and a mobile number.
  const contacts = input.contacts
    .map(trimmed)
    .filter((address) => address.contact !== '' || address.phoneNumber !== '' || address.address !== '');
  const addressMessage = validateReturnAddresses(contacts);
  if (addressMessage) throw badRequest(DOMAIN_MESSAGE_TEXT[addressMessage]);
  const defaults = contacts.filter((address) => address.defaultStatus === DEFAULT_ADDRESS_STATUS).length;
  if (contacts.length > 0 && defaults !== 1) throw badRequest('旧件寄回地址必须有且只有一个默认地址');

  const sendBack = normalizeSendRequirements(input.enterpriseSendBack.map((item) => item.requirement));

  // Spec 001 §4: settlement 1 or 2 takes a return-money type; otherwise type and date are cleared.
  let { returnedMoneyType, returnedMoneyDate } = input;
  if (!isReturnMoneyTypeEnabled(input.enterpriseSettlementType)) {
    returnedMoneyType = null;
    returnedMoneyDate = null;
  } else if (returnedMoneyDate !== null) {
    const options = returnDayOptions(input.enterpriseSettlementType, returnedMoneyType);
    if (!options.includes(returnedMoneyDate))
      throw badRequest(`回款日期 ${returnedMoneyDate} 不在可选范围内`);
  }

  if (input.marketPrincipal !== row.market_principal && input.marketPrincipal !== null) {
    checkUsersInDept(db, [input.marketPrincipal], DEPT_MARKET_PRINCIPALS, '市场负责人');
  }
  const orderPrincipals = [...new Set(input.orderPrincipals)];
  if (orderPrincipals.join(',') !== row.order_principals) {
    checkUsersInDept(db, orderPrincipals, DEPT_ORDER_PRINCIPALS, '订单负责人');
  }
  for (const [field, dictType] of Object.entries(DICTIONARY_FIELDS) as [
    keyof typeof DICTIONARY_FIELDS,
    string,
  ][]) {
    const value = field === 'returnedMoneyType' ? returnedMoneyType : input[field];
    if (value !== null && value !== row[PROFILE_COLUMNS[field]])
      checkDictValue(db, dictType, value, FIELD_LABELS[field]);
  }
  if (input.enterpriseCardorg !== row.enterprise_cardorg && input.enterpriseCardorg !== '') {
    if (!(BANKS as readonly string[]).includes(input.enterpriseCardorg))
      throw badRequest(`开户银行「${input.enterpriseCardorg}」不在银行列表中`);
  }
  if (input.province !== row.province || input.city !== row.city || input.area !== row.area) {
    checkRegion(db, input.province, input.city, input.area);
  }
  return {
    input: {
      ...input,
      enterpriseName: input.enterpriseName.trim(),
      enterpriseSysName: input.enterpriseSysName.trim(),
      createTime,
      returnedMoneyType,
      returnedMoneyDate,
      orderPrincipals,
    },
    installTypes,
    contacts,
    sendBack,
  };
}

function scalarText(db: Db, field: ProfileField, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field) {
    case 'types':
      return ENTERPRISE_TYPE_LABELS[value as 0 | 1];
    case 'defaultInstallType':
      return installTypeLabel(String(value)) || String(value);
    case 'needSaleOrderCode':
    case 'needAccessories':
      return flagText(value as number);
    case 'marketPrincipal':
      return userNames(db, [value as number]);
    case 'orderPrincipals':
      return userNames(db, value as number[]);
    case 'province':
    case 'city':
    case 'area':
      return regionText(db, field, String(value));
    default:
      // Dictionary-backed fields show their labels, never their codes (issue 15 item 4).
      if (field in DICTIONARY_FIELDS)
        return dictText(db, DICTIONARY_FIELDS[field as keyof typeof DICTIONARY_FIELDS], String(value));
      return String(value);
  }
}

const addressText = (list: readonly AddressInput[]) =>
  list
    .map(
      (a) =>
        `${a.contact} ${a.phoneNumber} ${a.address}${a.defaultStatus === DEFAULT_ADDRESS_STATUS ? '（默认）' : ''}`,
    )
    .join('；');

function installationUserChanges(
  before: Record<string, InstallationUser>,
  after: Record<string, InstallationUser>,
): HistoryFieldChange[] {
  const changes: HistoryFieldChange[] = [];
  const types = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const type of types) {
    for (const [key, label] of Object.entries(INSTALLATION_USER_LABELS)) {
      const field = key as keyof typeof INSTALLATION_USER_LABELS;
      const prefix = installTypeLabel(type) || type;
      changes.push(...change(`${prefix}-${label}`, before[type]?.[field] ?? '', after[type]?.[field] ?? ''));
    }
  }
  return changes;
}

export interface ProfileDiff {
  changes: HistoryFieldChange[];
  fields: Set<EditableField>;
}

/** What the update changes, field by field, with the labels and shown values of the history row. */
export function diffProfile(db: Db, row: EnterpriseRow, next: NormalizedProfile): ProfileDiff {
  const before = scalarsOf(row);
  const changes: HistoryFieldChange[] = [];
  const fields = new Set<EditableField>();
  const record = (field: EditableField, list: HistoryFieldChange[]) => {
    if (list.length === 0) return;
    fields.add(field);
    changes.push(...list);
  };
  for (const field of Object.keys(PROFILE_COLUMNS) as ProfileField[]) {
    const oldText = scalarText(db, field, before[field]);
    const newText = scalarText(db, field, next.input[field]);
    const same =
      field === 'orderPrincipals'
        ? before.orderPrincipals.join(',') === next.input.orderPrincipals.join(',')
        : before[field] === next.input[field];
    if (!same) record(field, [{ label: FIELD_LABELS[field], oldValue: oldText, newValue: newText, field }]);
  }
  const installTypes = installTypesOf(db, row.enterprise_id);
  const label = (codes: string[]) => codes.map((code) => installTypeLabel(code) || code).join('、');
  record(
    'installTypes',
    change(FIELD_LABELS.installTypes, label(installTypes), label(next.installTypes), 'installTypes'),
  );
  record(
    'installationUsers',
    installationUserChanges(installationUsersOf(db, row.enterprise_id), next.input.installationUsers),
  );
  const contacts = contactsOf(db, row.enterprise_id);
  record(
    'contacts',
    change(FIELD_LABELS.contacts, addressText(contacts), addressText(next.contacts), 'contacts'),
  );
  const sendBack = sendBacksOf(db, row.enterprise_id).map((item) => item.requirement);
  record(
    'enterpriseSendBack',
    change(
      FIELD_LABELS.enterpriseSendBack,
      sendBack.join('；'),
      next.sendBack.join('；'),
      'enterpriseSendBack',
    ),
  );
  return { changes, fields };
}

/**
 * Spec 001 §6 on the server: every changed field needs the code of its group (403 naming the
 * group); the sales-order-code switch needs user type '00' (spec 001 §5).
 */
export function assertMayChange(user: SessionUser, fields: ReadonlySet<EditableField>): void {
  if (fields.has('needSaleOrderCode') && !isPlatformSuper(user)) {
    throw forbidden('修改销售单号开关（仅限用户类型 00）');
  }
  for (const field of fields) {
    const group = groupOf(field);
    if (group && !hasCode(user, group.code)) throw forbidden(`修改${group.name}（需要权限 ${group.code}）`);
  }
}
