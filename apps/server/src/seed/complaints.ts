import type { ComplaintCategory, ComplaintState } from '@onsite/domain';
import { recomputeMasterScore } from '../core/masterScore';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ComplaintSeed {
  category: ComplaintCategory;
  description: string;
  contact: string;
  state: ComplaintState;
  /** Days before the anchor it was filed; handled a day later (decided two days later). */
  daysAgo: number;
  note?: string;
}

/** Complaint 1 stays 待处理 and complaint 2 处理中 (the contract cases take them up and decide them). */
const COMPLAINTS: readonly ComplaintSeed[] = [
  {
    category: 'delay',
    description: '约好上午上门，师傅下午三点才到，也没有提前通知',
    contact: '刘女士',
    state: 'pending',
    daysAgo: 1,
  },
  {
    category: 'quality',
    description: '安装后门锁反锁不灵，需要用力才能拧动',
    contact: '陈先生',
    state: 'handling',
    daysAgo: 3,
    note: '已联系师傅，约定周末上门复查',
  },
  {
    category: 'charge',
    description: '师傅要求额外支付 80 元开孔费，订单里没有这一项',
    contact: '王先生',
    state: 'upheld',
    daysAgo: 12,
    note: '核实师傅私自加收费用，已退还客户并记师傅一次投诉',
  },
  {
    category: 'attitude',
    description: '师傅说话不耐烦，安装完没有讲解使用方法',
    contact: '赵女士',
    state: 'upheld',
    daysAgo: 20,
    note: '回访客户属实，已对师傅进行服务规范培训',
  },
  {
    category: 'delay',
    description: '师傅两次改约时间，第三次才上门',
    contact: '孙先生',
    state: 'upheld',
    daysAgo: 35,
    note: '改约记录属实，投诉成立',
  },
  {
    category: 'quality',
    description: '锁体安装歪斜，门缝漏光',
    contact: '周女士',
    state: 'dismissed',
    daysAgo: 15,
    note: '复查为门框本身变形，非安装问题，已向客户说明',
  },
  {
    category: 'other',
    description: '安装后现场有包装垃圾未带走',
    contact: '吴先生',
    state: 'dismissed',
    daysAgo: 40,
    note: '师傅提供现场照片，已清理干净，投诉不成立',
  },
  {
    category: 'attitude',
    description: '师傅在客户家中抽烟',
    contact: '郑女士',
    state: 'pending',
    daysAgo: 0,
  },
  {
    category: 'charge',
    description: '更换锁芯收费比报价高',
    contact: '冯先生',
    state: 'upheld',
    daysAgo: 50,
    note: '按报价退还差额，投诉成立',
  },
  {
    category: 'quality',
    description: '指纹识别经常失败，怀疑安装时排线压坏',
    contact: '蒋女士',
    state: 'upheld',
    daysAgo: 120,
    note: '排线确有压痕，已更换，投诉成立（已超过评分计算期）',
  },
];

/** 投诉权限: 王派单 every enterprise and category, 郑客服 enterprise 1, 孙调度 overcharging everywhere. */
const AUTHORITIES: readonly [
  userId: number,
  enterpriseId: number | null,
  category: ComplaintCategory | null,
][] = [
  [2, null, null],
  [10, 1, null],
  [6, null, 'charge'],
  [6, 2, 'attitude'],
];

/**
 * D57: complaints in every state on the seeded orders that have a master (not master 1, whose score the D50
 * tests read unchanged), handled by 王派单, filed by the order's enterprise user; then the handlers of 投诉权限.
 * Five are upheld, four of them within the last 90 days: the masters concerned get their scores recomputed
 * (their deduction shows in 师傅评分).
 */
export function seedComplaints(db: Db, anchor: number): void {
  const orders = db
    .prepare(
      `SELECT o.order_id, o.enterprise_id, o.master_id,
         (SELECT u.user_id FROM sys_user u WHERE u.enterprise_id = o.enterprise_id ORDER BY u.user_id LIMIT 1) AS filer_id
       FROM work_order o WHERE o.master_id IS NOT NULL AND o.master_id <> 1
         AND o.order_status IN ('inService', 'completed', 'verified', 'settled')
       ORDER BY o.enterprise_id, o.order_id`,
    )
    .all() as { order_id: number; enterprise_id: number; master_id: number; filer_id: number | null }[];
  if (orders.length === 0) return;
  const userName = db.prepare('SELECT user_name FROM sys_user WHERE user_id = ?');
  const nameOf = (userId: number | null, fallback: string) =>
    (userId === null ? undefined : (userName.get(userId) as { user_name: string } | undefined))?.user_name ??
    fallback;
  const handler = nameOf(2, '王派单');
  const insert = db.prepare(
    `INSERT INTO complaint (order_id, enterprise_id, master_id, category, description, contact_name, contact_phone,
       state, handle_note, handled_by, handled_user_id, handle_time, create_by, create_user_id, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const touched = new Set<number>();
  COMPLAINTS.forEach((seed, index) => {
    // Spread over the enterprises: every third order of the list, wrapping.
    const order = orders[(index * 3) % orders.length];
    if (!order) return;
    const filed = anchor - seed.daysAgo * DAY_MS - (index + 1) * 37 * 60 * 1000;
    const handled = seed.state !== 'pending';
    const decided = seed.state === 'upheld' || seed.state === 'dismissed';
    insert.run(
      order.order_id,
      order.enterprise_id,
      order.master_id,
      seed.category,
      seed.description,
      seed.contact,
      `1390000${String(1000 + index).padStart(4, '0')}`,
      seed.state,
      seed.note ?? '',
      handled ? handler : null,
      handled ? 2 : null,
      handled ? formatTime(Math.min(anchor, filed + (decided ? 2 : 1) * DAY_MS)) : null,
      order.filer_id === null ? '系统管理员' : nameOf(order.filer_id, '系统管理员'),
      order.filer_id ?? 1,
      formatTime(filed),
    );
    if (seed.state === 'upheld') touched.add(order.master_id);
  });
  for (const masterId of touched) recomputeMasterScore(db, masterId, anchor);
  const grant = db.prepare(
    `INSERT INTO complaint_authority (user_id, enterprise_id, category, create_by, create_time) VALUES (?, ?, ?, ?, ?)`,
  );
  for (const [userId, enterpriseId, category] of AUTHORITIES)
    grant.run(userId, enterpriseId, category, nameOf(1, '系统管理员'), formatTime(anchor - 60 * DAY_MS));
}
