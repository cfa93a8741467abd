import type { CustomerOrder, OrderInfoItem } from '@onsite/domain';
import { Where } from '../../core/paging';
import type { Db } from '../../db/database';

/** The filters of the customer-order list and export (spec 000 §7.6). */
export interface CustomerOrderFilters {
  enterpriseName?: string;
  customerName?: string;
  customerMobile?: string;
  provinceId?: string;
  cityId?: string;
  areaId?: string;
  detailedAddress?: string;
  installType?: string;
  orderType?: string;
  createStartTime?: string;
  createEndTime?: string;
  updateBy?: string;
  updateStartTime?: string;
  updateEndTime?: string;
  deleteBy?: string;
  deleteStartTime?: string;
  deleteEndTime?: string;
  deleteReason?: string;
  orderNo?: string;
  status?: 0 | 1 | 2;
}

/** The WHERE of every filter; `enterpriseId` limits an enterprise user to their own orders. */
export function customerOrderWhere(filters: CustomerOrderFilters, enterpriseId: number | null): Where {
  const where = new Where()
    .equals('status', filters.status)
    .equals('enterprise_id', enterpriseId ?? undefined)
    .contains('enterprise_name', filters.enterpriseName)
    .contains('customer_name', filters.customerName)
    .startsWith('customer_mobile', filters.customerMobile)
    .equals('province_id', filters.provinceId)
    .equals('city_id', filters.cityId)
    .equals('area_id', filters.areaId)
    .contains('detailed_address', filters.detailedAddress)
    .equals('install_type', filters.installType)
    .between('create_time', filters.createStartTime, filters.createEndTime)
    .contains('update_by', filters.updateBy)
    .between('update_time', filters.updateStartTime, filters.updateEndTime)
    .contains('delete_by', filters.deleteBy)
    .between('delete_time', filters.deleteStartTime, filters.deleteEndTime)
    .equals('delete_reason', filters.deleteReason);
  const orderType = filters.orderType?.trim();
  // The order type filter takes the type's name or its id.
  if (orderType)
    where.add(
      '(order_type = ? OR order_type_id = ?)',
      orderType,
      /^\d+$/.test(orderType) ? Number(orderType) : -1,
    );
  const orderNo = filters.orderNo?.trim();
  if (orderNo) where.add('(no = ? OR order_no = ?)', orderNo, orderNo);
  return where;
}

export interface CustomerOrderRow {
  id: number;
  no: string;
  order_no: string | null;
  enterprise_id: number;
  enterprise_name: string;
  customer_name: string;
  customer_mobile: string;
  address: string;
  install_type: string;
  order_type: string;
  number: number;
  status: 0 | 1 | 2;
  create_time: string;
  update_time: string | null;
  update_by: string | null;
  delete_time: string | null;
  delete_by: string | null;
  delete_reason: string | null;
}

export const CUSTOMER_ORDER_COLUMNS = `id, no, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, address,
  install_type, order_type, number, status, create_time, update_time, update_by, delete_time, delete_by, delete_reason`;

/** The info rows of many customer orders in one query. */
export function infoListsOf(db: Db, ids: readonly number[]): Map<number, OrderInfoItem[]> {
  const lists = new Map<number, OrderInfoItem[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return lists;
  const rows = db
    .prepare(
      `SELECT customer_order_id, info_name, info_value FROM customer_order_info
       WHERE customer_order_id IN (${ids.map(() => '?').join(',')}) ORDER BY customer_order_id, order_num, info_id`,
    )
    .all(...ids) as { customer_order_id: number; info_name: string; info_value: string }[];
  for (const row of rows)
    lists.get(row.customer_order_id)?.push({ infoName: row.info_name, infoValue: row.info_value });
  return lists;
}

export function toCustomerOrder(row: CustomerOrderRow, infoList: OrderInfoItem[]): CustomerOrder {
  return {
    id: row.id,
    no: row.no,
    orderNo: row.order_no,
    enterpriseName: row.enterprise_name,
    customerName: row.customer_name,
    customerMobile: row.customer_mobile,
    address: row.address,
    installType: row.install_type,
    orderType: row.order_type,
    number: row.number,
    status: row.status,
    createTime: row.create_time,
    updateTime: row.update_time,
    updateBy: row.update_by,
    deleteTime: row.delete_time,
    deleteBy: row.delete_by,
    deleteReason: row.delete_reason,
    infoList,
  };
}
