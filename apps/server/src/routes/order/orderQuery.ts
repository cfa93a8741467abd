import { type Locale, type Order, type OrderDetails, SOURCE_LOCALE } from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import { approvalsOfOrder } from '../../core/approvals';
import { visibleMasterIds } from '../../core/masters';
import { toYuan } from '../../core/money';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { localize } from '../../i18n/localize';

export interface OrderRow {
  order_id: number;
  order_no: string;
  enterprise_id: number;
  enterprise_name: string;
  customer_name: string;
  customer_mobile: string;
  province_code: string;
  city_code: string;
  area_code: string;
  address: string;
  install_type: string;
  order_type_id: number;
  order_type_name: string;
  number: number;
  order_status: Order['orderStatus'];
  principal_id: number | null;
  master_id: number | null;
  master_name: string | null;
  create_time: string;
  dispatch_time: string | null;
  finish_time: string | null;
  remark: string;
  cancel_reason: string | null;
  held: 0 | 1;
  hold_reason: string | null;
  hold_time: string | null;
  hold_by: string | null;
  accept_time: string | null;
  check_in_time: string | null;
  verify_time: string | null;
  settle_time: string | null;
  back_reason: string | null;
  back_time: string | null;
  recover_reason: string | null;
  parent_order_id: number | null;
}

export const ORDER_SELECT = `SELECT o.order_id, o.order_no, o.enterprise_id, o.enterprise_name, o.customer_name, o.customer_mobile,
  o.province_code, o.city_code, o.area_code, o.address, o.install_type, o.order_type_id, o.order_type_name, o.number,
  o.order_status, o.principal_id, o.master_id, m.master_name, o.create_time, o.dispatch_time, o.finish_time, o.remark,
  o.cancel_reason, o.held, o.hold_reason, o.hold_time, o.hold_by, o.accept_time, o.check_in_time, o.verify_time,
  o.settle_time, o.back_reason, o.back_time, o.recover_reason, o.parent_order_id
  FROM work_order o LEFT JOIN master m ON m.master_id = o.master_id`;

export function toOrder(row: OrderRow): Order {
  return {
    orderId: row.order_id,
    orderNo: row.order_no,
    enterpriseId: row.enterprise_id,
    enterpriseName: row.enterprise_name,
    customerName: row.customer_name,
    customerMobile: row.customer_mobile,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    areaCode: row.area_code,
    address: row.address,
    installType: row.install_type,
    orderTypeId: row.order_type_id,
    orderTypeName: row.order_type_name,
    number: row.number,
    orderStatus: row.order_status,
    principalId: row.principal_id,
    masterId: row.master_id,
    masterName: row.master_name,
    createTime: row.create_time,
    dispatchTime: row.dispatch_time,
    finishTime: row.finish_time,
    remark: row.remark,
    held: row.held === 1,
    holdReason: row.held === 1 ? row.hold_reason : null,
    holdTime: row.held === 1 ? row.hold_time : null,
    holdBy: row.held === 1 ? row.hold_by : null,
    acceptTime: row.accept_time,
    checkInTime: row.check_in_time,
    verifyTime: row.verify_time,
    settleTime: row.settle_time,
    backReason: row.back_reason,
    backTime: row.back_time,
    recoverReason: row.recover_reason,
    parentOrderId: row.parent_order_id,
  };
}

/**
 * An order the user may see (an enterprise user only their enterprise's; a master, D33, only those
 * dispatched to them or, for a team head, to their team), or a business error.
 */
export function orderFor(db: Db, user: SessionUser, orderId: number): OrderRow {
  const row = db.prepare(`${ORDER_SELECT} WHERE o.order_id = ?`).get(orderId) as OrderRow | undefined;
  const masters = visibleMasterIds(db, user);
  if (
    !row ||
    (user.enterpriseId !== null && row.enterprise_id !== user.enterpriseId) ||
    (masters !== null && (row.master_id === null || !masters.includes(row.master_id)))
  ) {
    throw businessError(`订单 ${orderId} 不存在`);
  }
  return row;
}

/**
 * Everything the order details screen shows: fields, info rows, master, course, parts. The course's
 * event names and the notes the system wrote are zh-CN messages, read back in the caller's language
 * (D30); a note a person typed and a name are not in the catalogue and stay as written.
 */
export function orderDetailsOf(db: Db, row: OrderRow, locale: Locale = SOURCE_LOCALE): OrderDetails {
  const infoList = (
    db
      .prepare(
        'SELECT info_name, info_value FROM work_order_info WHERE order_id = ? ORDER BY order_num, info_id',
      )
      .all(row.order_id) as { info_name: string; info_value: string }[]
  ).map((info) => ({ infoName: info.info_name, infoValue: info.info_value }));
  const master = db
    .prepare('SELECT master_id, master_name, phonenumber, team_name FROM master WHERE master_id = ?')
    .get(row.master_id ?? 0) as
    | { master_id: number; master_name: string; phonenumber: string; team_name: string | null }
    | undefined;
  const course = (
    db
      .prepare(
        `SELECT course_id, operate_type, operate_content, operate_by, operate_time FROM work_order_course
         WHERE order_id = ? ORDER BY operate_time, course_id`,
      )
      .all(row.order_id) as {
      course_id: number;
      operate_type: string;
      operate_content: string;
      operate_by: string;
      operate_time: string;
    }[]
  ).map((step) => ({
    courseId: step.course_id,
    operateType: localize(step.operate_type, locale),
    operateContent: localize(step.operate_content, locale),
    operateBy: localize(step.operate_by, locale),
    operateTime: step.operate_time,
  }));
  const parts = (
    db
      .prepare(
        `SELECT part_id, accessory_name, brand_name, model_name, quantity, price_cents FROM work_order_part
         WHERE order_id = ? ORDER BY part_id`,
      )
      .all(row.order_id) as {
      part_id: number;
      accessory_name: string;
      brand_name: string;
      model_name: string;
      quantity: number;
      price_cents: number;
    }[]
  ).map((part) => ({
    partId: part.part_id,
    accessoryName: part.accessory_name,
    brandName: part.brand_name,
    modelName: part.model_name,
    quantity: part.quantity,
    price: toYuan(part.price_cents),
  }));
  const photos = (
    db
      .prepare('SELECT file_path FROM work_order_photo WHERE order_id = ? ORDER BY order_num, photo_id')
      .all(row.order_id) as { file_path: string }[]
  ).map((photo) => photo.file_path);
  const done = db
    .prepare(
      `SELECT serial_numbers, customer_confirmed, service_reason, master_amount_cents, enterprise_amount_cents,
         settle_balance_cents FROM work_order WHERE order_id = ?`,
    )
    .get(row.order_id) as {
    serial_numbers: string;
    customer_confirmed: 0 | 1 | null;
    service_reason: string | null;
    master_amount_cents: number | null;
    enterprise_amount_cents: number | null;
    settle_balance_cents: number | null;
  };
  const serialNumbers = JSON.parse(done.serial_numbers) as unknown;
  return {
    ...toOrder(row),
    photos,
    serialNumbers: Array.isArray(serialNumbers) ? serialNumbers.map(String) : [],
    customerConfirmed: done.customer_confirmed === null ? null : done.customer_confirmed === 1,
    settlement:
      done.master_amount_cents === null || done.enterprise_amount_cents === null
        ? null
        : {
            masterAmount: toYuan(done.master_amount_cents),
            enterpriseAmount: toYuan(done.enterprise_amount_cents),
            balance: toYuan(done.settle_balance_cents ?? 0),
          },
    serviceReason: done.service_reason,
    approvals: approvalsOfOrder(db, row.order_id),
    infoList,
    master: master
      ? {
          masterId: master.master_id,
          masterName: master.master_name,
          phonenumber: master.phonenumber,
          teamName: master.team_name,
        }
      : null,
    course,
    parts,
    cancelReason: row.cancel_reason,
  };
}
