import { formatDay, formatTime } from '../core/time';
import type { Db } from '../db/database';
import { DEMO_MASTER } from './orders';

const DAY_MS = 86_400_000;

/**
 * D51: each approval type is decided by the roles that hold its approver code (before D51 the code alone
 * decided; migration 0024 does the same for a database seeded before it). Runs after the roles' grants.
 */
export function seedApprovalModelRoles(db: Db): void {
  db.prepare(
    `INSERT OR IGNORE INTO approval_model_role (approval_type, role_id)
       SELECT am.approval_type, b.role_id FROM approval_model am JOIN sys_role_button b ON b.button = am.approver_code`,
  ).run();
}

interface LeaveSeed {
  masterId: number;
  /** Days from the anchor's day to the first day off, and how many days. */
  from: number;
  days: number;
  reason: string;
  /** Asked by the master's own account (the demo master) or by 王派单 (user 2) for them. */
  byMaster?: boolean;
  /** Decided by 王派单, or withdrawn. */
  state?: 'approved' | 'refused' | 'cancelled';
  remark?: string;
}

/**
 * D51: leave requests so that 请假 shows every state. 谢师傅 (10, Beijing) is on approved leave today, so the
 * dispatch candidates leave him out; the demo master's own request lies in the past (the journeys dispatch him).
 */
const LEAVES: readonly LeaveSeed[] = [
  { masterId: 10, from: -1, days: 3, reason: '家中有事，回老家三天', state: 'approved', remark: '' },
  { masterId: 11, from: 7, days: 2, reason: '孩子开家长会' },
  { masterId: 5, from: 3, days: 1, reason: '去医院复查' },
  {
    masterId: 12,
    from: 2,
    days: 5,
    reason: '外出旅游',
    state: 'refused',
    remark: '本周浦东订单较多，请改期',
  },
  {
    masterId: DEMO_MASTER.masterId,
    from: -20,
    days: 2,
    reason: '感冒发烧，需要休息',
    byMaster: true,
    state: 'approved',
    remark: '注意休息',
  },
  { masterId: 9, from: 10, days: 2, reason: '搬家', state: 'cancelled' },
];

/** D51: the demo's leave requests (no random draws), after the masters' profiles. */
export function seedLeave(db: Db, anchor: number): void {
  const insert = db.prepare(
    `INSERT INTO master_leave (master_id, start_date, end_date, reason, state, applicant_user_id, apply_by, apply_time,
       remark, decided_by, decided_user_id, decide_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  LEAVES.forEach((seed, index) => {
    const master = db.prepare('SELECT master_name FROM master WHERE master_id = ?').get(seed.masterId) as
      | { master_name: string }
      | undefined;
    if (!master) return;
    const start = anchor + seed.from * DAY_MS;
    const applied = Math.min(start, anchor) - (3 + index) * DAY_MS;
    const decided = seed.state === 'approved' || seed.state === 'refused';
    insert.run(
      seed.masterId,
      formatDay(start),
      formatDay(start + (seed.days - 1) * DAY_MS),
      seed.reason,
      seed.state ?? 'pending',
      seed.byMaster ? DEMO_MASTER.userId : 2,
      seed.byMaster ? master.master_name : '王派单',
      formatTime(applied),
      seed.remark ?? null,
      decided ? '王派单' : null,
      decided ? 2 : null,
      decided ? formatTime(applied + 2 * 3_600_000) : null,
    );
  });
}
