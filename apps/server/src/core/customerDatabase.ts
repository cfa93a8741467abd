import type { Db } from '../db/database';
import { phoneKey } from './blacklist';
import { formatTime } from './time';

/**
 * D62: feeds an enterprise's customer database (资料库) from a new order: the customer of the order's
 * phone is added, or brought to the order's name and address with its order counted. Called by the one
 * order creation (orderStore.ts `insertOrder`), inside its transaction.
 */
export function recordOrderCustomer(
  db: Db,
  at: number,
  order: {
    enterpriseId: number;
    customerName: string;
    customerMobile: string;
    provinceCode: string;
    cityCode: string;
    areaCode: string;
    detailedAddress: string;
  },
): void {
  const key = phoneKey(order.customerMobile);
  if (key === '') return;
  const time = formatTime(at);
  db.prepare(
    `INSERT INTO ent_customer (enterprise_id, customer_name, phone, phone_key, province_code, city_code, area_code,
       detailed_address, order_count, last_order_time, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
     ON CONFLICT (enterprise_id, phone_key) DO UPDATE SET customer_name = excluded.customer_name,
       province_code = excluded.province_code, city_code = excluded.city_code, area_code = excluded.area_code,
       detailed_address = excluded.detailed_address, order_count = order_count + 1,
       last_order_time = excluded.last_order_time`,
  ).run(
    order.enterpriseId,
    order.customerName.slice(0, 30),
    order.customerMobile,
    key,
    order.provinceCode,
    order.cityCode,
    order.areaCode,
    order.detailedAddress.slice(0, 100),
    time,
    time,
  );
}

/**
 * D62: the customer database made again from the orders (the seed writes most demo orders directly):
 * one customer per phone of an enterprise, named by its latest order. Hand-added customers go too.
 */
export function rebuildCustomerDatabase(db: Db): void {
  db.prepare('DELETE FROM ent_customer').run();
  db.prepare(
    `INSERT INTO ent_customer (enterprise_id, customer_name, phone, phone_key, province_code, city_code, area_code,
        detailed_address, order_count, last_order_time, create_time)
      SELECT o.enterprise_id, o.customer_name, o.customer_mobile, k.phone_key, o.province_code, o.city_code, o.area_code,
        o.detailed_address, k.orders, k.last_time, k.first_time
      FROM (SELECT enterprise_id, replace(replace(customer_mobile, '-', ''), ' ', '') AS phone_key, COUNT(*) AS orders,
              MAX(create_time) AS last_time, MIN(create_time) AS first_time, MAX(order_id) AS last_id
            FROM work_order GROUP BY enterprise_id, phone_key) k
      JOIN work_order o ON o.order_id = k.last_id
      WHERE k.phone_key <> '' AND EXISTS (SELECT 1 FROM ent_enterprise e WHERE e.enterprise_id = k.enterprise_id)`,
  ).run();
}
