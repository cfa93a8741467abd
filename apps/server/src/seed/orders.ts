import { insertCustomerOrder } from '../core/customerOrderStore';
import { enterpriseIds, enterpriseNameOf } from '../core/enterprises';
import { regionText } from '../core/orderStore';
import { settleOrder } from '../core/settlement';
import { compactTime, formatTime } from '../core/time';
import type { Db } from '../db/database';
import { seedMasterProfiles } from './masters';
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
  seedTeams(db, anchor);
  seedMasterProfiles(db, anchor);
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
  seedLifecycleOrders(db, anchor);
}

/** D33: the demo master (user 19) is master 1; the team head (user 20) is master 2, head of 南山一队. */
export const DEMO_MASTER = { masterId: 1, userId: 19 } as const;
export const DEMO_TEAM_HEAD = { masterId: 2, userId: 20 } as const;

/**
 * D33: a team per team name, its head the first member listed (南山一队: master 2, the demo team
 * head, so that the demo master 1 is a plain member); the two demo service accounts linked to their
 * masters. No random draws (the rest of the demo data stays the same).
 */
function seedTeams(db: Db, anchor: number): void {
  const heads = new Map<string, number>([['南山一队', DEMO_TEAM_HEAD.masterId]]);
  MASTERS.forEach(([, , team], index) => {
    if (team !== null && !heads.has(team)) heads.set(team, index + 1);
  });
  const insertTeam = db.prepare(
    'INSERT INTO master_team (team_id, team_name, head_master_id, create_time) VALUES (?, ?, ?, ?)',
  );
  [...heads].forEach(([team, head], index) => {
    insertTeam.run(index + 1, team, head, formatTime(anchor));
  });
  db.prepare(
    'UPDATE master SET team_id = (SELECT t.team_id FROM master_team t WHERE t.team_name = master.team_name)',
  ).run();
  const link = db.prepare('UPDATE master SET user_id = ? WHERE master_id = ?');
  for (const demo of [DEMO_MASTER, DEMO_TEAM_HEAD]) {
    if (db.prepare('SELECT 1 FROM sys_user WHERE user_id = ?').get(demo.userId))
      link.run(demo.userId, demo.masterId);
  }
}

type LifecycleSeed = {
  customer: string;
  daysAgo: number;
  status: 'toDispatch' | 'dispatched' | 'accepted' | 'inService' | 'completed' | 'verified' | 'cancelled';
  masterId: number | null;
  /** An order back (退单): sent back to dispatch by the master with this reason. */
  back?: string;
};

/** D32: the demo master's and team head's orders in every state of the lifecycle (ids after the others). */
const LIFECYCLE_ORDERS: readonly LifecycleSeed[] = [
  { customer: '钱先生', daysAgo: 1, status: 'dispatched', masterId: 1 },
  { customer: '孙女士', daysAgo: 1, status: 'dispatched', masterId: 1 },
  { customer: '周先生', daysAgo: 2, status: 'accepted', masterId: 1 },
  { customer: '吴女士', daysAgo: 2, status: 'inService', masterId: 1 },
  { customer: '郑先生', daysAgo: 3, status: 'completed', masterId: 1 },
  { customer: '王女士', daysAgo: 4, status: 'verified', masterId: 1 },
  { customer: '冯先生', daysAgo: 5, status: 'verified', masterId: 1 },
  // Settled after the wallets are seeded (seedSettlements), so its bill line is the latest.
  { customer: '陈女士', daysAgo: 6, status: 'verified', masterId: 1 },
  { customer: '褚先生', daysAgo: 7, status: 'cancelled', masterId: 1 },
  {
    customer: '卫女士',
    daysAgo: 2,
    status: 'toDispatch',
    masterId: null,
    back: '客户改约到下周，本周无法上门',
  },
  { customer: '蒋先生', daysAgo: 1, status: 'dispatched', masterId: 2 },
  { customer: '沈女士', daysAgo: 2, status: 'accepted', masterId: 2 },
];

/** The demo order settled by `seedSettlements` (the 8th lifecycle order). */
const SETTLED_INDEX = 7;

function seedLifecycleOrders(db: Db, anchor: number): void {
  const template = db
    .prepare('SELECT order_id FROM work_order WHERE enterprise_id = 1 ORDER BY order_id LIMIT 1')
    .get() as { order_id: number } | undefined;
  if (!template) return;
  const course = db.prepare(
    `INSERT INTO work_order_course (order_id, operate_type, operate_content, operate_by, operate_user_id, operate_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const masterName = (id: number | null) => MASTERS[(id ?? 1) - 1]?.[0] ?? '师傅';
  const masterUser = (id: number | null) =>
    id === DEMO_MASTER.masterId
      ? DEMO_MASTER.userId
      : id === DEMO_TEAM_HEAD.masterId
        ? DEMO_TEAM_HEAD.userId
        : null;
  const ids: number[] = [];
  for (const seed of LIFECYCLE_ORDERS) {
    const { next } = db.prepare('SELECT COALESCE(MAX(order_id), 0) + 1 AS next FROM work_order').get() as {
      next: number;
    };
    ids.push(next);
    const created = anchor - seed.daysAgo * DAY_MS - 10 * HOUR_MS;
    const at = (hours: number) => formatTime(created + hours * HOUR_MS);
    const reached = (step: LifecycleSeed['status']) =>
      ['dispatched', 'accepted', 'inService', 'completed', 'verified'].indexOf(seed.status) >=
      ['dispatched', 'accepted', 'inService', 'completed', 'verified'].indexOf(step);
    const working = seed.status !== 'toDispatch' && seed.status !== 'cancelled';
    db.prepare(
      `INSERT INTO work_order (order_id, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_code,
         city_code, area_code, detailed_address, address, install_type, order_type_id, order_type_name, number, order_status,
         principal_id, master_id, create_by, create_time, dispatch_time, accept_time, check_in_time, finish_time, verify_time,
         cancel_reason, serial_numbers, customer_confirmed, back_reason, back_time, back_count, remark)
       SELECT ?, ?, enterprise_id, enterprise_name, ?, ?, province_code, city_code, area_code, detailed_address, address,
         install_type, order_type_id, order_type_name, 1, ?, 2, ?, '张企业', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ''
       FROM work_order WHERE order_id = ?`,
    ).run(
      next,
      `GD${compactTime(created).slice(0, 8)}${String(next).padStart(6, '0')}`,
      seed.customer,
      `139${String(70000000 + next).padStart(8, '0')}`,
      seed.status,
      seed.masterId,
      formatTime(created),
      seed.masterId === null ? null : at(1),
      working && reached('accepted') ? at(1.5) : null,
      working && reached('inService') ? at(3) : null,
      working && reached('completed') ? at(5) : seed.status === 'cancelled' ? at(2) : null,
      working && reached('verified') ? at(8) : null,
      seed.status === 'cancelled' ? '客户取消' : null,
      working && reached('completed')
        ? JSON.stringify([`SN${compactTime(created).slice(0, 8)}${next}`])
        : '[]',
      working && reached('completed') ? 1 : null,
      seed.back ?? null,
      seed.back ? at(2) : null,
      seed.back ? 1 : 0,
      template.order_id,
    );
    db.prepare(
      'INSERT INTO work_order_info (order_id, info_name, info_value, order_num) VALUES (?, ?, ?, 0)',
    ).run(next, '门锁型号', 'AJ-S1');
    course.run(next, '创建', '企业下单', '张企业', 4, formatTime(created));
    if (seed.masterId !== null || seed.back) {
      course.run(next, '派单', `派给${masterName(seed.masterId ?? 1)}`, '王派单', 2, at(1));
    }
    if (seed.back) course.run(next, '退单', seed.back, masterName(1), DEMO_MASTER.userId, at(2));
    if (working && reached('accepted'))
      course.run(next, '接单', '师傅已接单', masterName(seed.masterId), masterUser(seed.masterId), at(1.5));
    if (working && reached('inService'))
      course.run(next, '开始服务', '师傅已上门', masterName(seed.masterId), masterUser(seed.masterId), at(3));
    if (working && reached('completed')) {
      course.run(
        next,
        '完工',
        '照片 0 张，序列号 1 个，配件 1 项，客户已确认',
        masterName(seed.masterId),
        masterUser(seed.masterId),
        at(5),
      );
      db.prepare(
        'INSERT INTO work_order_part (order_id, accessory_name, brand_name, model_name, quantity, price_cents) VALUES (?, ?, ?, ?, 1, ?)',
      ).run(next, '电池盒', '小米', 'XM-B1', 2500);
    }
    if (working && reached('verified')) course.run(next, '验收', '验收通过', '王派单', 2, at(8));
    if (seed.status === 'cancelled') course.run(next, '取消', '客户取消', '王派单', 2, at(2));
  }
  // An after-sales request on the order settled below: a new linked order in customerServiceApply.
  const parent = ids[SETTLED_INDEX];
  if (parent === undefined) return;
  const { next } = db.prepare('SELECT COALESCE(MAX(order_id), 0) + 1 AS next FROM work_order').get() as {
    next: number;
  };
  const created = anchor - 3 * HOUR_MS;
  db.prepare(
    `INSERT INTO work_order (order_id, order_no, enterprise_id, enterprise_name, customer_name, customer_mobile, province_code,
       city_code, area_code, detailed_address, address, install_type, order_type_id, order_type_name, number, order_status,
       principal_id, create_by, create_time, remark, parent_order_id, service_reason)
     SELECT ?, ?, enterprise_id, enterprise_name, customer_name, customer_mobile, province_code, city_code, area_code,
       detailed_address, address, install_type, order_type_id, order_type_name, number, 'customerServiceApply', principal_id,
       '张企业', ?, ?, order_id, ? FROM work_order WHERE order_id = ?`,
  ).run(
    next,
    `GD${compactTime(created).slice(0, 8)}${String(next).padStart(6, '0')}`,
    formatTime(created),
    '门锁无法识别指纹',
    '门锁无法识别指纹',
    parent,
  );
  const parentNo = (
    db.prepare('SELECT order_no FROM work_order WHERE order_id = ?').get(parent) as { order_no: string }
  ).order_no;
  course.run(next, '创建', `售后申请（原订单 ${parentNo}）`, '张企业', 4, formatTime(created));
}

/**
 * D32: settles the demo's settled order once the wallets exist (after seedFinance), through the same
 * settlement as `/order/order/settle`, so its bill lines are real and the latest of the wallet.
 */
export function seedSettlements(db: Db, anchor: number): void {
  const row = db
    .prepare(
      `SELECT order_id FROM work_order WHERE order_status = 'verified' AND master_id = ? ORDER BY order_id DESC LIMIT 1`,
    )
    .get(DEMO_MASTER.masterId) as { order_id: number } | undefined;
  if (!row) return;
  settleOrder(db, anchor, {
    orderId: row.order_id,
    by: '钱财务',
    userId: 9,
    phonenumber: '13800000009',
    remark: '',
  });
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
