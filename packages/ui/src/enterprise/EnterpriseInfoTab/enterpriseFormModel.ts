import type { EnterpriseProfileUpdate } from '@onsite/api-client';
import {
  type CustomInfo,
  type Enterprise,
  type EnterpriseProfile,
  type InstallationUser,
  normalizeSendRequirements,
  REGISTER_TIME_FORMAT,
  type ReturnAddressInput,
  returnAddressesForSubmit,
} from '@onsite/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { EnterpriseInfoAccess } from './access';

/** The contact fields of one install type; the form names them with the install-type code appended. */
export const CONTACT_FIELDS = [
  'principalName',
  'principalPhone',
  'techniqueName',
  'techniquePhone',
  'techniqueName2',
  'techniquePhone2',
  'customerServiceName',
  'customerServicePhone',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** `principalName` + `3` → `principalName3` (spec 001 §3: form fields are suffixed with the code). */
export const contactFieldName = (field: ContactField, installType: string) => `${field}${installType}`;

/** A return address row as the list edits it (contactId kept for rows that came from the server). */
export interface ReturnAddressRow extends ReturnAddressInput {
  contactId?: number;
}

/** The values of the enterprise form. Contact fields per install type are added as `principalName{code}`…. */
export interface EnterpriseFormValues {
  enterpriseName?: string;
  enterpriseSysName?: string;
  register?: string;
  registerPhone?: string;
  createTime?: Dayjs | null;
  marketPrincipal?: number | null;
  defaultInstallType?: string | null;
  installTypes?: string[];
  types?: 0 | 1;
  enterprisePrincipal?: string;
  enterprisePrincipalPhone?: string;
  financePrincipal?: string;
  financePrincipalPhone?: string;
  enterprisePayType?: string | null;
  enterpriseSettlementType?: string | null;
  returnedMoneyType?: string | null;
  returnedMoneyDate?: number | null;
  enterpriseInvoice?: string | null;
  invoiceTitle?: string;
  invoiceType?: string | null;
  enterpriseTaxNo?: string;
  enterpriseCardorg?: string | null;
  enterpriseCardNumber?: string;
  province?: string | null;
  city?: string | null;
  area?: string | null;
  enterpriseAddress?: string;
  enterpriseMobile?: string;
  enterpriseTax?: string | null;
  enterpriseTaxPoint?: number | null;
  enterpriseStar?: string | null;
  enterpriseImportanceType?: string | null;
  orderPrincipals?: number[];
  content?: string;
  needSaleOrderCode?: boolean;
  needAccessories?: boolean;
  contacts?: ReturnAddressRow[];
  sendRequirements?: string[];
  [contactField: string]: unknown;
}

/** The form's first values, from the enterprise details. */
export function toFormValues(enterprise: Enterprise): EnterpriseFormValues {
  const contactValues: Record<string, string> = {};
  for (const [code, user] of Object.entries(enterprise.installationUsers)) {
    for (const field of CONTACT_FIELDS) contactValues[contactFieldName(field, code)] = user[field];
  }
  const { enterpriseContracts: _contracts, enterpriseSendBack, createTime, ...profile } = enterprise;
  return {
    ...profile,
    ...contactValues,
    createTime: createTime ? dayjs(createTime) : null,
    needSaleOrderCode: enterprise.needSaleOrderCode === 1,
    needAccessories: enterprise.needAccessories === 1,
    contacts: enterprise.contacts.map((row) => ({ ...row })),
    sendRequirements: enterpriseSendBack.map((item) => item.requirement),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const orNull = <T>(value: T | undefined | null): T | null =>
  value === undefined || value === '' ? null : value;

function installationUsersOf(values: EnterpriseFormValues, installTypes: readonly string[]) {
  const users: Record<string, InstallationUser> = {};
  for (const code of installTypes) {
    const user = { installType: code } as InstallationUser;
    for (const field of CONTACT_FIELDS) user[field] = text(values[contactFieldName(field, code)]);
    users[code] = user;
  }
  return users;
}

function addressesOf(rows: readonly ReturnAddressRow[] | undefined): EnterpriseProfile['contacts'] {
  return returnAddressesForSubmit(rows ?? []).map((row) => ({
    ...(row.contactId === undefined ? {} : { contactId: row.contactId }),
    contact: text(row.contact),
    phoneNumber: text(String(row.phoneNumber ?? '')),
    address: text(row.address),
    defaultStatus: Number(row.defaultStatus) === 0 ? 0 : 1,
  }));
}

/**
 * The update payload (spec 001 §7): the profile, where each field group the user may edit comes
 * from the form and every other field keeps the server's value, so a read-only group is sent back
 * unchanged and a group the server did not send is left out.
 */
export function toUpdatePayload(
  enterprise: Enterprise,
  values: EnterpriseFormValues,
  access: EnterpriseInfoAccess,
): EnterpriseProfileUpdate {
  const { enterpriseContracts: _contracts, ...base } = enterprise;
  // Sections the caller may not view are absent from the answer (least data): they stay absent
  // here too, and the server keeps what it stores.
  const payload: EnterpriseProfileUpdate = { ...base };
  if (access.editCommon) {
    const installTypes = values.installTypes ?? [];
    Object.assign(payload, {
      enterpriseName: text(values.enterpriseName),
      enterpriseSysName: text(values.enterpriseSysName),
      defaultInstallType: orNull(values.defaultInstallType),
      types: values.types ?? enterprise.types,
      installTypes,
      installationUsers: installationUsersOf(values, installTypes),
    });
  }
  if (access.editBasicInner) {
    Object.assign(payload, {
      register: text(values.register),
      registerPhone: text(values.registerPhone),
      createTime: values.createTime ? values.createTime.format(REGISTER_TIME_FORMAT) : null,
      marketPrincipal: orNull(values.marketPrincipal),
    });
  }
  if (access.editPrincipal) {
    Object.assign(payload, {
      enterprisePrincipal: text(values.enterprisePrincipal),
      enterprisePrincipalPhone: text(values.enterprisePrincipalPhone),
      financePrincipal: text(values.financePrincipal),
      financePrincipalPhone: text(values.financePrincipalPhone),
    });
  }
  if (access.editAccount) {
    Object.assign(payload, {
      enterprisePayType: orNull(values.enterprisePayType),
      enterpriseSettlementType: orNull(values.enterpriseSettlementType),
      returnedMoneyType: orNull(values.returnedMoneyType),
      returnedMoneyDate: orNull(values.returnedMoneyDate),
      enterpriseInvoice: orNull(values.enterpriseInvoice),
      invoiceTitle: text(values.invoiceTitle),
      invoiceType: orNull(values.invoiceType),
      enterpriseTaxNo: text(values.enterpriseTaxNo),
      enterpriseCardorg: values.enterpriseCardorg ?? '',
      enterpriseCardNumber: text(values.enterpriseCardNumber),
      province: orNull(values.province),
      city: orNull(values.city),
      area: orNull(values.area),
      enterpriseAddress: text(values.enterpriseAddress),
      enterpriseMobile: text(values.enterpriseMobile),
      enterpriseTax: orNull(values.enterpriseTax),
      enterpriseTaxPoint: orNull(values.enterpriseTaxPoint),
    });
  }
  if (access.editInner) {
    Object.assign(payload, {
      enterpriseStar: orNull(values.enterpriseStar),
      enterpriseImportanceType: orNull(values.enterpriseImportanceType),
      orderPrincipals: values.orderPrincipals ?? [],
      content: values.content ?? '',
      needAccessories: values.needAccessories ? 1 : 0,
      contacts: addressesOf(values.contacts),
      enterpriseSendBack: normalizeSendRequirements(values.sendRequirements ?? []).map((requirement) => ({
        requirement,
      })),
    });
  }
  if (access.editSaleOrderCode) payload.needSaleOrderCode = values.needSaleOrderCode ? 1 : 0;
  return payload;
}

/** The custom info form's values. */
export interface CustomInfoFormValues {
  info1?: string;
  info2?: string;
  info3?: string;
}

/**
 * The custom-info save, or null when info1–3 are unchanged (no call, no history row). It carries
 * the sales-order-code value just sent with the update, so it never changes that switch itself.
 */
export function customInfoSave(
  enterpriseId: number,
  saved: CustomInfo | null,
  values: CustomInfoFormValues,
  needSaleOrderCode: 0 | 1,
) {
  const info = { info1: values.info1 ?? '', info2: values.info2 ?? '', info3: values.info3 ?? '' };
  const unchanged =
    info.info1 === (saved?.info1 ?? '') &&
    info.info2 === (saved?.info2 ?? '') &&
    info.info3 === (saved?.info3 ?? '');
  if (unchanged) return null;
  return {
    enterpriseId,
    ...(saved ? { customInfoId: saved.customInfoId } : {}),
    ...info,
    needSaleOrderCode,
  };
}
