import type { InstallationUser } from '@onsite/domain';
import type { Db } from '../db/database';
import type { Actor } from './history';
import type { AddressInput, NormalizedProfile } from './profileUpdate';
import { PROFILE_COLUMNS, type ProfileField } from './repository';

/** The columns the update writes: every profile column but the login name (set once by add). */
const WRITTEN_FIELDS = (Object.keys(PROFILE_COLUMNS) as ProfileField[]).filter(
  (field) => field !== 'loginName',
);

/** Replaces the install types of an enterprise, keeping the order given. */
export function writeInstallTypes(db: Db, enterpriseId: number, installTypes: readonly string[]): void {
  db.prepare('DELETE FROM ent_enterprise_install_type WHERE enterprise_id = ?').run(enterpriseId);
  const insert = db.prepare(
    'INSERT INTO ent_enterprise_install_type (enterprise_id, install_type, sort) VALUES (?, ?, ?)',
  );
  for (const [index, installType] of installTypes.entries()) insert.run(enterpriseId, installType, index);
}

export function writeInstallationUsers(
  db: Db,
  enterpriseId: number,
  users: Record<string, InstallationUser>,
): void {
  db.prepare('DELETE FROM ent_installation_user WHERE enterprise_id = ?').run(enterpriseId);
  const insert = db.prepare(
    `INSERT INTO ent_installation_user (enterprise_id, install_type, principal_name, principal_phone, technique_name,
       technique_phone, technique_name2, technique_phone2, customer_service_name, customer_service_phone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const user of Object.values(users)) {
    insert.run(
      enterpriseId,
      user.installType,
      user.principalName,
      user.principalPhone,
      user.techniqueName,
      user.techniquePhone,
      user.techniqueName2,
      user.techniquePhone2,
      user.customerServiceName,
      user.customerServicePhone,
    );
  }
}

/** Replaces the return addresses; a contactId of this enterprise is kept, any other gets a new id. */
export function writeContacts(db: Db, enterpriseId: number, contacts: readonly AddressInput[]): void {
  const own = new Set(
    (
      db.prepare('SELECT contact_id FROM ent_contact WHERE enterprise_id = ?').all(enterpriseId) as {
        contact_id: number;
      }[]
    ).map((row) => row.contact_id),
  );
  db.prepare('DELETE FROM ent_contact WHERE enterprise_id = ?').run(enterpriseId);
  const insert = db.prepare(
    `INSERT INTO ent_contact (contact_id, enterprise_id, contact, phone_number, address, default_status, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  contacts.forEach((address, index) => {
    const id = address.contactId !== undefined && own.has(address.contactId) ? address.contactId : null;
    insert.run(
      id,
      enterpriseId,
      address.contact,
      address.phoneNumber,
      address.address,
      address.defaultStatus,
      index,
    );
  });
}

export function writeSendBack(db: Db, enterpriseId: number, requirements: readonly string[]): void {
  db.prepare('DELETE FROM ent_send_back WHERE enterprise_id = ?').run(enterpriseId);
  const insert = db.prepare('INSERT INTO ent_send_back (enterprise_id, requirement, sort) VALUES (?, ?, ?)');
  for (const [index, requirement] of requirements.entries()) insert.run(enterpriseId, requirement, index);
}

/** Writes the whole form (call inside the transaction that also writes its history). */
export function writeProfile(db: Db, enterpriseId: number, next: NormalizedProfile, actor: Actor): void {
  const values: Record<string, unknown> = { ...next.input };
  values.orderPrincipals = next.input.orderPrincipals.join(',');
  const assignments = WRITTEN_FIELDS.map((field) => `${PROFILE_COLUMNS[field]} = ?`).join(', ');
  db.prepare(
    `UPDATE ent_enterprise SET ${assignments}, update_time = ?, update_by = ? WHERE enterprise_id = ?`,
  ).run(...WRITTEN_FIELDS.map((field) => values[field] ?? null), actor.time, actor.name, enterpriseId);
  writeInstallTypes(db, enterpriseId, next.installTypes);
  writeInstallationUsers(db, enterpriseId, next.input.installationUsers);
  writeContacts(db, enterpriseId, next.contacts);
  writeSendBack(db, enterpriseId, next.sendBack);
}
