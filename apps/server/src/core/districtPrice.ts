import type { Db } from '../db/database';

/**
 * D63: the district price of an order at settlement: its enterprise's price of its order type in the most specific
 * region that covers the order's address (its area, else its city, else its province; 区域价格), or undefined when
 * there is none (tab 2's price of the enterprise applies, else the base price).
 */
export function districtPriceOf(db: Db, orderId: number): number | undefined {
  const row = db
    .prepare(
      `SELECT d.price FROM work_order o JOIN ent_district_price d ON d.enterprise_id = o.enterprise_id
         AND d.order_type_id = o.order_type_id AND d.province_code = o.province_code
         AND (d.city_code IS NULL OR d.city_code = o.city_code) AND (d.area_code IS NULL OR d.area_code = o.area_code)
       WHERE o.order_id = ?
       ORDER BY (d.area_code IS NOT NULL) DESC, (d.city_code IS NOT NULL) DESC LIMIT 1`,
    )
    .get(orderId) as { price: number } | undefined;
  return row?.price;
}
