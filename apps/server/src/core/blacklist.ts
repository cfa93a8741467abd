import type { Db } from '../db/database';
import { businessError } from '../http/errors';

/** D62: a phone as the blacklist compares it: its digits only (`138 0013-8000` is `13800138000`). */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, '');

/** D62: a detailed address as the blacklist compares it: without blanks, in lower case. */
export const addressKey = (address: string): string => address.replace(/\s+/g, '').toLowerCase();

interface Entry {
  reason: string;
  phone: string;
  detailed_address: string;
}

/**
 * D62: refuses an order of the enterprise whose customer phone, or service address (the same area and
 * detailed address), is on the enterprise's blacklist in force — with a message naming the entry's
 * reason. Called by the one order creation (orderStore.ts `insertOrder`), inside its transaction, so a
 * refused order leaves nothing behind.
 */
export function refuseBlacklisted(
  db: Db,
  order: { enterpriseId: number; customerMobile: string; areaCode: string; detailedAddress: string },
): void {
  const phone = phoneKey(order.customerMobile);
  if (phone !== '') {
    const entry = db
      .prepare(
        `SELECT reason, phone, detailed_address FROM ent_blacklist
         WHERE enterprise_id = ? AND forbidden_status = 0 AND phone_key = ? ORDER BY blacklist_id LIMIT 1`,
      )
      .get(order.enterpriseId, phone) as Entry | undefined;
    if (entry)
      throw businessError(`客户电话 ${order.customerMobile} 在该企业的黑名单中（${entry.reason}），不能下单`);
  }
  const address = addressKey(order.detailedAddress);
  if (address === '' || order.areaCode === '') return;
  const entry = db
    .prepare(
      `SELECT reason, phone, detailed_address FROM ent_blacklist
       WHERE enterprise_id = ? AND forbidden_status = 0 AND area_code = ? AND address_key = ? ORDER BY blacklist_id LIMIT 1`,
    )
    .get(order.enterpriseId, order.areaCode, address) as Entry | undefined;
  if (entry)
    throw businessError(`服务地址 ${order.detailedAddress} 在该企业的黑名单中（${entry.reason}），不能下单`);
}
