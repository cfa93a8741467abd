import { APPROVAL_CODES } from '@onsite/domain';
import { addCourse } from '../core/orderStore';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { DEMO_MASTER, DEMO_TEAM_HEAD } from './orders';

const HOUR_MS = 3_600_000;

interface ApprovalSeed {
  type: 'increase' | 'accessories';
  /** The master whose accepted / in-service / completed demo order it is about, and that order's status. */
  masterId: number;
  status: 'accepted' | 'inService' | 'completed';
  cents: number;
  part?: { name: string; quantity: number };
  reason: string;
  /** Decided by 王派单 (user 2): approved, or refused with this remark. */
  decision?: { state: 'approved' | 'refused'; remark: string };
}

/** D34: pending and decided requests on the demo masters' orders (no random draws). */
const APPROVALS: readonly ApprovalSeed[] = [
  { type: 'increase', masterId: 1, status: 'accepted', cents: 8000, reason: '六楼无电梯，需搬运上楼' },
  {
    type: 'accessories',
    masterId: 1,
    status: 'inService',
    cents: 3500,
    part: { name: '锁体', quantity: 2 },
    reason: '原锁体锈蚀，需要更换',
  },
  { type: 'increase', masterId: 2, status: 'accepted', cents: 5000, reason: '门板需要开孔' },
  {
    type: 'increase',
    masterId: 1,
    status: 'completed',
    cents: 3000,
    reason: '门框需加装扣板',
    decision: { state: 'approved', remark: '' },
  },
  {
    type: 'accessories',
    masterId: 1,
    status: 'completed',
    cents: 12000,
    part: { name: '把手', quantity: 1 },
    reason: '客户要求更换新把手',
    decision: { state: 'refused', remark: '把手不在本次服务范围，请客户自购' },
  },
];

/**
 * D34: the demo's approval requests, written like the routes write them (the request and its decision in
 * the order's course), after the lifecycle orders and the settlement, so every approval screen shows rows.
 */
export function seedApprovals(db: Db, anchor: number): void {
  const insert = db.prepare(
    `INSERT INTO approval (approval_type, order_id, master_id, applicant_user_id, apply_time, amount_cents, part_name,
       quantity, reason, approver_code, state, remark, decided_by, decided_user_id, decide_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  APPROVALS.forEach((seed, index) => {
    const order = db
      .prepare(
        'SELECT order_id FROM work_order WHERE master_id = ? AND order_status = ? AND held = 0 ORDER BY order_id DESC LIMIT 1',
      )
      .get(seed.masterId, seed.status) as { order_id: number } | undefined;
    if (!order) return;
    const master = db.prepare('SELECT master_name FROM master WHERE master_id = ?').get(seed.masterId) as {
      master_name: string;
    };
    const userId = seed.masterId === DEMO_MASTER.masterId ? DEMO_MASTER.userId : DEMO_TEAM_HEAD.userId;
    const applied = anchor - (6 - index) * HOUR_MS;
    const decided = applied + HOUR_MS / 2;
    const price = (seed.cents / 100).toFixed(2);
    insert.run(
      seed.type,
      order.order_id,
      seed.masterId,
      userId,
      formatTime(applied),
      seed.cents,
      seed.part?.name ?? null,
      seed.part?.quantity ?? null,
      seed.reason,
      APPROVAL_CODES[seed.type],
      seed.decision?.state ?? 'pending',
      seed.decision?.remark ?? null,
      seed.decision ? '王派单' : null,
      seed.decision ? 2 : null,
      seed.decision ? formatTime(decided) : null,
    );
    addCourse(db, applied, {
      orderId: order.order_id,
      operateType: seed.type === 'increase' ? '加价申请' : '新增配件申请',
      operateContent: seed.part
        ? `配件 ${seed.part.name} × ${seed.part.quantity}，单价 ${price} 元：${seed.reason}`
        : `加价 ${price} 元：${seed.reason}`,
      operateBy: master.master_name,
      operateUserId: userId,
    });
    if (seed.decision) {
      addCourse(db, decided, {
        orderId: order.order_id,
        operateType: seed.type === 'increase' ? '加价审批' : '新增配件审批',
        operateContent:
          seed.decision.state === 'approved'
            ? seed.decision.remark
              ? `已同意：${seed.decision.remark}`
              : '已同意'
            : `已拒绝：${seed.decision.remark}`,
        operateBy: '王派单',
        operateUserId: 2,
      });
    }
  });
}
