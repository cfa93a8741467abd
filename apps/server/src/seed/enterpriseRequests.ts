import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * D63: district prices and deductions of the demo. Each of the first two enterprises gets a province price and a
 * city price of its first order type, in a province none of its orders is in (the seeded orders keep the charges
 * their money reviews approved); deductions are asked for by the administrator, one pending per enterprise and a
 * refused one (an approval is the test's and the screen's: it writes the newest bill line).
 */
export function seedEnterpriseRequests(db: Db, anchor: number): void {
  const time = (days: number) => formatTime(anchor - days * DAY_MS);
  const enterprises = db
    .prepare(
      `SELECT e.enterprise_id, e.enterprise_name, COALESCE(w.balance_cents, 0) AS balance_cents FROM ent_enterprise e
       LEFT JOIN wallet w ON w.enterprise_id = e.enterprise_id WHERE e.del_status = 0 ORDER BY e.enterprise_id LIMIT 2`,
    )
    .all() as { enterprise_id: number; enterprise_name: string; balance_cents: number }[];
  const addPrice = db.prepare(
    `INSERT INTO ent_district_price (enterprise_id, order_type_id, province_code, city_code, area_code, price, remark,
       create_by, create_time) VALUES (?, ?, ?, ?, NULL, ?, ?, '李市场', ?)`,
  );
  const addChargeback = db.prepare(
    `INSERT INTO ent_chargeback (enterprise_id, amount_cents, reason, state, applicant_user_id, apply_by, apply_time,
       remark, decided_by, decided_user_id, decide_time) VALUES (?, ?, ?, ?, 1, '系统管理员', ?, ?, ?, ?, ?)`,
  );
  enterprises.forEach((enterprise, index) => {
    const type = db
      .prepare(
        `SELECT o.order_type_id, COALESCE(p.price, 0) AS price FROM bd_order_type o
         JOIN ent_enterprise_install_type t ON t.install_type = o.install_type AND t.enterprise_id = ?
         LEFT JOIN ent_price p ON p.enterprise_id = t.enterprise_id AND p.order_type_id = o.order_type_id AND p.del_status = 0
         WHERE o.status = '0' ORDER BY o.order_num, o.order_type_id LIMIT 1`,
      )
      .get(enterprise.enterprise_id) as { order_type_id: number; price: number } | undefined;
    const region = db
      .prepare(
        `SELECT c.province_code, c.city_code FROM bd_city c
         WHERE NOT EXISTS (SELECT 1 FROM work_order o WHERE o.enterprise_id = ? AND o.province_code = c.province_code)
         ORDER BY c.province_code, c.city_code LIMIT 1`,
      )
      .get(enterprise.enterprise_id) as { province_code: string; city_code: string } | undefined;
    if (type && region) {
      addPrice.run(
        enterprise.enterprise_id,
        type.order_type_id,
        region.province_code,
        null,
        Math.round(type.price * 110) / 100,
        '路途较远，全省上浮 10%',
        time(20 - index),
      );
      addPrice.run(
        enterprise.enterprise_id,
        type.order_type_id,
        region.province_code,
        region.city_code,
        Math.round(type.price * 105) / 100,
        '省会城市上浮 5%',
        time(18 - index),
      );
    }
    const amount = Math.max(100, Math.min(20_000, Math.floor(enterprise.balance_cents / 1000) * 100));
    addChargeback.run(
      enterprise.enterprise_id,
      amount,
      '客户投诉成立，按合同扣除服务质量违约金',
      'pending',
      time(2 + index),
      null,
      null,
      null,
      null,
    );
    if (index === 0)
      addChargeback.run(
        enterprise.enterprise_id,
        amount * 2,
        '订单重复结算，扣回多付的服务费',
        'refused',
        time(9),
        '经核对未重复结算，不予扣款',
        '钱财务',
        9,
        time(8),
      );
  });
}
