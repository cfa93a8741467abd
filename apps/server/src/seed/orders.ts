import { insertCustomerOrder } from '../core/customerOrderStore';
import { enterpriseIds, enterpriseNameOf } from '../core/enterprises';
import { regionText } from '../core/orderStore';
import { compactTime, formatTime } from '../core/time';
import type { Db } from '../db/database';
import { customerName, detailedAddress, infoList, mobile, orderTypes, regionChains } from './names';
import { chance, pick, type Random, randomInt } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const SEED_CUSTOMER_ORDERS = 300;
export const SEED_ORDERS = 420;
const DISPATCHERS = [2, 2, 6, 8];

export const MASTERS = [
  ['郭师傅', '13600000001', '南山一队'],
  ['马师傅', '13600000002', '南山一队'],
  ['胡师傅', '13600000003', null],
  ['朱师傅', '13600000004', '福田二队'],
  ['高师傅', '13600000005', '福田二队'],
  ['林师傅', '13600000006', '西湖一队'],
  ['罗师傅', '13600000007', '西湖一队'],
  ['梁师傅', '13600000008', null],
  ['宋师傅', '13600000009', '朝阳三队'],
  ['谢师傅', '13600000010', '朝阳三队'],
  ['韩师傅', '13600000011', '浦东一队'],
  ['唐师傅', '13600000012', '浦东一队'],
] as const;

const PARTS = [
  ['锁芯', '安居', 'AJ-C3', 4500],
  ['把手', '德施曼', 'DS-H2', 8800],
  ['电池盒', '小米', 'XM-B1', 2500],
  ['光猫', '华为', 'HG8145', 19900],
  ['网线(10米)', '绿联', 'CAT6', 3500],
] as const;

type Status = 'toDispatch' | 'dispatched' | 'inService' | 'completed' | 'cancelled' | 'customerServiceApply';
const STATUS_WEIGHTS: readonly [Status, number][] = [
  ['toDispatch', 0.15],
  ['dispatched', 0.2],
  ['inService', 0.18],
  ['completed', 0.32],
  ['cancelled', 0.08],
  ['customerServiceApply', 0.07],
];

function drawStatus(random: Random): Status {
  let roll = random();
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'completed';
}

interface Context {
  db: Db;
  random: Random;
  anchor: number;
  enterprises: number[];
  types: ReturnType<typeof orderTypes>;
  regions: ReturnType<typeof regionChains>;
}

/** An order with its course, info rows and parts, in a given status (demo data only). */
function seedOrder(
  ctx: Context,
  createdAt: number,
  status: Status,
  from?: { customerOrderId: number; fields: OrderFields },
): string {
  const { db, random } = ctx;
  const fields = from?.fields ?? drawFields(ctx);
  const { next } = db.prepare('SELECT COALESCE(MAX(order_id), 0) + 1 AS next FROM work_order').get() as {
    next: number;
  };
  const orderNo = `GD${compactTime(createdAt).slice(0, 8)}${String(next).padStart(6, '0')}`;
  const principal = chance(random, 0.9) ? pick(random, DISPATCHERS) : null;
  const hasMaster = status !== 'toDispatch' && !(status === 'cancelled' && chance(random, 0.5));
  const masterId = hasMaster ? randomInt(random, 1, MASTERS.length) : null;
  // Later steps never lie after the seed's anchor (the time of seeding).
  const dispatchedAt = Math.min(ctx.anchor, createdAt + (randomInt(random, 1, 20) * HOUR_MS) / 4);
  const finishedAt = Math.min(ctx.anchor, dispatchedAt + randomInt(random, 2, 48) * HOUR_MS);
  const finished = status === 'completed' || status === 'cancelled';
  const enterpriseName = enterpriseNameOf(db, fields.enterpriseId) ?? '';
  db.prepare(
    `INSERT INTO work_order (order_id, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_code,
       city_code, area_code, detailed_address, address, install_type, order_type_id, order_type_name, number, order_status,
       principal_id, master_id, customer_order_id, create_by, create_time, dispatch_time, finish_time, cancel_reason, remark)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    next,
    orderNo,
    fields.enterpriseId,
    enterpriseName,
    fields.customerName,
    fields.customerMobile,
    fields.region.provinceCode,
    fields.region.cityCode,
    fields.region.areaCode,
    fields.detailedAddress,
    (
      regionText(db, fields.region.provinceCode, fields.region.cityCode, fields.region.areaCode) +
      fields.detailedAddress
    ).slice(0, 300),
    fields.type.installType,
    fields.type.orderTypeId,
    fields.type.typeName,
    fields.number,
    status,
    principal,
    masterId,
    from?.customerOrderId ?? null,
    from ? '王派单' : pick(random, ['张企业', '郑电信', '王派单', '孙调度']),
    formatTime(createdAt),
    hasMaster ? formatTime(dispatchedAt) : null,
    finished ? formatTime(finishedAt) : null,
    status === 'cancelled' ? pick(random, ['客户取消', '重复下单', '地址无法服务']) : null,
    chance(random, 0.2) ? '请提前电话联系客户' : '',
  );
  const info = db.prepare(
    'INSERT INTO work_order_info (order_id, info_name, info_value, order_num) VALUES (?, ?, ?, ?)',
  );
  fields.info.forEach((item, index) => {
    info.run(next, item.infoName, item.infoValue, index);
  });
  const course = db.prepare(
    `INSERT INTO work_order_course (order_id, operate_type, operate_content, operate_by, operate_user_id, operate_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  course.run(
    next,
    '创建',
    from ? '客户订单转为工单' : '企业下单',
    from ? '王派单' : '张企业',
    from ? 2 : 4,
    formatTime(createdAt),
  );
  if (hasMaster && masterId !== null) {
    course.run(
      next,
      '派单',
      `派给${MASTERS[masterId - 1]?.[0] ?? ''}`,
      '王派单',
      principal ?? 2,
      formatTime(dispatchedAt),
    );
  }
  if (['inService', 'completed', 'customerServiceApply'].includes(status)) {
    course.run(
      next,
      '开始服务',
      '师傅已上门',
      MASTERS[(masterId ?? 1) - 1]?.[0] ?? '师傅',
      null,
      formatTime(Math.min(ctx.anchor, dispatchedAt + HOUR_MS)),
    );
  }
  if (status === 'completed')
    course.run(next, '完工', '服务完成，客户已确认', '系统', null, formatTime(finishedAt));
  if (status === 'cancelled') course.run(next, '取消', '客户取消', '王派单', 2, formatTime(finishedAt));
  if (status === 'customerServiceApply') {
    course.run(
      next,
      '客服申请',
      '客户申请客服介入',
      '客户',
      null,
      formatTime(Math.min(ctx.anchor, dispatchedAt + 2 * HOUR_MS)),
    );
  }
  if (status === 'completed' && chance(random, 0.5)) {
    const [name, brand, model, price] = pick(random, PARTS);
    db.prepare(
      'INSERT INTO work_order_part (order_id, accessory_name, brand_name, model_name, quantity, price_cents) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(next, name, brand, model, randomInt(random, 1, 2), price);
  }
  if (['toDispatch', 'dispatched', 'inService'].includes(status) && chance(random, 0.15)) {
    db.prepare('INSERT INTO order_reminder (order_id, content, status, create_time) VALUES (?, ?, ?, ?)').run(
      next,
      pick(random, ['师傅什么时候上门？', '客户来电催促', '请尽快安排']),
      chance(random, 0.7) ? 0 : 1,
      formatTime(Math.min(ctx.anchor, dispatchedAt + HOUR_MS)),
    );
  }
  return orderNo;
}

interface OrderFields {
  enterpriseId: number;
  customerName: string;
  customerMobile: string;
  region: ReturnType<typeof regionChains>[number];
  detailedAddress: string;
  type: ReturnType<typeof orderTypes>[number];
  number: number;
  info: { infoName: string; infoValue: string }[];
}

function drawFields(ctx: Context): OrderFields {
  const { random } = ctx;
  return {
    // Enterprise 1 (the demo enterprise account's) gets a quarter of the orders.
    enterpriseId: chance(random, 0.25) ? 1 : pick(random, ctx.enterprises),
    customerName: customerName(random),
    customerMobile: mobile(random),
    region: pick(random, ctx.regions),
    detailedAddress: detailedAddress(random),
    type: pick(random, ctx.types),
    number: chance(random, 0.85) ? 1 : randomInt(random, 2, 3),
    info: infoList(random),
  };
}

/** Masters, customer orders in all three tabs, orders in every status with courses, parts and reminders. */
export function seedOrders(db: Db, random: Random, anchor: number): void {
  const insertMaster = db.prepare(
    'INSERT INTO master (master_id, master_name, phonenumber, team_name) VALUES (?, ?, ?, ?)',
  );
  MASTERS.forEach(([name, phone, team], index) => {
    insertMaster.run(index + 1, name, phone, team);
  });
  const ctx: Context = {
    db,
    random,
    anchor,
    enterprises: enterpriseIds(db),
    types: orderTypes(db),
    regions: regionChains(db),
  };
  if (ctx.enterprises.length === 0 || ctx.types.length === 0 || ctx.regions.length === 0) return;

  for (let index = 0; index < SEED_CUSTOMER_ORDERS; index += 1) {
    const createdAt = anchor - randomInt(random, 0, 90 * 24) * HOUR_MS - randomInt(random, 0, 3600) * 1000;
    const fields = drawFields(ctx);
    const id = insertCustomerOrder(db, createdAt, {
      enterpriseId: fields.enterpriseId,
      enterpriseName: enterpriseNameOf(db, fields.enterpriseId) ?? '',
      customerName: fields.customerName,
      customerMobile: fields.customerMobile,
      provinceId: fields.region.provinceCode,
      cityId: fields.region.cityCode,
      areaId: fields.region.areaCode,
      detailedAddress: fields.detailedAddress,
      installType: fields.type.installType,
      orderTypeId: fields.type.orderTypeId,
      orderType: fields.type.typeName,
      number: fields.number,
      infoList: fields.info,
    });
    const roll = random();
    const handledAt = Math.min(anchor, createdAt + randomInt(random, 1, 30) * HOUR_MS);
    if (roll < 0.4) continue;
    if (roll < 0.8) {
      const orderNo = seedOrder(ctx, handledAt, drawStatus(random), { customerOrderId: id, fields });
      db.prepare(
        "UPDATE customer_order SET status = 1, order_no = ?, update_time = ?, update_by = '王派单' WHERE id = ?",
      ).run(orderNo, formatTime(handledAt), id);
    } else {
      const reason = pick(random, ['1', '2', '3', '4', '5']);
      db.prepare(
        `UPDATE customer_order SET status = 2, delete_time = ?, delete_by = ?, delete_reason = ?, delete_remark = ?,
           update_time = ?, update_by = ? WHERE id = ?`,
      ).run(
        formatTime(handledAt),
        '王派单',
        reason,
        reason === '3' ? '客户联系不上' : '',
        formatTime(handledAt),
        '王派单',
        id,
      );
    }
  }
  for (let index = 0; index < SEED_ORDERS; index += 1) {
    // A few orders today (exit summary counts), the rest over the last 200 days.
    const daysAgo = index % 20 === 0 ? 0 : randomInt(random, 0, 200);
    const createdAt = anchor - daysAgo * DAY_MS - randomInt(random, 0, 10 * 3600) * 1000;
    seedOrder(ctx, createdAt, drawStatus(random));
  }
  seedHeldOrders(db, anchor);
}

const HOLD_REASONS = ['等待配件到货', '客户要求改期', '等待客户确认地址', '等待厂家技术支持'] as const;

/**
 * D29: a few waiting or dispatched orders on hold, with a reason and a step in the course. Picked
 * without the random stream (the rest of the demo data stays the same): the oldest ones without a
 * principal, never the first waiting order (which the tests dispatch).
 */
function seedHeldOrders(db: Db, anchor: number): void {
  const picked = db
    .prepare(
      `SELECT order_id FROM work_order WHERE order_status IN ('toDispatch', 'dispatched') AND principal_id IS NULL
         AND order_id > (SELECT MIN(order_id) FROM work_order WHERE order_status = 'toDispatch')
       ORDER BY create_time, order_id LIMIT ?`,
    )
    .all(HOLD_REASONS.length) as { order_id: number }[];
  const hold = db.prepare(
    "UPDATE work_order SET held = 1, hold_reason = ?, hold_time = ?, hold_by = '王派单', hold_user_id = 2 WHERE order_id = ?",
  );
  const course = db.prepare(
    `INSERT INTO work_order_course (order_id, operate_type, operate_content, operate_by, operate_user_id, operate_time)
     VALUES (?, '挂起', ?, '王派单', 2, ?)`,
  );
  picked.forEach(({ order_id: orderId }, index) => {
    const reason = HOLD_REASONS[index] ?? HOLD_REASONS[0];
    const at = formatTime(anchor - (index + 1) * HOUR_MS);
    hold.run(reason, at, orderId);
    course.run(orderId, reason, at);
  });
}
