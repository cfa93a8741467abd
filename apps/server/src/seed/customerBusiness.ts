import { formatDay, formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

type Stage = 'new' | 'following' | 'won' | 'lost';

interface LeadSeed {
  title: string;
  company: string;
  contact: string;
  phone: string;
  province: string;
  installType: string;
  quantity: number;
  amountYuan: number;
  /** 1 系统管理员, 2 王派单, 3 李市场, 7 周拓展. */
  owner: number;
  daysAgo: number;
  stage: Stage;
  /** Follow-ups: [days ago, content]. */
  follows: readonly (readonly [number, string])[];
  /** Days from the anchor to the next follow-up (open ones). */
  nextIn?: number;
  lostReason?: string;
  won?: boolean;
  remark?: string;
}

/** D60: business opportunities in every stage, owned by the market department, the dispatcher and the administrator. */
const LEADS: readonly LeadSeed[] = [
  {
    title: '万科城三期智能门锁批量安装',
    company: '深圳万科物业服务有限公司',
    contact: '陈经理',
    phone: '13912340001',
    province: '440000',
    installType: '1',
    quantity: 320,
    amountYuan: 48000,
    owner: 3,
    daysAgo: 3,
    stage: 'new',
    follows: [],
    nextIn: 1,
    remark: '新楼盘交付前完成安装',
  },
  {
    title: '连锁酒店客房门锁更换',
    company: '杭州西湖之星酒店管理有限公司',
    contact: '周总监',
    phone: '0571-87001234',
    province: '330000',
    installType: '2',
    quantity: 180,
    amountYuan: 27000,
    owner: 3,
    daysAgo: 20,
    stage: 'following',
    follows: [
      [18, '电话沟通需求，客户计划分两批更换'],
      [9, '上门查看样板间，确认锁体型号，报价已发出'],
    ],
    nextIn: 2,
  },
  {
    title: '长租公寓门锁维修年度合作',
    company: '北京自如寓公寓管理有限公司',
    contact: '刘主管',
    phone: '13912340003',
    province: '110000',
    installType: '3',
    quantity: 600,
    amountYuan: 36000,
    owner: 7,
    daysAgo: 35,
    stage: 'following',
    follows: [[30, '初次拜访，介绍平台服务与结算方式']],
    nextIn: 0,
  },
  {
    title: '学校宿舍门锁安装',
    company: '上海浦东职业技术学院',
    contact: '王老师',
    phone: '021-58001234',
    province: '310000',
    installType: '1',
    quantity: 240,
    amountYuan: 30000,
    owner: 2,
    daysAgo: 12,
    stage: 'new',
    follows: [],
    remark: '暑假期间施工',
  },
  {
    title: '锁具品牌售后服务外包',
    company: '广州安居智能科技有限公司',
    contact: '黄经理',
    phone: '13912340005',
    province: '440000',
    installType: '4',
    quantity: 1500,
    amountYuan: 120000,
    owner: 1,
    daysAgo: 60,
    stage: 'won',
    follows: [
      [55, '洽谈售后外包范围与服务标准'],
      [40, '合同条款确认，约定按单结算'],
      [32, '已签约，企业已入驻平台'],
    ],
    won: true,
  },
  {
    title: '写字楼办公室门禁改造',
    company: '南京金鹰商务楼宇管理有限公司',
    contact: '孙经理',
    phone: '025-84001234',
    province: '320000',
    installType: '2',
    quantity: 90,
    amountYuan: 15000,
    owner: 7,
    daysAgo: 45,
    stage: 'lost',
    follows: [[40, '客户比价中，要求降价两成']],
    lostReason: '客户选择了本地安装公司，价格低于我方报价',
  },
];

/** D60: staff notes on two returning customers of the seeded orders (those with the most orders). */
const NOTES = ['老客户，偏好周末上门，上门前请先电话确认', '曾投诉上门迟到，派单请优先安排评分高的师傅'];

/** D60: the business opportunities with their follow-ups, returning customers and staff notes on two of them. */
export function seedCustomerBusiness(db: Db, anchor: number): void {
  const at = (daysAgo: number) => formatTime(anchor - daysAgo * DAY_MS);
  const names = new Map(
    (
      db.prepare('SELECT user_id, user_name FROM sys_user').all() as { user_id: number; user_name: string }[]
    ).map((row) => [row.user_id, row.user_name]),
  );
  const enterprise = db.prepare('SELECT MIN(enterprise_id) AS id FROM ent_enterprise').get() as {
    id: number | null;
  };
  const insertLead = db.prepare(
    `INSERT INTO business_lead (title, company_name, contact_name, contact_phone, province_code, install_type, quantity,
       amount_cents, stage, owner_user_id, next_follow_date, lost_reason, enterprise_id, remark, create_by,
       create_user_id, create_time, update_time, close_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFollow = db.prepare(
    `INSERT INTO business_follow (lead_id, content, stage_from, stage_to, follow_by, follow_user_id, follow_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const lead of LEADS) {
    const owner = names.get(lead.owner) ?? '系统管理员';
    const closed = lead.stage === 'won' || lead.stage === 'lost';
    const lastFollow = lead.follows.at(-1)?.[0];
    const closeDaysAgo = closed ? Math.max(0, (lastFollow ?? lead.daysAgo) - 1) : null;
    const leadId = Number(
      insertLead.run(
        lead.title,
        lead.company,
        lead.contact,
        lead.phone,
        lead.province,
        lead.installType,
        lead.quantity,
        Math.round(lead.amountYuan * 100),
        lead.stage,
        lead.owner,
        lead.nextIn === undefined ? null : formatDay(anchor + lead.nextIn * DAY_MS),
        lead.lostReason ?? null,
        lead.won ? enterprise.id : null,
        lead.remark ?? '',
        owner,
        lead.owner,
        at(lead.daysAgo),
        lastFollow === undefined ? null : at(lastFollow),
        closeDaysAgo === null ? null : at(closeDaysAgo),
      ).lastInsertRowid,
    );
    let stage: Stage = 'new';
    for (const [daysAgo, content] of lead.follows) {
      insertFollow.run(leadId, content, stage, 'following', owner, lead.owner, at(daysAgo));
      stage = 'following';
    }
    if (closed && closeDaysAgo !== null)
      insertFollow.run(
        leadId,
        lead.lostReason ?? '已成交',
        stage,
        lead.stage,
        owner,
        lead.owner,
        at(closeDaysAgo),
      );
  }
  // Returning customers: the customers of the three latest finished orders also placed two earlier finished orders
  // of the same enterprise (those orders take their name and mobile; order ids of the first 20 orders are left alone).
  const anchors = db
    .prepare(
      `SELECT order_id, enterprise_id, customer_name, customer_mobile, create_time FROM work_order
       WHERE order_status IN ('settled', 'verified', 'completed') AND order_id > 20
       ORDER BY create_time DESC, order_id DESC LIMIT 3`,
    )
    .all() as {
    order_id: number;
    enterprise_id: number;
    customer_name: string;
    customer_mobile: string;
    create_time: string;
  }[];
  const taken = new Set(anchors.map((row) => row.order_id));
  for (const anchorOrder of anchors) {
    const earlier = (
      db
        .prepare(
          `SELECT o.order_id FROM work_order o WHERE o.enterprise_id = ? AND o.create_time < ? AND o.order_id > 20
             AND o.order_status IN ('settled', 'verified', 'cancelled') AND o.customer_order_id IS NULL
             AND NOT EXISTS (SELECT 1 FROM third_order t WHERE t.order_id = o.order_id)
           ORDER BY o.create_time DESC, o.order_id DESC LIMIT 6`,
        )
        .all(anchorOrder.enterprise_id, anchorOrder.create_time) as { order_id: number }[]
    )
      .filter((row) => !taken.has(row.order_id))
      .slice(0, 2);
    for (const row of earlier) {
      taken.add(row.order_id);
      db.prepare('UPDATE work_order SET customer_name = ?, customer_mobile = ? WHERE order_id = ?').run(
        anchorOrder.customer_name,
        anchorOrder.customer_mobile,
        row.order_id,
      );
    }
  }
  const returning = db
    .prepare(
      `SELECT customer_mobile FROM work_order GROUP BY customer_mobile HAVING COUNT(*) >= 2
       ORDER BY COUNT(*) DESC, customer_mobile LIMIT ?`,
    )
    .all(NOTES.length) as { customer_mobile: string }[];
  returning.forEach((row, index) => {
    db.prepare(
      `INSERT INTO order_customer_note (customer_mobile, note, update_by, update_user_id, update_time)
       VALUES (?, ?, '王派单', 2, ?)`,
    ).run(row.customer_mobile, NOTES[index] ?? '', at(5 + index));
  });
}
