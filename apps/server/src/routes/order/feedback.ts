import { contract } from '@onsite/api-client';
import { FEEDBACK_LOW_STARS } from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { saveExport } from '../../core/exports';
import {
  FEEDBACK_SELECT,
  type FeedbackRow,
  RATABLE_STATES,
  recomputeMasterScore,
  toFeedback,
} from '../../core/masterScore';
import { isMasterUser } from '../../core/masters';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { compactTime, formatTime, rangeEnd, rangeStart } from '../../core/time';
import type { Db } from '../../db/database';
import { badRequest, businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** At most this many rows go into one workbook. */
const EXPORT_ROW_LIMIT = 20_000;

/** D50: only staff read and record ratings (an enterprise user or a master holding a code by mistake is refused). */
function staffOnly(user: SessionUser): void {
  if (user.enterpriseId !== null || isMasterUser(user)) throw forbidden('「订单反馈」');
}

interface FeedbackQuery {
  masterId?: number;
  enterpriseId?: number;
  stars?: number;
  orderNo?: string;
  beginTime?: string;
  endTime?: string;
}

function feedbackWhere(query: FeedbackQuery): Where {
  if (query.beginTime && query.endTime && rangeStart(query.beginTime) > rangeEnd(query.endTime))
    throw badRequest('开始时间不能晚于结束时间');
  return new Where()
    .equals('f.master_id', query.masterId)
    .equals('o.enterprise_id', query.enterpriseId)
    .equals('f.stars', query.stars)
    .startsWith('o.order_no', query.orderNo)
    .between('f.create_time', query.beginTime, query.endTime);
}

/** The order a rating is recorded on, checked: it exists, its master finished the work, it has no rating yet. */
function ratableOrder(db: Db, orderNo: string) {
  const order = db
    .prepare(
      `SELECT o.order_id, o.order_no, o.order_status, o.master_id,
         (SELECT 1 FROM order_feedback f WHERE f.order_id = o.order_id) AS rated
       FROM work_order o WHERE o.order_no = ?`,
    )
    .get(orderNo) as
    | { order_id: number; order_no: string; order_status: string; master_id: number | null; rated: 1 | null }
    | undefined;
  if (!order) throw businessError(`订单 ${orderNo} 不存在`);
  if (!(RATABLE_STATES as readonly string[]).includes(order.order_status) || order.master_id === null)
    throw businessError(`订单 ${orderNo} 尚未完工，不能评价（师傅完工后才能记录客户评价）`);
  if (order.rated === 1) throw businessError(`订单 ${orderNo} 已有评价，每个订单只能评价一次`);
  return { orderId: order.order_id, masterId: order.master_id };
}

/**
 * D50: 订单反馈 on the server: the customers' ratings of finished orders, recorded by staff (one per
 * order, on an order its master completed: completed, verified or settled; two stars or fewer need a
 * comment), listed with filters and exported. Recording a rating recomputes the master's score in the
 * same transaction (core/masterScore.ts).
 */
export function feedbackRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const { feedback } = contract.order;
  const sorts = { createTime: 'f.create_time', stars: 'f.stars', orderNo: 'o.order_no' };
  const byId = db.prepare(`${FEEDBACK_SELECT} WHERE f.feedback_id = ?`);

  return [
    route(feedback.list, button(CODES.feedbackList), ({ query }, { user }) => {
      staffOnly(user);
      const where = feedbackWhere(query);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, sorts, 'f.create_time', 'f.feedback_id');
      const rows = db
        .prepare(`${FEEDBACK_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as FeedbackRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM order_feedback f JOIN work_order o ON o.order_id = f.order_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toFeedback), total, pageNum };
    }),

    route(feedback.add, button(CODES.feedbackAdd), ({ body }, { user }) => {
      staffOnly(user);
      const orderNo = body.orderNo.trim();
      const comment = body.comment.trim();
      if (orderNo === '') throw businessError('请输入订单号');
      if (body.stars <= FEEDBACK_LOW_STARS && comment === '')
        throw businessError('两星及以下的评价请填写评价内容');
      const feedbackId = db.transaction(() => {
        // Checked inside the transaction: two staff recording the same order at once cannot both write.
        const { orderId, masterId } = ratableOrder(db, orderNo);
        const id = Number(
          db
            .prepare(
              `INSERT INTO order_feedback (order_id, master_id, stars, comment, create_by, create_user_id, create_time)
               VALUES (?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(orderId, masterId, body.stars, comment, user.userName, user.userId, formatTime(now()))
            .lastInsertRowid,
        );
        recomputeMasterScore(db, masterId, now());
        return id;
      })();
      return { data: toFeedback(byId.get(feedbackId) as FeedbackRow), msg: '评价已记录' };
    }),

    route(feedback.export, button(CODES.feedbackExport), async ({ query }, { user }) => {
      staffOnly(user);
      const at = now();
      const where = feedbackWhere(query);
      const rows = db
        .prepare(
          `${FEEDBACK_SELECT} ${where.toSql()} ORDER BY f.create_time DESC, f.feedback_id DESC LIMIT ?`,
        )
        .all(...where.params, EXPORT_ROW_LIMIT) as FeedbackRow[];
      const header = ['工单号', '企业', '客户', '师傅', '星级', '评价内容', '完工时间', '评价时间', '记录人'];
      const sheet = [
        header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...rows.map((row) => [
          row.order_no,
          row.enterprise_name,
          row.customer_name,
          row.master_name,
          row.stars,
          row.comment,
          row.finish_time ?? '',
          row.create_time,
          row.create_by,
        ]),
      ];
      const data = await writeXlsxFile(sheet, { sheet: '订单反馈' }).toBuffer();
      const exportName = `订单反馈_${compactTime(at)}.xlsx`;
      saveExport(db, config.dataDir, at, {
        userId: user.userId,
        exportName,
        prefix: 'order-feedback',
        extension: 'xlsx',
        data,
        exportType: 0,
      });
      return { body: data, contentType: feedback.export.produces, fileName: exportName };
    }),
  ];
}
