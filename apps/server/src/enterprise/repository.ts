import type {
  Enterprise,
  EnterpriseContract,
  EnterpriseProfile,
  InstallationUser,
  ReturnAddress,
  SendRequirement,
} from '@onsite/domain';
import type { Db } from '../db/database';

/** A row of ent_enterprise as SQLite returns it. */
export interface EnterpriseRow {
  enterprise_id: number;
  enterprise_name: string;
  enterprise_sys_name: string;
  register: string;
  register_phone: string;
  create_time: string | null;
  market_principal: number | null;
  default_install_type: string | null;
  login_name: string;
  user_name: string;
  phone: string;
  types: 0 | 1;
  enterprise_principal: string;
  enterprise_principal_phone: string;
  finance_principal: string;
  finance_principal_phone: string;
  enterprise_pay_type: string | null;
  enterprise_settlement_type: string | null;
  returned_money_type: string | null;
  returned_money_date: number | null;
  enterprise_invoice: string | null;
  invoice_title: string;
  invoice_type: string | null;
  enterprise_tax_no: string;
  enterprise_cardorg: string;
  enterprise_card_number: string;
  province: string | null;
  city: string | null;
  area: string | null;
  enterprise_address: string;
  enterprise_mobile: string;
  enterprise_tax: string | null;
  enterprise_tax_point: number | null;
  enterprise_star: string | null;
  enterprise_importance_type: string | null;
  order_principals: string;
  content: string;
  need_sale_order_code: 0 | 1;
  need_accessories: 0 | 1;
  forbidden_status: 0 | 1;
  del_status: 0 | 1;
}

/** The scalar fields of the profile: every field of ent_enterprise the update form edits. */
export type ProfileScalars = Omit<
  EnterpriseProfile,
  'installTypes' | 'installationUsers' | 'contacts' | 'enterpriseSendBack'
>;

/** Profile field → column; the one mapping the read, the update and the history share. */
export const PROFILE_COLUMNS = {
  enterpriseName: 'enterprise_name',
  enterpriseSysName: 'enterprise_sys_name',
  register: 'register',
  registerPhone: 'register_phone',
  createTime: 'create_time',
  marketPrincipal: 'market_principal',
  defaultInstallType: 'default_install_type',
  loginName: 'login_name',
  userName: 'user_name',
  phone: 'phone',
  types: 'types',
  enterprisePrincipal: 'enterprise_principal',
  enterprisePrincipalPhone: 'enterprise_principal_phone',
  financePrincipal: 'finance_principal',
  financePrincipalPhone: 'finance_principal_phone',
  enterprisePayType: 'enterprise_pay_type',
  enterpriseSettlementType: 'enterprise_settlement_type',
  returnedMoneyType: 'returned_money_type',
  returnedMoneyDate: 'returned_money_date',
  enterpriseInvoice: 'enterprise_invoice',
  invoiceTitle: 'invoice_title',
  invoiceType: 'invoice_type',
  enterpriseTaxNo: 'enterprise_tax_no',
  enterpriseCardorg: 'enterprise_cardorg',
  enterpriseCardNumber: 'enterprise_card_number',
  province: 'province',
  city: 'city',
  area: 'area',
  enterpriseAddress: 'enterprise_address',
  enterpriseMobile: 'enterprise_mobile',
  enterpriseTax: 'enterprise_tax',
  enterpriseTaxPoint: 'enterprise_tax_point',
  enterpriseStar: 'enterprise_star',
  enterpriseImportanceType: 'enterprise_importance_type',
  orderPrincipals: 'order_principals',
  content: 'content',
  needSaleOrderCode: 'need_sale_order_code',
  needAccessories: 'need_accessories',
} as const satisfies Record<Exclude<keyof ProfileScalars, 'enterpriseId'>, keyof EnterpriseRow>;

export type ProfileField = keyof typeof PROFILE_COLUMNS;

/** Comma-joined ids as stored → the id list. */
export function idsOf(text: string): number[] {
  return text === ''
    ? []
    : text
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
}

export function scalarsOf(row: EnterpriseRow): ProfileScalars {
  const scalars: Record<string, unknown> = { enterpriseId: row.enterprise_id };
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) scalars[field] = row[column];
  scalars.orderPrincipals = idsOf(row.order_principals);
  return scalars as ProfileScalars;
}

export function findEnterpriseRow(db: Db, enterpriseId: number): EnterpriseRow | undefined {
  return db.prepare('SELECT * FROM ent_enterprise WHERE enterprise_id = ?').get(enterpriseId) as
    | EnterpriseRow
    | undefined;
}

export function installTypesOf(db: Db, enterpriseId: number): string[] {
  return (
    db
      .prepare(
        'SELECT install_type FROM ent_enterprise_install_type WHERE enterprise_id = ? ORDER BY sort, install_type',
      )
      .all(enterpriseId) as { install_type: string }[]
  ).map((row) => row.install_type);
}

interface InstallationUserRow {
  install_type: string;
  principal_name: string;
  principal_phone: string;
  technique_name: string;
  technique_phone: string;
  technique_name2: string;
  technique_phone2: string;
  customer_service_name: string;
  customer_service_phone: string;
}

export function installationUsersOf(db: Db, enterpriseId: number): Record<string, InstallationUser> {
  const rows = db
    .prepare('SELECT * FROM ent_installation_user WHERE enterprise_id = ? ORDER BY install_type')
    .all(enterpriseId) as InstallationUserRow[];
  const users: Record<string, InstallationUser> = {};
  for (const row of rows) {
    users[row.install_type] = {
      installType: row.install_type,
      principalName: row.principal_name,
      principalPhone: row.principal_phone,
      techniqueName: row.technique_name,
      techniquePhone: row.technique_phone,
      techniqueName2: row.technique_name2,
      techniquePhone2: row.technique_phone2,
      customerServiceName: row.customer_service_name,
      customerServicePhone: row.customer_service_phone,
    };
  }
  return users;
}

export function contactsOf(db: Db, enterpriseId: number): ReturnAddress[] {
  const rows = db
    .prepare(
      'SELECT contact_id, contact, phone_number, address, default_status FROM ent_contact WHERE enterprise_id = ? ORDER BY sort, contact_id',
    )
    .all(enterpriseId) as {
    contact_id: number;
    contact: string;
    phone_number: string;
    address: string;
    default_status: 0 | 1;
  }[];
  return rows.map((row) => ({
    contactId: row.contact_id,
    contact: row.contact,
    phoneNumber: row.phone_number,
    address: row.address,
    defaultStatus: row.default_status,
  }));
}

export function sendBacksOf(db: Db, enterpriseId: number): SendRequirement[] {
  const rows = db
    .prepare(
      'SELECT send_back_id, requirement FROM ent_send_back WHERE enterprise_id = ? ORDER BY sort, send_back_id',
    )
    .all(enterpriseId) as { send_back_id: number; requirement: string }[];
  return rows.map((row) => ({ sendBackId: row.send_back_id, requirement: row.requirement }));
}

/** A row of ent_contract as SQLite returns it. */
export interface ContractRow {
  id: number;
  enterprise_id: number;
  contract_no: string;
  contract_name: string;
  is_main_contract: 0 | 1;
  contract_start_time: string | null;
  contract_end_time: string | null;
  forbidden_status: 0 | 1;
  contract_preview_address: string;
  contract_addresss: string;
  create_time: string | null;
}

export function contractOf(row: ContractRow): EnterpriseContract {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    contractNo: row.contract_no,
    contractName: row.contract_name,
    isMainContract: row.is_main_contract,
    contractStartTime: row.contract_start_time,
    contractEndTime: row.contract_end_time,
    forbiddenStatus: row.forbidden_status,
    contractPreviewAddress: row.contract_preview_address,
    contractAddresss: row.contract_addresss,
    createTime: row.create_time,
  };
}

export function contractsOf(db: Db, enterpriseId: number): EnterpriseContract[] {
  const rows = db
    .prepare('SELECT * FROM ent_contract WHERE enterprise_id = ? ORDER BY is_main_contract DESC, id DESC')
    .all(enterpriseId) as ContractRow[];
  return rows.map(contractOf);
}

/** The enterprise as the details dialog loads it, or null when the id is unknown. */
export function loadEnterprise(db: Db, enterpriseId: number): Enterprise | null {
  const row = findEnterpriseRow(db, enterpriseId);
  if (!row) return null;
  return {
    ...scalarsOf(row),
    installTypes: installTypesOf(db, enterpriseId),
    installationUsers: installationUsersOf(db, enterpriseId),
    contacts: contactsOf(db, enterpriseId),
    enterpriseSendBack: sendBacksOf(db, enterpriseId),
    enterpriseContracts: contractsOf(db, enterpriseId),
  };
}
