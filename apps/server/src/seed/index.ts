import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { seedDictionaries } from './dicts';
import { seedEnterprises } from './enterprise';
import { seedFinance, seedLoginLogs } from './finance';
import { DEMO_ACCOUNTS, OTHER_USERS_PASSWORD, seedIdentity, USERS } from './identity';
import { seedOrders } from './orders';
import { createRandom } from './prng';

export { DEMO_ACCOUNTS, type DemoAccount } from './identity';

/** The seed of every start: the same PRNG seed gives the same data. */
export const SEED = 20_240_601;

export interface SeedOptions {
  /** The moment the demo data is anchored at (its latest times); now by default. */
  now?: number;
}

/**
 * Seeds the demo data into an empty database (no user yet), in one transaction: the enterprise
 * family first (enterprises 1..40, regions, order types), then dictionaries, identity (departments,
 * roles, menus, users), orders and customer orders, wallets and top-ups. Answers whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (db.prepare('SELECT 1 FROM sys_user LIMIT 1').get()) return false;
  const anchor = options.now ?? Date.now();
  // scrypt is slow on purpose: hash before the transaction, the five demo passwords in parallel.
  const [otherHash, ...demoHashes] = await Promise.all([
    hashPassword(OTHER_USERS_PASSWORD),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password)),
  ]);
  const hashes = new Map(DEMO_ACCOUNTS.map((account, index) => [account.loginName, demoHashes[index] ?? '']));
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM sys_user LIMIT 1').get()) return;
    const random = createRandom(SEED);
    seedEnterprises(db, random);
    seedDictionaries(db, anchor);
    seedIdentity(db, anchor, hashes, otherHash ?? '');
    seedOrders(db, random, anchor);
    const enterpriseUsers = new Map(
      USERS.filter((user) => user.enterprise !== undefined).map((user) => [
        user.enterprise ?? 0,
        { id: user.id, name: user.name, phone: user.phone },
      ]),
    );
    seedFinance(db, random, anchor, enterpriseUsers);
    seedLoginLogs(
      db,
      random,
      anchor,
      USERS.map((user) => ({ id: user.id, login: user.login })),
    );
  })();
  return true;
}
