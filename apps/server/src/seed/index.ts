import { randomOneTimePassword } from '../auth/oneTimePassword';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { seedApprovals } from './approvals';
import { seedComplaints } from './complaints';
import { seedCsRecords } from './csRecords';
import { seedCustomerBusiness } from './customerBusiness';
import { seedCustomerFinance } from './customerFinance';
import { seedDictionaries } from './dicts';
import { seedEnterprises, seedReferenceData } from './enterprise';
import { seedEnterpriseRequests } from './enterpriseRequests';
import { seedEnterpriseService } from './enterpriseService';
import { seedFeedback } from './feedback';
import { seedFinance, seedLoginLogs } from './finance';
import {
  DEMO_ACCOUNTS,
  OTHER_USERS_PASSWORD,
  seedFirstAdministrator,
  seedIdentity,
  seedOrganisation,
  USERS,
} from './identity';
import { seedEnterpriseImages } from './images';
import { seedMarginReturns } from './marginReturns';
import { seedMasterDeposits } from './masterFinance';
import { seedMasterRecords } from './masterRecords';
import { seedMasterTeams } from './masterTeams';
import { seedOrders, seedSettlements } from './orders';
import { seedOrderTimeouts } from './orderTimeout';
import { seedParts } from './parts';
import { createRandom } from './prng';
import { seedRegistrationCodes } from './registrationCodes';
import { seedSalesCatalog } from './salesCatalog';
import { filesDirOf } from './sampleFiles';
import { seedThirdOrders } from './thirdOrders';
import { seedTraining } from './training';
import { seedLeave } from './workflow';

export { DEMO_ACCOUNTS, type DemoAccount } from './identity';

/** The seed of every start: the same PRNG seed gives the same data. */
export const SEED = 20_240_601;

export interface SeedOptions {
  /** The moment the demo data is anchored at (its latest times); now by default. */
  now?: number;
  /**
   * The data folder the seeded files (contracts, bank slips, ID card pictures…) are written to: by
   * default the folder of a database on disk; an in-memory database writes them only when given one.
   */
  filesDir?: string | null;
}

/**
 * Seeds the demo data into an empty database (no user yet), in one transaction: the enterprise
 * family first (enterprises 1..40, regions, order types), then dictionaries, identity (departments,
 * roles, menus, users), orders and customer orders, wallets and top-ups. Answers whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (db.prepare('SELECT 1 FROM sys_user LIMIT 1').get()) return false;
  const anchor = options.now ?? Date.now();
  const filesDir = options.filesDir === undefined ? filesDirOf(db) : options.filesDir;
  // scrypt is slow on purpose: hash before the transaction, the five demo passwords in parallel.
  const [otherHash, ...demoHashes] = await Promise.all([
    hashPassword(OTHER_USERS_PASSWORD),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password)),
  ]);
  const hashes = new Map(DEMO_ACCOUNTS.map((account, index) => [account.loginName, demoHashes[index] ?? '']));
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM sys_user LIMIT 1').get()) return;
    const random = createRandom(SEED);
    seedEnterprises(db, random, { dataDir: filesDir });
    seedDictionaries(db, anchor);
    seedIdentity(db, anchor, hashes, otherHash ?? '');
    // A non-demo start refuses a database seeded as the demo (main.ts): its accounts are public.
    db.prepare("INSERT OR REPLACE INTO app_setting (name, value) VALUES ('seed', 'demo')").run();
    seedOrders(db, random, anchor);
    // D53: the demo enterprises' channels, sources, suppliers and shops; their orders name a source and a shop.
    seedSalesCatalog(db);
    // D61: commodities, stock lines with their moves and parts orders of the demo enterprises.
    seedParts(db);
    const enterpriseUsers = new Map(
      USERS.filter((user) => user.enterprise !== undefined).map((user) => [
        user.enterprise ?? 0,
        { id: user.id, name: user.name, phone: user.phone },
      ]),
    );
    seedFinance(db, random, anchor, enterpriseUsers, filesDir);
    // D32: the demo's settled order, after the wallets (its bill line is the latest).
    seedSettlements(db, anchor);
    // D34: pending and decided approval requests on the demo masters' orders.
    seedApprovals(db, anchor);
    // D52: team roles, more teams, the account teamhead2 and disband requests.
    seedMasterTeams(db, anchor, otherHash ?? '');
    // D51: leave requests in every state.
    seedLeave(db, anchor);
    // D42: master deposits and their movements.
    seedMasterDeposits(db, anchor);
    // D50: customers' ratings of the finished orders, and the masters' scores made from them.
    seedFeedback(db, anchor);
    // D54: master labels, service contracts and ID card review records.
    seedMasterRecords(db, anchor, filesDir);
    // D57: complaints in every state (upheld ones lower their masters' scores) and their handlers.
    seedComplaints(db, anchor);
    // D57: deposit return requests (pending, approved with its refund movement, refused).
    seedMarginReturns(db, anchor);
    // D59: training courses, enrolments, exam results in every state and appraisals.
    seedTraining(db, anchor);
    // D55: the service agreement's versions and acceptances, the enterprises' decisions on finished orders.
    seedCustomerFinance(db, anchor);
    // D56: registration codes in every state, and the employees who joined with them.
    seedRegistrationCodes(db, anchor, otherHash ?? '');
    // D58: imported third-party orders (orders to dispatch) and an approved money review.
    seedThirdOrders(db, anchor);
    // D60: business opportunities with their follow-ups, staff notes on returning customers.
    seedCustomerBusiness(db, anchor);
    // D63: district prices and deductions (pending and refused) of the demo enterprises.
    seedEnterpriseRequests(db, anchor);
    // D62: the demo enterprises' blacklists and the problems reported on their orders.
    seedEnterpriseService(db, anchor);
    // D64: customer service's contacts with the customers of orders (客服记录).
    seedCsRecords(db, anchor);
    // D65: the first two enterprises' own order timeouts (the others follow the platform default).
    seedOrderTimeouts(db, anchor);
    // D66: three pictures of each of the first four enterprises, their files written to the data folder.
    seedEnterpriseImages(db, anchor, filesDir);
    seedLoginLogs(
      db,
      random,
      anchor,
      USERS.map((user) => ({ id: user.id, login: user.login })),
    );
  })();
  return true;
}

export interface FirstStartOptions {
  now?: number;
  /** `ONSITE_ADMIN_PASSWORD`; a random one-time password when missing. */
  adminPassword?: string | null;
}

/**
 * A non-demo first start (`ONSITE_DEMO=0`, issue 14): reference data, dictionaries, departments,
 * menus and roles, and one administrator (`admin`) whose password comes from `adminPassword` or is
 * random; it must be changed at the first sign-in. No demo account, enterprise, order or wallet.
 * Answers whether it seeded and the random password to print once (null when it was given).
 */
export async function seedFirstStartIfEmpty(
  db: Db,
  options: FirstStartOptions = {},
): Promise<{ seeded: boolean; oneTimePassword: string | null }> {
  if (db.prepare('SELECT 1 FROM sys_user LIMIT 1').get()) return { seeded: false, oneTimePassword: null };
  const at = options.now ?? Date.now();
  const oneTimePassword = options.adminPassword ? null : randomOneTimePassword();
  const hash = await hashPassword(options.adminPassword || oneTimePassword || '');
  const seeded = db.transaction(() => {
    if (db.prepare('SELECT 1 FROM sys_user LIMIT 1').get()) return false;
    seedReferenceData(db);
    seedDictionaries(db, at);
    seedOrganisation(db, at);
    seedFirstAdministrator(db, at, hash);
    return true;
  })();
  return { seeded, oneTimePassword: seeded ? oneTimePassword : null };
}

/** Whether the database was seeded as the demo (its well-known accounts exist). */
export function isDemoDatabase(db: Db): boolean {
  return db.prepare("SELECT 1 FROM app_setting WHERE name = 'seed' AND value = 'demo'").get() !== undefined;
}
