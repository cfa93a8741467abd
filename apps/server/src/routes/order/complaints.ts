import { contract } from '@onsite/api-client';
import {
  type Complaint,
  type ComplaintCategory,
  type ComplaintState,
  SUPER_USER_ID,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { recomputeMasterScore } from '../../core/masterScore';
import { isMasterUser } from '../../core/masters';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { formatTime, rangeEnd, rangeStart } from '../../core/time';
import type { Db } from '../../db/database';
import { badRequest, businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** D57: the categories' names as messages name them (entries of the server catalogue, translated). */
export const COMPLAINT_CATEGORY_NAME: Record<ComplaintCategory, string> = {
  attitude: '服务态度',
  quality: '安装质量',
  delay: '上门延误',
  charge: '乱收费',
  other: '其他问题',
};

interface ComplaintRow {
  complaint_id: number;
  order_id: number;
  order_no: string;
  enterprise_id: number;
  enterprise_name: string;
  master_id: number;
  master_name: string;
  category: ComplaintCategory;
  description: string;
  contact_name: string;
  contact_phone: string;
  state: ComplaintState;
  handle_note: string;
  handled_by: string | null;
  handle_time: string | null;
  create_by: string;
  create_time: string;
}

const SELECT = `SELECT c.complaint_id, c.order_id, o.order_no, c.enterprise_id, o.enterprise_name, c.master_id,
    m.master_name, c.category, c.description, c.contact_name, c.contact_phone, c.state, c.handle_note, c.handled_by,
    c.handle_time, c.create_by, c.create_time
  FROM complaint c JOIN work_order o ON o.order_id = c.order_id JOIN master m ON m.master_id = c.master_id`;

const toComplaint = (row: ComplaintRow): Complaint => ({
  complaintId: row.complaint_id,
  orderId: row.order_id,
  orderNo: row.order_no,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  masterId: row.master_id,
  masterName: row.master_name,
  category: row.category,
  description: row.description,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  state: row.state,
  handleNote: row.handle_note,
  handledBy: row.handled_by,
  handleTime: row.handle_time,
  createBy: row.create_by,
  createTime: row.create_time,
});

const isEnterprise = (user: SessionUser) =>
  user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE;

/**
 * D57: whether 投诉权限 lets the user handle a complaint of the enterprise and category: a row for that
 * enterprise or every one, that category or every one. The super administrator (user 1) always may.
 */
export function mayHandleComplaint(
  db: Db,
  user: SessionUser,
  enterpriseId: number,
  category: ComplaintCategory,
): boolean {
  if (user.userId === SUPER_USER_ID) return true;
  return (
    db
      .prepare(
        `SELECT 1 FROM complaint_authority WHERE user_id = ?
           AND (enterprise_id IS NULL OR enterprise_id = ?) AND (category IS NULL OR category = ?)`,
      )
      .get(user.userId, enterpriseId, category) !== undefined
  );
}

/**
 * D57: 投诉管理 on the server. An enterprise user files complaints against its own orders and reads only its
 * own enterprise's; staff file for any order, read all, and take up (待处理 → 处理中) and decide (成立 / 不成立,
 * with a note) the complaints 投诉权限 assigns them. A complaint decided 成立 recomputes the master's score
 * in the same transaction (D50: COMPLAINT_DEDUCTION per upheld complaint of the last 90 days). Masters are
 * refused.
 */
export function complaintRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { complaint } = contract.order;
  const sorts = { createTime: 'c.create_time', handleTime: 'c.handle_time', orderNo: 'o.order_no' };

  const rowOf = (complaintId: number) =>
    db.prepare(`${SELECT} WHERE c.complaint_id = ?`).get(complaintId) as ComplaintRow | undefined;

  /** A complaint the staff user may handle now, in one of the states, else a refusal that changes nothing. */
  const handleable = (user: SessionUser, complaintId: number, states: readonly ComplaintState[]) => {
    if (isEnterprise(user) || isMasterUser(user)) throw forbidden('「处理投诉」');
    const row = rowOf(complaintId);
    if (!row) throw businessError(`投诉 ${complaintId} 不存在`);
    if (!mayHandleComplaint(db, user, row.enterprise_id, row.category))
      throw businessError(
        `您没有处理「${row.enterprise_name}」${COMPLAINT_CATEGORY_NAME[row.category]}投诉的权限，请联系管理员在投诉权限中分配`,
      );
    if (!states.includes(row.state))
      throw businessError(
        row.state === 'upheld' || row.state === 'dismissed'
          ? '该投诉已有处理结果，不能再次处理'
          : '该投诉还未开始处理，请先受理',
      );
    return row;
  };

  return [
    route(complaint.list, button(CODES.complaintList), ({ query }, { user }) => {
      if (isMasterUser(user)) throw forbidden('「投诉管理」');
      if (query.beginTime && query.endTime && rangeStart(query.beginTime) > rangeEnd(query.endTime))
        throw badRequest('开始时间不能晚于结束时间');
      const where = new Where()
        .startsWith('o.order_no', query.orderNo)
        .equals('c.master_id', query.masterId)
        .equals('c.enterprise_id', query.enterpriseId)
        .equals('c.category', query.category)
        .equals('c.state', query.state)
        .between('c.create_time', query.beginTime, query.endTime);
      // An enterprise user sees its own enterprise's complaints only, whatever it asks for.
      if (isEnterprise(user)) where.equals('c.enterprise_id', user.enterpriseId ?? 0);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, sorts, 'c.create_time', 'c.complaint_id');
      const rows = db
        .prepare(`${SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as ComplaintRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM complaint c JOIN work_order o ON o.order_id = c.order_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toComplaint), total, pageNum };
    }),

    route(complaint.add, button(CODES.complaintAdd), ({ body }, { user }) => {
      if (isMasterUser(user)) throw forbidden('「登记投诉」');
      const orderNo = body.orderNo.trim();
      const description = body.description.trim();
      const contactName = body.contactName.trim();
      if (description === '') throw businessError('请描述投诉的问题');
      if (contactName === '') throw businessError('请输入投诉联系人');
      const complaintId = db.transaction(() => {
        const order = db
          .prepare('SELECT order_id, enterprise_id, master_id FROM work_order WHERE order_no = ?')
          .get(orderNo) as { order_id: number; enterprise_id: number; master_id: number | null } | undefined;
        // Another enterprise's order is, to an enterprise user, one that does not exist (least data).
        if (!order || (isEnterprise(user) && order.enterprise_id !== user.enterpriseId))
          throw businessError(`订单 ${orderNo} 不存在`);
        if (order.master_id === null) throw businessError(`订单 ${orderNo} 还没有派给师傅，不能投诉师傅`);
        const open = db
          .prepare(
            `SELECT complaint_id FROM complaint WHERE order_id = ? AND category = ? AND state IN ('pending', 'handling')`,
          )
          .get(order.order_id, body.category) as { complaint_id: number } | undefined;
        if (open) throw businessError(`订单 ${orderNo} 已有同类投诉正在处理，请勿重复登记`);
        return Number(
          db
            .prepare(
              `INSERT INTO complaint (order_id, enterprise_id, master_id, category, description, contact_name,
                 contact_phone, create_by, create_user_id, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              order.order_id,
              order.enterprise_id,
              order.master_id,
              body.category,
              description,
              contactName,
              body.contactPhone,
              user.userName,
              user.userId,
              formatTime(now()),
            ).lastInsertRowid,
        );
      })();
      return { data: toComplaint(rowOf(complaintId) as ComplaintRow), msg: '投诉已登记，等待处理' };
    }),

    route(complaint.start, button(CODES.complaintHandle), ({ body }, { user }) => {
      const data = db.transaction(() => {
        const row = handleable(user, body.complaintId, ['pending']);
        db.prepare(
          `UPDATE complaint SET state = 'handling', handle_note = ?, handled_by = ?, handled_user_id = ?, handle_time = ?
           WHERE complaint_id = ? AND state = 'pending'`,
        ).run(body.note.trim(), user.userName, user.userId, formatTime(now()), row.complaint_id);
        return toComplaint(rowOf(row.complaint_id) as ComplaintRow);
      })();
      return { data, msg: '已受理，投诉处理中' };
    }),

    route(complaint.decide, button(CODES.complaintHandle), ({ body }, { user }) => {
      const note = body.note.trim();
      const data = db.transaction(() => {
        const row = handleable(user, body.complaintId, ['handling']);
        if (note === '') throw businessError('请填写处理说明');
        const at = now();
        db.prepare(
          `UPDATE complaint SET state = ?, handle_note = ?, handled_by = ?, handled_user_id = ?, handle_time = ?
           WHERE complaint_id = ? AND state = 'handling'`,
        ).run(body.result, note, user.userName, user.userId, formatTime(at), row.complaint_id);
        // D50: an upheld complaint counts against the master's score at once.
        if (body.result === 'upheld') recomputeMasterScore(db, row.master_id, at);
        return toComplaint(rowOf(row.complaint_id) as ComplaintRow);
      })();
      return { data, msg: body.result === 'upheld' ? '投诉成立，已重新计算师傅评分' : '投诉不成立，已结案' };
    }),
  ];
}
