import { DEPT_ORDER_PRINCIPALS, type OrderInfoItem } from '@onsite/domain';
import type { Db } from '../db/database';
import { refuseBlacklisted } from './blacklist';
import { recordOrderCustomer } from './customerDatabase';
import { compactTime, formatTime } from './time';

/** Province + city + area names of region codes, '' for unknown codes (regions are the basicdata family's). */
export function regionText(db: Db, provinceCode: string, cityCode: string, areaCode: string): string {
  const name = (sql: string, code: string) =>
    (db.prepare(sql).get(code) as { name: string } | undefined)?.name ?? '';
  return (
    name('SELECT province_name AS name FROM bd_province WHERE province_code = ?', provinceCode) +
    name('SELECT city_name AS name FROM bd_city WHERE city_code = ?', cityCode) +
    name('SELECT area_name AS name FROM bd_area WHERE area_code = ?', areaCode)
  );
}

/** True when the area lies in the city and the city in the province. */
export function isRegionChain(db: Db, provinceCode: string, cityCode: string, areaCode: string): boolean {
  return Boolean(
    db
      .prepare(
        `SELECT 1 FROM bd_area a JOIN bd_city c ON c.city_code = a.city_code
         WHERE a.area_code = ? AND c.city_code = ? AND c.province_code = ?`,
      )
      .get(areaCode, cityCode, provinceCode),
  );
}

/**
 * The order principal of a new order: one of the enterprise's own order principals when it names
 * any, otherwise any dispatcher of dept 103; in post first, then the fewest open orders.
 */
export function pickPrincipal(db: Db, enterpriseId: number): number | null {
  const named = db
    .prepare('SELECT order_principals FROM ent_enterprise WHERE enterprise_id = ?')
    .get(enterpriseId) as { order_principals: string } | undefined;
  const ids = (named?.order_principals ?? '').split(',').filter((id) => /^\d+$/.test(id));
  const candidates = `SELECT u.user_id FROM sys_user u WHERE u.dept_id = ${DEPT_ORDER_PRINCIPALS} AND u.status = '0'`;
  const ranked = `ORDER BY (u.work_status = 'WORK_ON') DESC,
    (SELECT COUNT(*) FROM work_order o WHERE o.principal_id = u.user_id AND o.order_status IN ('toDispatch', 'dispatched', 'accepted', 'inService', 'customerServiceApply')),
    u.user_id LIMIT 1`;
  const fromEnterprise =
    ids.length === 0
      ? undefined
      : (db.prepare(`${candidates} AND u.user_id IN (${ids.join(',')}) ${ranked}`).get() as
          | { user_id: number }
          | undefined);
  const row =
    fromEnterprise ?? (db.prepare(`${candidates} ${ranked}`).get() as { user_id: number } | undefined);
  return row?.user_id ?? null;
}

export interface NewOrder {
  enterpriseId: number;
  enterpriseName: string;
  customerName: string;
  customerMobile: string;
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  detailedAddress: string;
  installType: string;
  orderTypeId: number;
  orderTypeName: string;
  number: number;
  remark: string;
  infoList: readonly OrderInfoItem[];
  customerOrderId?: number;
  createBy: string;
  createUserId: number | null;
  /** The course entry of the creation, e.g. 企业下单. */
  origin: string;
}

/** A step of an order's course (timeline). */
export function addCourse(
  db: Db,
  at: number,
  step: {
    orderId: number;
    operateType: string;
    operateContent: string;
    operateBy: string;
    operateUserId: number | null;
  },
): void {
  db.prepare(
    `INSERT INTO work_order_course (order_id, operate_type, operate_content, operate_by, operate_user_id, operate_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    step.orderId,
    step.operateType,
    step.operateContent,
    step.operateBy,
    step.operateUserId,
    formatTime(at),
  );
}

/** Inserts an order (status toDispatch) with its info rows and first course step; call inside a transaction. */
export function insertOrder(db: Db, at: number, order: NewOrder): { orderId: number; orderNo: string } {
  // D62: an order for a phone or an address on the enterprise's blacklist is refused, leaving nothing.
  refuseBlacklisted(db, order);
  const { next } = db.prepare('SELECT COALESCE(MAX(order_id), 0) + 1 AS next FROM work_order').get() as {
    next: number;
  };
  const orderNo = `GD${compactTime(at).slice(0, 8)}${String(next).padStart(6, '0')}`;
  const address = regionText(db, order.provinceCode, order.cityCode, order.areaCode) + order.detailedAddress;
  db.prepare(
    `INSERT INTO work_order (order_id, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_code,
       city_code, area_code, detailed_address, address, install_type, order_type_id, order_type_name, number, order_status,
       principal_id, customer_order_id, create_by, create_time, remark)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'toDispatch', ?, ?, ?, ?, ?)`,
  ).run(
    next,
    orderNo,
    order.enterpriseId,
    order.enterpriseName,
    order.customerName,
    order.customerMobile,
    order.provinceCode,
    order.cityCode,
    order.areaCode,
    order.detailedAddress,
    address.slice(0, 300),
    order.installType,
    order.orderTypeId,
    order.orderTypeName,
    order.number,
    pickPrincipal(db, order.enterpriseId),
    order.customerOrderId ?? null,
    order.createBy,
    formatTime(at),
    order.remark,
  );
  const info = db.prepare(
    'INSERT INTO work_order_info (order_id, info_name, info_value, order_num) VALUES (?, ?, ?, ?)',
  );
  order.infoList.forEach((item, index) => {
    info.run(next, item.infoName, item.infoValue, index);
  });
  // D62: the enterprise's customer database learns the order's customer.
  recordOrderCustomer(db, at, order);
  addCourse(db, at, {
    orderId: next,
    operateType: '创建',
    operateContent: order.origin,
    operateBy: order.createBy,
    operateUserId: order.createUserId,
  });
  return { orderId: next, orderNo };
}
