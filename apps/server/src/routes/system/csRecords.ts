import { contract } from '@onsite/api-client';
import type { CsRecord, CsRecordFields } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { pageOf, Where } from '../../core/paging';
import { formatTime, rangeStart } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

interface CsRecordRow {
  record_id: number;
  order_id: number;
  order_no: string;
  customer_name: string;
  customer_mobile: string;
  channel: CsRecord['channel'];
  contact_time: string;
  summary: string;
  follow_state: CsRecord['followState'];
  follow_note: string;
  handler_name: string;
  update_time: string;
}

const SELECT = `SELECT r.record_id, r.order_id, o.order_no, r.customer_name, r.customer_mobile, r.channel,
    r.contact_time, r.summary, r.follow_state, r.follow_note, u.user_name AS handler_name, r.update_time
  FROM cs_record r JOIN work_order o ON o.order_id = r.order_id JOIN sys_user u ON u.user_id = r.handler_id`;

const toRecord = (row: CsRecordRow): CsRecord => ({
  recordId: row.record_id,
  orderId: row.order_id,
  orderNo: row.order_no,
  customerName: row.customer_name,
  customerMobile: row.customer_mobile,
  channel: row.channel,
  contactTime: row.contact_time,
  summary: row.summary,
  followState: row.follow_state,
  followNote: row.follow_note,
  handlerName: row.handler_name,
  updateTime: row.update_time,
});

/** The checked, trimmed fields of a record and its order's id; a refusal changes nothing. */
function checked(db: Db, body: CsRecordFields, now: number) {
  const orderNo = body.orderNo.trim();
  const order = db.prepare('SELECT order_id FROM work_order WHERE order_no = ?').get(orderNo) as
    | { order_id: number }
    | undefined;
  if (!order) throw businessError(`订单 ${orderNo} 不存在`);
  const customerName = body.customerName.trim();
  if (customerName === '') throw businessError('请输入客户姓名');
  const summary = body.summary.trim();
  if (summary === '') throw businessError('请输入沟通内容');
  const contactTime = rangeStart(body.contactTime);
  if (contactTime > formatTime(now)) throw businessError('联系时间不能晚于当前时间');
  const followNote = body.followNote.trim();
  if (body.followState === 'closed' && followNote === '') throw businessError('结束跟进时请填写跟进结果');
  return { orderId: order.order_id, customerName, summary, contactTime, followNote };
}

/**
 * D64: 客服记录 — customer service's contacts with an end customer about an order: who, when, by which
 * channel, what was said, and where the follow-up stands. Staff with the codes only; a record names its
 * handler by name (least data).
 */
export function csRecordRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { csRecord } = contract.system;
  const requireRecord = (recordId: number) => {
    const row = db.prepare('SELECT record_id FROM cs_record WHERE record_id = ?').get(recordId);
    if (!row) throw businessError(`客服记录 ${recordId} 不存在`);
  };
  return [
    route(csRecord.list, button(CODES.csRecordList), ({ query }) => {
      const where = new Where()
        .contains('o.order_no', query.orderNo)
        .contains('r.customer_name', query.customerName)
        .equals('r.channel', query.channel)
        .equals('r.follow_state', query.followState)
        .between('r.contact_time', query.contactStartTime, query.contactEndTime);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${SELECT} ${where.toSql()} ORDER BY r.contact_time DESC, r.record_id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as CsRecordRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM cs_record r JOIN work_order o ON o.order_id = r.order_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toRecord), total, pageNum };
    }),

    route(csRecord.add, button(CODES.csRecordEdit), ({ body }, { user }) => {
      const at = formatTime(now());
      const id = db.transaction(() => {
        const fields = checked(db, body, now());
        return Number(
          db
            .prepare(
              `INSERT INTO cs_record (order_id, customer_name, customer_mobile, channel, contact_time, summary,
                 follow_state, follow_note, handler_id, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              fields.orderId,
              fields.customerName,
              body.customerMobile,
              body.channel,
              fields.contactTime,
              fields.summary,
              body.followState,
              fields.followNote,
              user.userId,
              at,
              at,
            ).lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),

    route(csRecord.edit, button(CODES.csRecordEdit), ({ body }) => {
      db.transaction(() => {
        requireRecord(body.recordId);
        const fields = checked(db, body, now());
        db.prepare(
          `UPDATE cs_record SET order_id = ?, customer_name = ?, customer_mobile = ?, channel = ?, contact_time = ?,
             summary = ?, follow_state = ?, follow_note = ?, update_time = ? WHERE record_id = ?`,
        ).run(
          fields.orderId,
          fields.customerName,
          body.customerMobile,
          body.channel,
          fields.contactTime,
          fields.summary,
          body.followState,
          fields.followNote,
          formatTime(now()),
          body.recordId,
        );
      })();
      return { data: null, msg: '修改成功' };
    }),

    route(csRecord.remove, button(CODES.csRecordRemove), ({ body }) => {
      db.transaction(() => {
        requireRecord(body.recordId);
        db.prepare('DELETE FROM cs_record WHERE record_id = ?').run(body.recordId);
      })();
      return { data: null, msg: '删除成功' };
    }),
  ];
}
