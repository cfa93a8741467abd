import { addressKey, phoneKey } from '../core/blacklist';
import { rebuildCustomerDatabase } from '../core/customerDatabase';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [enterprise, customer, phone, detailed address ('' for a phone only), reason, lifted, days ago] */
const BLACKLIST = [
  [1, '赵先生', '17000000001', '', '多次恶意投诉并拒付上门费', false, 40],
  [1, '', '', '黑名单测试路 13 号', '该地址多次谎报安装需求', false, 25],
  [1, '钱女士', '17000000002', '', '辱骂师傅', true, 90],
  [2, '孙先生', '17000000003', '', '虚假报装', false, 12],
  [2, '李女士', '17000000004', '幸福里小区 4 栋 201', '拒绝师傅入户并索要赔偿', false, 5],
] as const;

/** [category, description, handled result ('' while open), days ago] */
const PROBLEMS = [
  ['install', '师傅安装后门锁反锁不灵敏，客户要求复查', '', 2],
  ['product', '到货的锁体外壳有划痕', '已联系供应商换货，师傅二次上门更换', 6],
  ['service', '师傅迟到一小时且未提前告知', '', 1],
  ['other', '客户要求开具发票抬头变更', '已按新抬头重开发票', 10],
  ['install', '安装位置与客户约定不一致', '', 3],
] as const;

/**
 * D62: the demo enterprises' blacklists (phones, an address, a lifted entry), problems reported on their
 * orders in both states, and their customer databases made from the orders (plus a customer added by
 * hand). Call it after the orders; the blacklisted phones are of a range no demo order uses.
 */
export function seedEnterpriseService(db: Db, anchor: number): void {
  rebuildCustomerDatabase(db);
  db.prepare(
    `INSERT INTO ent_customer (enterprise_id, customer_name, phone, phone_key, province_code, city_code, area_code,
       detailed_address, order_count, remark, create_time) VALUES (1, '周先生', '17200000001', '17200000001', '', '', '', '', 0,
       '展会登记的意向客户', ?)`,
  ).run(formatTime(anchor - 3 * DAY_MS));
  const area = db
    .prepare(
      `SELECT c.province_code, c.city_code, a.area_code FROM bd_area a JOIN bd_city c ON c.city_code = a.city_code
       ORDER BY a.area_code LIMIT 1`,
    )
    .get() as { province_code: string; city_code: string; area_code: string } | undefined;
  const insertEntry = db.prepare(
    `INSERT INTO ent_blacklist (enterprise_id, customer_name, phone, phone_key, province_code, city_code, area_code,
       detailed_address, address_key, reason, forbidden_status, create_by, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'admin', ?)`,
  );
  for (const [enterpriseId, name, phone, address, reason, lifted, daysAgo] of BLACKLIST) {
    const withAddress = address !== '' && area !== undefined;
    if (phone === '' && !withAddress) continue;
    insertEntry.run(
      enterpriseId,
      name,
      phone,
      phoneKey(phone),
      withAddress ? area.province_code : '',
      withAddress ? area.city_code : '',
      withAddress ? area.area_code : '',
      withAddress ? address : '',
      withAddress ? addressKey(address) : '',
      reason,
      lifted ? 1 : 0,
      formatTime(anchor - daysAgo * DAY_MS),
    );
  }

  const insertProblem = db.prepare(
    `INSERT INTO ent_problem (enterprise_id, order_id, category, description, state, result, handled_by, handled_time,
       create_by, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ordersOf = db.prepare(
    'SELECT order_id FROM work_order WHERE enterprise_id = ? ORDER BY order_id LIMIT 5',
  );
  for (const enterpriseId of [1, 2]) {
    const orders = ordersOf.all(enterpriseId) as { order_id: number }[];
    PROBLEMS.forEach(([category, description, result, daysAgo], index) => {
      if (enterpriseId === 2 && index > 2) return;
      const reported = anchor - daysAgo * DAY_MS - index * 41 * 60 * 1000;
      const handled = result !== '';
      insertProblem.run(
        enterpriseId,
        // The last problem of each enterprise names no order (an installation question of its own).
        index === PROBLEMS.length - 1 ? null : (orders[index % Math.max(orders.length, 1)]?.order_id ?? null),
        category,
        description,
        handled ? 'handled' : 'open',
        result,
        handled ? '王派单' : '',
        handled ? formatTime(reported + DAY_MS) : null,
        enterpriseId === 1 ? '张企业' : 'admin',
        formatTime(reported),
      );
    });
  }
}
