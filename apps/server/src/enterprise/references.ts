import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { INSTALL_TYPES } from '../seed/installTypes';

/** Install-type codes must be codes of the install_type dictionary (seed/installTypes.ts). */
export function checkInstallTypes(codes: readonly string[]): void {
  for (const code of codes) {
    if (!INSTALL_TYPES.some((type) => type.value === code)) throw badRequest(`安装类型 ${code} 不存在`);
  }
}

/** Users picked as principals must exist, be active and belong to the department (D9: 103 / 104). */
export function checkUsersInDept(db: Db, userIds: readonly number[], deptId: number, what: string): void {
  const statement = db.prepare("SELECT 1 FROM sys_user WHERE user_id = ? AND dept_id = ? AND status = '0'");
  for (const userId of userIds) {
    if (!statement.get(userId, deptId)) throw badRequest(`${what} ${userId} 不存在或不属于部门 ${deptId}`);
  }
}

/** User names of ids, joined for a history row ('' for none; the id itself when unknown). */
export function userNames(db: Db, userIds: readonly number[]): string {
  const statement = db.prepare('SELECT user_name FROM sys_user WHERE user_id = ?');
  return userIds
    .map(
      (userId) => (statement.get(userId) as { user_name: string } | undefined)?.user_name ?? String(userId),
    )
    .join('、');
}

/** Province, city and area must exist and belong together; each may be empty only after the previous. */
export function checkRegion(db: Db, province: string | null, city: string | null, area: string | null): void {
  if (province && !db.prepare('SELECT 1 FROM bd_province WHERE province_code = ?').get(province)) {
    throw badRequest(`省份 ${province} 不存在`);
  }
  if (
    city &&
    !db.prepare('SELECT 1 FROM bd_city WHERE city_code = ? AND province_code = ?').get(city, province)
  ) {
    throw badRequest(`城市 ${city} 不属于所选省份`);
  }
  if (area && !db.prepare('SELECT 1 FROM bd_area WHERE area_code = ? AND city_code = ?').get(area, city)) {
    throw badRequest(`区县 ${area} 不属于所选城市`);
  }
}

export interface OrderTypeRow {
  order_type_id: number;
  type_name: string;
  install_type: string;
  order_num: number;
  status: '0' | '1';
  remark: string;
}

/** Order types by id; an unknown id (or one of another install type, when given) is refused. */
export function requireOrderTypes(
  db: Db,
  ids: readonly number[],
  installType?: string,
): Map<number, OrderTypeRow> {
  const statement = db.prepare('SELECT * FROM bd_order_type WHERE order_type_id = ?');
  const found = new Map<number, OrderTypeRow>();
  for (const id of ids) {
    const row = statement.get(id) as OrderTypeRow | undefined;
    if (!row) throw badRequest(`订单类型 ${id} 不存在`);
    if (installType !== undefined && row.install_type !== installType) {
      throw badRequest(`订单类型 ${id} 不属于安装类型 ${installType}`);
    }
    found.set(id, row);
  }
  return found;
}

/** Profile fields whose values come from a dictionary (spec 001 §3 Dictionary-driven lists). */
export const DICTIONARY_FIELDS = {
  enterprisePayType: 'pay_type',
  enterpriseSettlementType: 'settle_cycle',
  returnedMoneyType: 'return_money',
  enterpriseInvoice: 'enterprise_invoice',
  invoiceType: 'invoice_type',
  enterpriseTax: 'enterprise_tax',
  enterpriseStar: 'enterprise_level',
  enterpriseImportanceType: 'enterprise_importance_type',
} as const;

/**
 * A dictionary value must be an entry of its dictionary (the core's sys_dict_data); a dictionary
 * without any entry (not seeded) accepts any value.
 */
export function checkDictValue(db: Db, dictType: string, value: string, label: string): void {
  const known = db.prepare('SELECT dict_value FROM sys_dict_data WHERE dict_type = ?').all(dictType) as {
    dict_value: string;
  }[];
  if (known.length > 0 && !known.some((entry) => entry.dict_value === value)) {
    throw badRequest(`${label} ${value} 不是字典 ${dictType} 的取值`);
  }
}
