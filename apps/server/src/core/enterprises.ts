import type { Db } from '../db/database';
import { businessError } from '../http/errors';
import { assignRegistrationCode } from './registrationCodes';
import { formatTime } from './time';

/**
 * What the core families read of the enterprise family's table (`ent_enterprise`, migration 0003):
 * names for wallets, bills and orders, the market principal of bill lines, and the enterprise row a
 * self-registration creates. A removed enterprise (del_status 1) counts as unknown.
 */
export function enterpriseNameOf(db: Db, enterpriseId: number): string | null {
  const row = db
    .prepare('SELECT enterprise_name FROM ent_enterprise WHERE enterprise_id = ? AND del_status = 0')
    .get(enterpriseId) as { enterprise_name: string } | undefined;
  return row?.enterprise_name ?? null;
}

/** The enterprise's name, or a business error naming the unknown id. */
export function requireEnterprise(db: Db, enterpriseId: number): string {
  const name = enterpriseNameOf(db, enterpriseId);
  if (name === null) throw businessError(`企业 ${enterpriseId} 不存在`);
  return name;
}

/** Ids of every enterprise that is not removed, ascending. */
export function enterpriseIds(db: Db): number[] {
  return (
    db
      .prepare('SELECT enterprise_id FROM ent_enterprise WHERE del_status = 0 ORDER BY enterprise_id')
      .all() as {
      enterprise_id: number;
    }[]
  ).map((row) => row.enterprise_id);
}

/** Name and phone of the enterprise's market principal (a user of dept 104), '' when none. */
export function marketPrincipalOf(db: Db, enterpriseId: number): { name: string; phonenumber: string } {
  const row = db
    .prepare(
      `SELECT u.user_name, u.phonenumber FROM ent_enterprise e JOIN sys_user u ON u.user_id = e.market_principal
       WHERE e.enterprise_id = ?`,
    )
    .get(enterpriseId) as { user_name: string; phonenumber: string | null } | undefined;
  return { name: row?.user_name ?? '', phonenumber: row?.phonenumber ?? '' };
}

export interface NewEnterprise {
  enterpriseName: string;
  enterpriseSysName: string;
  types: 0 | 1;
  register: string;
  registerPhone: string;
}

/** The enterprise row of a self-registration (`/auth/addEnterprise`), with an empty wallet. */
export function createEnterprise(db: Db, at: number, enterprise: NewEnterprise): number {
  const taken = db
    .prepare('SELECT 1 FROM ent_enterprise WHERE enterprise_name = ? AND del_status = 0')
    .get(enterprise.enterpriseName);
  if (taken) throw businessError('企业名称已存在');
  const time = formatTime(at);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO ent_enterprise (enterprise_name, enterprise_sys_name, types, register, register_phone, create_time,
         login_name, user_name, phone, update_time, update_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      enterprise.enterpriseName,
      enterprise.enterpriseSysName,
      enterprise.types,
      enterprise.register,
      enterprise.registerPhone,
      time,
      enterprise.registerPhone,
      enterprise.register,
      enterprise.registerPhone,
      time,
      enterprise.register,
    );
  const enterpriseId = Number(lastInsertRowid);
  db.prepare('INSERT OR IGNORE INTO wallet (enterprise_id) VALUES (?)').run(enterpriseId);
  assignRegistrationCode(db, enterpriseId);
  // Every change to an enterprise writes a history row (issue 4), its creation included.
  db.prepare(
    `INSERT INTO ent_history (enterprise_id, module, operate_type, data_type, operate_content, operate_by, operate_time)
     VALUES (?, '企业信息', '新增', 0, '企业自助注册', ?, ?)`,
  ).run(enterpriseId, enterprise.register, time);
  return enterpriseId;
}
