import type { OrderInfoItem } from '@onsite/domain';
import type { Db } from '../db/database';
import { regionText } from './orderStore';
import { compactTime, formatTime } from './time';

export interface NewCustomerOrder {
  enterpriseId: number;
  enterpriseName: string;
  customerName: string;
  customerMobile: string;
  provinceId: string;
  cityId: string;
  areaId: string;
  detailedAddress: string;
  installType: string;
  orderTypeId: number;
  orderType: string;
  number: number;
  infoList: readonly OrderInfoItem[];
}

/** Inserts a pending customer order (a customer placed it; the console reviews it). */
export function insertCustomerOrder(db: Db, at: number, order: NewCustomerOrder): number {
  const { next } = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM customer_order').get() as {
    next: number;
  };
  const address = regionText(db, order.provinceId, order.cityId, order.areaId) + order.detailedAddress;
  db.prepare(
    `INSERT INTO customer_order (id, no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_id, city_id,
       area_id, detailed_address, address, install_type, order_type_id, order_type, number, status, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
  ).run(
    next,
    `KH${compactTime(at).slice(0, 8)}${String(next).padStart(6, '0')}`,
    order.enterpriseId,
    order.enterpriseName,
    order.customerName,
    order.customerMobile,
    order.provinceId,
    order.cityId,
    order.areaId,
    order.detailedAddress,
    address.slice(0, 300),
    order.installType,
    order.orderTypeId,
    order.orderType,
    order.number,
    formatTime(at),
  );
  const info = db.prepare(
    'INSERT INTO customer_order_info (customer_order_id, info_name, info_value, order_num) VALUES (?, ?, ?, ?)',
  );
  order.infoList.forEach((item, index) => {
    info.run(next, item.infoName, item.infoValue, index);
  });
  return next;
}
