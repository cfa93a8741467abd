import type { Db } from '../db/database';

/**
 * Every enterprise has one price row per enabled order type of each of its install types (the
 * price update only edits existing rows). Missing rows are created at the platform's base price;
 * existing rows are never touched. Call it inside the transaction that added install types or order
 * types.
 */
export function ensurePriceRows(db: Db, time: string, by: string, enterpriseId?: number): void {
  db.prepare(
    `INSERT INTO ent_price (enterprise_id, installation_type_code, order_type_id, price_type, price, create_user, create_time,
       update_user, update_time)
     SELECT t.enterprise_id, t.install_type, o.order_type_id, 0,
       COALESCE((SELECT b.price FROM bd_basic_price b WHERE b.order_type_id = o.order_type_id), 0), ?, ?, ?, ?
     FROM ent_enterprise_install_type t
     JOIN bd_order_type o ON o.install_type = t.install_type AND o.status = '0'
     WHERE (? IS NULL OR t.enterprise_id = ?)
       AND NOT EXISTS (SELECT 1 FROM ent_price p WHERE p.enterprise_id = t.enterprise_id
         AND p.installation_type_code = t.install_type AND p.order_type_id = o.order_type_id)`,
  ).run(by, time, by, time, enterpriseId ?? null, enterpriseId ?? null);
}
