import { contract } from '@onsite/api-client';
import {
  type BusinessFollow,
  type BusinessLead,
  type BusinessStage,
  CUSTOMER_NOTE_MAX,
  type CustomerInfo,
  type CustomerOrderHistory,
  isCalendarDay,
  type OrderStatusValue,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { isMasterUser } from '../../core/masters';
import { toCents, toYuan } from '../../core/money';
import { pageOf, Where } from '../../core/paging';
import { formatDay, formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

/** D60: the order states a customer still waits on (not finished, not cancelled). */
const OPEN_STATES = "('toDispatch', 'dispatched', 'accepted', 'inService', 'customerServiceApply')";

const isEnterprise = (user: SessionUser) =>
  user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE;

/**
 * The orders a caller may read customers from: staff every order, an enterprise user its own enterprise's (none
 * when linked to none); masters are refused (least data: a master sees a customer only on the orders sent to them).
 */
function orderScope(user: SessionUser, alias: string): { sql: string; params: number[] } {
  if (isMasterUser(user)) throw forbidden('「客户信息订单」');
  if (isEnterprise(user)) return { sql: `${alias}.enterprise_id = ?`, params: [user.enterpriseId ?? 0] };
  return { sql: '1 = 1', params: [] };
}

interface CustomerRow {
  customer_mobile: string;
  customer_name: string;
  address: string;
  order_count: number;
  open_count: number;
  cancelled_count: number;
  enterprise_names: string | null;
  first_time: string;
  last_time: string;
  note: string | null;
  note_by: string | null;
  note_time: string | null;
}

const toCustomer = (row: CustomerRow, staff: boolean): CustomerInfo => ({
  customerMobile: row.customer_mobile,
  customerName: row.customer_name,
  address: row.address,
  orderCount: row.order_count,
  openCount: row.open_count,
  cancelledCount: row.cancelled_count,
  enterpriseNames: (row.enterprise_names ?? '').slice(0, 1000),
  firstOrderTime: row.first_time,
  lastOrderTime: row.last_time,
  // The staff note is the platform's, not the enterprise's (least data).
  note: staff ? row.note : null,
  noteBy: staff ? row.note_by : null,
  noteTime: staff ? row.note_time : null,
});

/**
 * The customers (one per mobile) of the scoped orders: the groups with their counts, the latest order's name and
 * address, the staff note. `having` filters the groups; the caller adds ORDER BY / LIMIT.
 */
function customerSql(scope: { sql: string; params: number[] }, where: Where, having: string[]) {
  const inner = `SELECT o.customer_mobile, COUNT(*) AS order_count,
      SUM(o.order_status IN ${OPEN_STATES}) AS open_count, SUM(o.order_status = 'cancelled') AS cancelled_count,
      GROUP_CONCAT(DISTINCT o.enterprise_name) AS enterprise_names, MIN(o.create_time) AS first_time,
      MAX(o.create_time) AS last_time
    FROM work_order o ${where.toSql() === '' ? `WHERE ${scope.sql}` : `${where.toSql()} AND ${scope.sql}`}
    GROUP BY o.customer_mobile ${having.length === 0 ? '' : `HAVING ${having.join(' AND ')}`}`;
  const sql = `SELECT g.customer_mobile, l.customer_name, l.address, g.order_count, g.open_count, g.cancelled_count,
      g.enterprise_names, g.first_time, g.last_time, n.note, n.update_by AS note_by, n.update_time AS note_time
    FROM (${inner}) g
    JOIN work_order l ON l.order_id = (SELECT x.order_id FROM work_order x
      WHERE x.customer_mobile = g.customer_mobile AND ${scope.sql.replaceAll('o.', 'x.')}
      ORDER BY x.create_time DESC, x.order_id DESC LIMIT 1)
    LEFT JOIN order_customer_note n ON n.customer_mobile = g.customer_mobile`;
  return { inner, sql };
}

interface LeadRow {
  lead_id: number;
  title: string;
  company_name: string;
  contact_name: string;
  contact_phone: string;
  province_code: string;
  province_name: string | null;
  install_type: string;
  quantity: number;
  amount_cents: number;
  stage: BusinessStage;
  owner_user_id: number;
  owner_name: string | null;
  next_follow_date: string | null;
  follow_count: number;
  last_follow_time: string | null;
  lost_reason: string | null;
  enterprise_id: number | null;
  enterprise_name: string | null;
  remark: string;
  create_by: string;
  create_time: string;
  close_time: string | null;
}

const LEAD_SELECT = `SELECT b.lead_id, b.title, b.company_name, b.contact_name, b.contact_phone, b.province_code,
    p.province_name, b.install_type, b.quantity, b.amount_cents, b.stage, b.owner_user_id, u.user_name AS owner_name,
    b.next_follow_date, (SELECT COUNT(*) FROM business_follow f WHERE f.lead_id = b.lead_id) AS follow_count,
    (SELECT MAX(f.follow_time) FROM business_follow f WHERE f.lead_id = b.lead_id) AS last_follow_time,
    b.lost_reason, b.enterprise_id, e.enterprise_name, b.remark, b.create_by, b.create_time, b.close_time
  FROM business_lead b LEFT JOIN bd_province p ON p.province_code = b.province_code
  LEFT JOIN sys_user u ON u.user_id = b.owner_user_id LEFT JOIN ent_enterprise e ON e.enterprise_id = b.enterprise_id`;

const toLead = (row: LeadRow, user: SessionUser): BusinessLead => ({
  leadId: row.lead_id,
  title: row.title,
  companyName: row.company_name,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  provinceCode: row.province_code,
  provinceName: row.province_name,
  installType: row.install_type,
  quantity: row.quantity,
  amount: toYuan(row.amount_cents),
  stage: row.stage,
  ownerId: row.owner_user_id,
  ownerName: row.owner_name ?? String(row.owner_user_id),
  mine: row.owner_user_id === user.userId,
  nextFollowDate: row.next_follow_date,
  followCount: row.follow_count,
  lastFollowTime: row.last_follow_time,
  lostReason: row.lost_reason,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  remark: row.remark,
  createBy: row.create_by,
  createTime: row.create_time,
  closeTime: row.close_time,
});

/** A contact phone: a mobile or a landline (digits, an optional area code and extension with hyphens). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

interface LeadFormBody {
  title: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  provinceCode: string;
  installType: string;
  quantity: number;
  amount: number;
  nextFollowDate: string | null;
  remark: string;
}

/** The opportunity form, checked and trimmed, else a refusal that changes nothing. */
function checkedForm(db: Db, body: LeadFormBody, today: string) {
  const title = body.title.trim();
  if (title === '') throw businessError('请输入商机名称');
  const companyName = body.companyName.trim();
  if (companyName === '') throw businessError('请输入客户公司');
  const contactName = body.contactName.trim();
  if (contactName === '') throw businessError('请输入联系人');
  const contactPhone = body.contactPhone.trim();
  if (!PHONE.test(contactPhone)) throw businessError('请输入正确的联系电话（手机或座机）');
  if (!db.prepare('SELECT 1 FROM bd_province WHERE province_code = ?').get(body.provinceCode))
    throw businessError('请选择省份');
  if (
    !db
      .prepare(
        "SELECT 1 FROM sys_dict_data WHERE dict_type = 'install_type' AND dict_value = ? AND status = '0'",
      )
      .get(body.installType)
  )
    throw businessError('请选择安装类型');
  const nextFollowDate = checkedNextDate(body.nextFollowDate, today);
  return {
    title,
    companyName,
    contactName,
    contactPhone,
    provinceCode: body.provinceCode,
    installType: body.installType,
    quantity: body.quantity,
    amountCents: toCents(body.amount),
    nextFollowDate,
    remark: body.remark.trim(),
  };
}

function checkedNextDate(value: string | null, today: string): string | null {
  if (value === null || value === '') return null;
  if (!isCalendarDay(value)) throw businessError('请输入正确的下次跟进日期（YYYY-MM-DD）');
  if (value < today) throw businessError('下次跟进日期不能早于今天');
  return value;
}

/**
 * D60: 客户信息订单 and 业务列表 on the server.
 *
 * 客户信息订单 reads the end customers from the orders themselves (one per mobile number: the latest order's name
 * and address, the counts, the enterprises), scoped as the orders are: staff read every order, an enterprise user its
 * own enterprise's (without the staff note), a master is refused. The history lists one customer's orders in the same
 * scope. The staff note (`order_customer_note`) is written by staff holding `order:custinfo:note`, only for a
 * customer who has orders; an empty note clears it.
 *
 * 业务列表 keeps business opportunities (`business_lead`, `business_follow`), staff only: anyone holding
 * `order:business:edit` adds one (owning it); only its owner edits, follows up (待跟进 → 跟进中) and closes it (已成交,
 * optionally naming the enterprise; 已失效 with a reason); a closed one changes no more.
 */
export function customerBusinessRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const c = contract.order.customerInfo;
  const b = contract.order.business;
  const today = () => formatDay(now());

  const staffOnlyBusiness = (user: SessionUser) => {
    if (isEnterprise(user) || isMasterUser(user)) throw forbidden('「业务列表」');
  };
  const leadOf = (user: SessionUser, leadId: number): BusinessLead => {
    const row = db.prepare(`${LEAD_SELECT} WHERE b.lead_id = ?`).get(leadId) as LeadRow | undefined;
    if (!row) throw businessError(`商机 ${leadId} 不存在`);
    return toLead(row, user);
  };
  /** An open opportunity the caller owns, else a refusal. */
  const ownOpen = (user: SessionUser, leadId: number): BusinessLead => {
    const lead = leadOf(user, leadId);
    if (!lead.mine) throw businessError(`只能维护本人负责的商机（该商机由${lead.ownerName}负责）`);
    if (lead.stage === 'won' || lead.stage === 'lost') throw businessError('该商机已关闭，不能再修改');
    return lead;
  };
  const addFollow = (user: SessionUser, leadId: number, content: string, from: string, to: string) =>
    db
      .prepare(
        `INSERT INTO business_follow (lead_id, content, stage_from, stage_to, follow_by, follow_user_id, follow_time)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(leadId, content, from, to, user.userName, user.userId, formatTime(now()));

  return [
    route(c.list, button(CODES.customerInfoList), ({ query }, { user }) => {
      const scope = orderScope(user, 'o');
      const where = new Where().startsWith('o.customer_mobile', query.customerMobile);
      const having: string[] = [];
      const havingParams: string[] = [];
      const name = query.customerName?.trim();
      if (name) {
        having.push("SUM(o.customer_name LIKE ? ESCAPE '\\') > 0");
        havingParams.push(`%${name.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      }
      if (query.kind === 'repeat') having.push('COUNT(*) >= 2');
      if (query.kind === 'open') having.push(`SUM(o.order_status IN ${OPEN_STATES}) > 0`);
      const { inner, sql } = customerSql(scope, where, having);
      const innerParams = [...where.params, ...scope.params, ...havingParams];
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${sql} ORDER BY g.last_time DESC, g.customer_mobile LIMIT ? OFFSET ?`)
        .all(...innerParams, ...scope.params, limit, offset) as CustomerRow[];
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${inner})`).get(...innerParams) as {
        total: number;
      };
      return { rows: rows.map((row) => toCustomer(row, !isEnterprise(user))), total, pageNum };
    }),

    route(c.history, button(CODES.customerInfoList), ({ query }, { user }) => {
      const scope = orderScope(user, 'o');
      const rows = db
        .prepare(
          `SELECT o.order_id, o.order_no, o.enterprise_name, o.customer_name, o.order_type_name, o.install_type,
             o.order_status, m.master_name, o.address, o.create_time, o.finish_time
           FROM work_order o LEFT JOIN master m ON m.master_id = o.master_id
           WHERE o.customer_mobile = ? AND ${scope.sql} ORDER BY o.create_time DESC, o.order_id DESC LIMIT 200`,
        )
        .all(query.customerMobile.trim(), ...scope.params) as {
        order_id: number;
        order_no: string;
        enterprise_name: string;
        customer_name: string;
        order_type_name: string;
        install_type: string;
        order_status: OrderStatusValue;
        master_name: string | null;
        address: string;
        create_time: string;
        finish_time: string | null;
      }[];
      // A customer out of the caller's scope is, to them, one that does not exist (least data).
      if (rows.length === 0) throw businessError(`客户 ${query.customerMobile.trim()} 没有订单`);
      const data: CustomerOrderHistory[] = rows.map((row) => ({
        orderId: row.order_id,
        orderNo: row.order_no,
        enterpriseName: row.enterprise_name,
        customerName: row.customer_name,
        orderTypeName: row.order_type_name,
        installType: row.install_type,
        orderStatus: row.order_status,
        masterName: row.master_name,
        address: row.address,
        createTime: row.create_time,
        finishTime: row.finish_time,
      }));
      return { data };
    }),

    route(c.note, button(CODES.customerInfoNote), ({ body }, { user }) => {
      if (isEnterprise(user) || isMasterUser(user)) throw forbidden('「客户备注」');
      const mobile = body.customerMobile.trim();
      const scope = orderScope(user, 'o');
      if (!db.prepare('SELECT 1 FROM work_order o WHERE o.customer_mobile = ? LIMIT 1').get(mobile))
        throw businessError(`客户 ${mobile} 没有订单`);
      const note = body.note.trim();
      if (note.length > CUSTOMER_NOTE_MAX) throw businessError(`备注最多 ${CUSTOMER_NOTE_MAX} 个字`);
      if (note === '') db.prepare('DELETE FROM order_customer_note WHERE customer_mobile = ?').run(mobile);
      else
        db.prepare(
          `INSERT INTO order_customer_note (customer_mobile, note, update_by, update_user_id, update_time)
           VALUES (?, ?, ?, ?, ?) ON CONFLICT (customer_mobile) DO UPDATE SET note = excluded.note,
             update_by = excluded.update_by, update_user_id = excluded.update_user_id, update_time = excluded.update_time`,
        ).run(mobile, note, user.userName, user.userId, formatTime(now()));
      const { sql } = customerSql(scope, new Where().equals('o.customer_mobile', mobile), []);
      const row = db.prepare(sql).get(mobile, ...scope.params, ...scope.params) as CustomerRow;
      return { data: toCustomer(row, true), msg: note === '' ? '备注已清除' : '备注已保存' };
    }),

    route(b.list, button(CODES.businessList), ({ query }, { user }) => {
      staffOnlyBusiness(user);
      const where = new Where().equals('b.stage', query.stage);
      const keyword = query.keyword?.trim();
      if (keyword) {
        const like = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        where.add(
          "(b.title LIKE ? ESCAPE '\\' OR b.company_name LIKE ? ESCAPE '\\' OR b.contact_name LIKE ? ESCAPE '\\')",
          like,
          like,
          like,
        );
      }
      if (query.mine === '1') where.equals('b.owner_user_id', user.userId);
      const { limit, offset, pageNum } = pageOf(query);
      // Open ones first, the next follow-up soonest (none last), then the newest.
      const rows = db
        .prepare(
          `${LEAD_SELECT} ${where.toSql()}
           ORDER BY b.stage IN ('won', 'lost'), b.next_follow_date IS NULL, b.next_follow_date, b.create_time DESC,
             b.lead_id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset) as LeadRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM business_lead b ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map((row) => toLead(row, user)), total, pageNum };
    }),

    route(b.add, button(CODES.businessEdit), ({ body }, { user }) => {
      staffOnlyBusiness(user);
      const form = checkedForm(db, body, today());
      const leadId = Number(
        db
          .prepare(
            `INSERT INTO business_lead (title, company_name, contact_name, contact_phone, province_code, install_type,
               quantity, amount_cents, owner_user_id, next_follow_date, remark, create_by, create_user_id, create_time)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            form.title,
            form.companyName,
            form.contactName,
            form.contactPhone,
            form.provinceCode,
            form.installType,
            form.quantity,
            form.amountCents,
            user.userId,
            form.nextFollowDate,
            form.remark,
            user.userName,
            user.userId,
            formatTime(now()),
          ).lastInsertRowid,
      );
      return { data: leadOf(user, leadId), msg: '商机已添加' };
    }),

    route(b.edit, button(CODES.businessEdit), ({ body }, { user }) => {
      staffOnlyBusiness(user);
      const lead = ownOpen(user, body.leadId);
      const form = checkedForm(db, body, today());
      db.prepare(
        `UPDATE business_lead SET title = ?, company_name = ?, contact_name = ?, contact_phone = ?, province_code = ?,
           install_type = ?, quantity = ?, amount_cents = ?, next_follow_date = ?, remark = ?, update_time = ?
         WHERE lead_id = ? AND stage IN ('new', 'following')`,
      ).run(
        form.title,
        form.companyName,
        form.contactName,
        form.contactPhone,
        form.provinceCode,
        form.installType,
        form.quantity,
        form.amountCents,
        form.nextFollowDate,
        form.remark,
        formatTime(now()),
        lead.leadId,
      );
      return { data: leadOf(user, lead.leadId), msg: '商机已保存' };
    }),

    route(b.follow, button(CODES.businessEdit), ({ body }, { user }) => {
      staffOnlyBusiness(user);
      const content = body.content.trim();
      const data = db.transaction(() => {
        const lead = ownOpen(user, body.leadId);
        if (content === '') throw businessError('请输入跟进内容');
        const nextFollowDate = checkedNextDate(body.nextFollowDate, today());
        addFollow(user, lead.leadId, content, lead.stage, 'following');
        db.prepare(
          "UPDATE business_lead SET stage = 'following', next_follow_date = ?, update_time = ? WHERE lead_id = ?",
        ).run(nextFollowDate, formatTime(now()), lead.leadId);
        return leadOf(user, lead.leadId);
      })();
      return { data, msg: '跟进已记录' };
    }),

    route(b.close, button(CODES.businessEdit), ({ body }, { user }) => {
      staffOnlyBusiness(user);
      const content = body.content.trim();
      const data = db.transaction(() => {
        const lead = ownOpen(user, body.leadId);
        if (body.stage === 'lost' && content === '') throw businessError('请输入失效原因');
        const enterpriseId = body.stage === 'won' ? body.enterpriseId : null;
        if (
          enterpriseId !== null &&
          !db.prepare('SELECT 1 FROM ent_enterprise WHERE enterprise_id = ?').get(enterpriseId)
        )
          throw businessError(`企业 ${enterpriseId} 不存在`);
        const time = formatTime(now());
        addFollow(user, lead.leadId, content === '' ? '已成交' : content, lead.stage, body.stage);
        db.prepare(
          `UPDATE business_lead SET stage = ?, lost_reason = ?, enterprise_id = ?, next_follow_date = NULL,
             close_time = ?, update_time = ? WHERE lead_id = ?`,
        ).run(body.stage, body.stage === 'lost' ? content : null, enterpriseId, time, time, lead.leadId);
        return leadOf(user, lead.leadId);
      })();
      return { data, msg: body.stage === 'won' ? '商机已成交' : '商机已标记为失效' };
    }),

    route(b.follows, button(CODES.businessList), ({ query }, { user }) => {
      staffOnlyBusiness(user);
      const lead = leadOf(user, query.leadId);
      const rows = db
        .prepare(
          `SELECT follow_id, lead_id, content, stage_from, stage_to, follow_by, follow_time
           FROM business_follow WHERE lead_id = ? ORDER BY follow_id`,
        )
        .all(lead.leadId) as {
        follow_id: number;
        lead_id: number;
        content: string;
        stage_from: BusinessStage;
        stage_to: BusinessStage;
        follow_by: string;
        follow_time: string;
      }[];
      const data: BusinessFollow[] = rows.map((row) => ({
        followId: row.follow_id,
        leadId: row.lead_id,
        content: row.content,
        stageFrom: row.stage_from,
        stageTo: row.stage_to,
        followBy: row.follow_by,
        followTime: row.follow_time,
      }));
      return { data };
    }),
  ];
}
