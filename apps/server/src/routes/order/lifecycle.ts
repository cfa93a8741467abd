import { contract } from '@onsite/api-client';
import { canTransitionOrder, type OrderTransition } from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { refuseBlacklisted } from '../../core/masterProfiles';
import { masterOfUser, visibleMasterIds } from '../../core/masters';
import { toCents } from '../../core/money';
import { addCourse, insertOrder } from '../../core/orderStore';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { settleOrder } from '../../core/settlement';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { notifyCustomerService } from '../../live/notify';
import { notifyOrderCompleted } from '../../live/orderNotify';
import type { RouteDeps } from '../deps';
import { ORDER_SELECT, type OrderRow, orderFor, toOrder } from './orderQuery';

const SORTABLE = {
  orderId: 'o.order_id',
  createTime: 'o.create_time',
  dispatchTime: 'o.dispatch_time',
  finishTime: 'o.finish_time',
};

/** The refusal of each transition in a wrong state (D32). */
const WRONG_STATE: Record<OrderTransition, string> = {
  accept: '只有已派单的订单可以接单',
  checkIn: '只有已接单的订单可以签到',
  complete: '只有服务中的订单可以完工',
  verify: '只有已完成的订单可以验收',
  settle: '只有已验收的订单可以结算',
  back: '只有已派单或已接单的订单可以退单',
  recover: '只有已取消的订单可以恢复',
  customerServiceApply: '只有已完成、已验收或已结算的订单可以申请售后',
};

/** The order in a state that allows `transition`, else a refusal that changes nothing. */
function inState(row: OrderRow, transition: OrderTransition): OrderRow {
  if (row.held === 1) throw businessError(`订单 ${row.order_no} 已挂起，恢复后才能操作`);
  if (!canTransitionOrder({ orderStatus: row.order_status }, transition))
    throw businessError(WRONG_STATE[transition]);
  return row;
}

/** A master's own order (D33: only the master it is dispatched to acts on it), else a refusal. */
function ownOrder(db: Db, user: SessionUser, orderId: number) {
  const master = masterOfUser(db, user.userId);
  const row = orderFor(db, user, orderId);
  if (!master || row.master_id !== master.masterId) throw businessError('只有被派单的师傅本人可以操作该订单');
  return { row, master };
}

const phoneOf = (db: Db, userId: number) =>
  (
    db.prepare('SELECT phonenumber FROM sys_user WHERE user_id = ?').get(userId) as {
      phonenumber: string | null;
    }
  )?.phonenumber ?? '';

/**
 * D32, the order lifecycle: the master's steps (accept, check in, complete, back) on orders dispatched
 * to them, the staff's (verify, settle, recover) behind their button codes, after-sales requests and a
 * master's own list (mine). Every step checks state and caller, refuses with a message and changes
 * nothing otherwise, writes a step of the course in one transaction, and lands in the operation log
 * (every POST does, core/audit). A completion is pushed to the order's principal on the live channel.
 */
export function lifecycleRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const o = contract.order.order;
  return [
    route(o.mine, button(CODES.orderWork), ({ query }, { user }) => {
      const masters = visibleMasterIds(db, user) ?? [];
      const where = new Where()
        .equals('o.order_status', query.orderStatus)
        .startsWith('o.order_no', query.orderNo)
        .contains('o.customer_name', query.customerName)
        .equals('o.master_id', query.masterId)
        .between('o.create_time', query.beginTime, query.endTime);
      // Staff and users linked to no master have no own orders: an empty page.
      where.add(`o.master_id IN (${[0, ...masters].join(',')})`);
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(query, SORTABLE, 'o.create_time', 'o.order_id');
      const rows = db
        .prepare(`${ORDER_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as OrderRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM work_order o ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toOrder), total, pageNum };
    }),
    route(o.accept, button(CODES.orderWork), ({ body }, { user }) => {
      const { row, master } = ownOrder(db, user, body.orderId);
      inState(row, 'accept');
      // D38: a blacklisted master takes no new order.
      refuseBlacklisted(db, master.masterId);
      const at = now();
      db.transaction(() => {
        db.prepare("UPDATE work_order SET order_status = 'accepted', accept_time = ? WHERE order_id = ?").run(
          formatTime(at),
          row.order_id,
        );
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: '接单',
          operateContent: '师傅已接单',
          operateBy: master.masterName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '接单成功' };
    }),
    route(o.checkIn, button(CODES.orderWork), ({ body }, { user }) => {
      const { row, master } = ownOrder(db, user, body.orderId);
      inState(row, 'checkIn');
      const at = now();
      db.transaction(() => {
        db.prepare(
          "UPDATE work_order SET order_status = 'inService', check_in_time = ? WHERE order_id = ?",
        ).run(formatTime(at), row.order_id);
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: '开始服务',
          operateContent: '师傅已上门',
          operateBy: master.masterName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '签到成功' };
    }),
    route(o.complete, button(CODES.orderWork), ({ body }, { user }) => {
      const { row, master } = ownOrder(db, user, body.orderId);
      inState(row, 'complete');
      const serialNumbers = body.serialNumbers
        .map((serial) => serial.trim())
        .filter((serial) => serial !== '');
      const barcode = db
        .prepare('SELECT serial_no_flag FROM ent_setting WHERE enterprise_id = ? AND install_type = ?')
        .get(row.enterprise_id, row.install_type) as { serial_no_flag: number } | undefined;
      if (barcode?.serial_no_flag === 1 && serialNumbers.length === 0)
        throw businessError('该企业已开启产品条形码，请填写序列号');
      // Photos are the master's own uploads (/dfs/upload answered their stored names).
      for (const photo of body.photos) {
        const stored = db
          .prepare("SELECT 1 FROM dfs_file WHERE path = ? AND kind = 'enterprise' AND uploaded_by = ?")
          .get(photo, user.userId);
        if (!stored) throw businessError(`照片 ${photo} 不存在，请重新上传`);
      }
      const parts = body.parts.map((part) => ({ name: part.name.trim(), quantity: part.quantity }));
      if (parts.some((part) => part.name === '')) throw businessError('请输入配件名称');
      const at = now();
      db.transaction(() => {
        db.prepare(
          `UPDATE work_order SET order_status = 'completed', finish_time = ?, serial_numbers = ?, customer_confirmed = ?,
             complete_remark = ? WHERE order_id = ?`,
        ).run(
          formatTime(at),
          JSON.stringify(serialNumbers),
          body.customerConfirmed ? 1 : 0,
          body.remark.trim(),
          row.order_id,
        );
        const photo = db.prepare(
          'INSERT INTO work_order_photo (order_id, file_path, order_num) VALUES (?, ?, ?)',
        );
        body.photos.forEach((path, index) => {
          photo.run(row.order_id, path, index);
        });
        // A part's price is the enterprise's accessory price of that name, else 0 (settled with the order).
        const price = db.prepare(
          `SELECT accessory_price, brand_name, model_name FROM ent_accessory_price
           WHERE enterprise_id = ? AND accessory_name = ? ORDER BY enterprise_accessory_id LIMIT 1`,
        );
        const insertPart = db.prepare(
          `INSERT INTO work_order_part (order_id, accessory_name, brand_name, model_name, quantity, price_cents)
           VALUES (?, ?, ?, ?, ?, ?)`,
        );
        for (const part of parts) {
          const known = price.get(row.enterprise_id, part.name) as
            | { accessory_price: number; brand_name: string; model_name: string }
            | undefined;
          insertPart.run(
            row.order_id,
            part.name,
            known?.brand_name ?? '',
            known?.model_name ?? '',
            part.quantity,
            toCents(known?.accessory_price ?? 0),
          );
        }
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: '完工',
          operateContent: `照片 ${body.photos.length} 张，序列号 ${serialNumbers.length} 个，配件 ${parts.length} 项，${
            body.customerConfirmed ? '客户已确认' : '客户未确认'
          }`,
          operateBy: master.masterName,
          operateUserId: user.userId,
        });
      })();
      notifyOrderCompleted(deps, row.order_id, master.masterName);
      return { data: null, msg: '完工成功' };
    }),
    route(o.back, button(CODES.orderWork), ({ body }, { user }) => {
      const { row, master } = ownOrder(db, user, body.orderId);
      const reason = body.backReason.trim();
      if (reason === '') throw businessError('请输入退单原因');
      inState(row, 'back');
      const at = now();
      db.transaction(() => {
        db.prepare(
          `UPDATE work_order SET order_status = 'toDispatch', master_id = NULL, dispatch_time = NULL, accept_time = NULL,
             back_reason = ?, back_time = ?, back_count = back_count + 1 WHERE order_id = ?`,
        ).run(reason, formatTime(at), row.order_id);
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: '退单',
          operateContent: reason,
          operateBy: master.masterName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '退单成功' };
    }),
    route(o.verify, button(CODES.orderVerify), ({ body }, { user }) => {
      const row = inState(orderFor(db, user, body.orderId), 'verify');
      const remark = body.remark.trim();
      const at = now();
      db.transaction(() => {
        db.prepare(
          "UPDATE work_order SET order_status = 'verified', verify_time = ?, verify_remark = ? WHERE order_id = ?",
        ).run(formatTime(at), remark, row.order_id);
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: '验收',
          operateContent: remark || '验收通过',
          operateBy: user.userName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '验收成功' };
    }),
    route(o.settle, button(CODES.orderSettle), ({ body }, { user }) => {
      inState(orderFor(db, user, body.orderId), 'settle');
      const settled = db.transaction(() =>
        settleOrder(db, now(), {
          orderId: body.orderId,
          by: user.userName,
          userId: user.userId,
          phonenumber: phoneOf(db, user.userId),
          remark: body.remark,
        }),
      )();
      return { data: settled, msg: '结算成功' };
    }),
    route(o.recover, button(CODES.orderRecover), ({ body }, { user }) => {
      const row = orderFor(db, user, body.orderId);
      const reason = body.recoverReason.trim();
      if (reason === '') throw businessError('请输入恢复原因');
      inState(row, 'recover');
      const at = now();
      db.transaction(() => {
        db.prepare(
          `UPDATE work_order SET order_status = 'toDispatch', master_id = NULL, dispatch_time = NULL, finish_time = NULL,
             cancel_reason = NULL, accept_time = NULL, check_in_time = NULL, recover_reason = ? WHERE order_id = ?`,
        ).run(reason, row.order_id);
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: '恢复',
          operateContent: reason,
          operateBy: user.userName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '恢复成功' };
    }),
    route(o.customerServiceApply, button(CODES.orderCustomerService), ({ body }, { user }) => {
      const row = orderFor(db, user, body.orderId);
      const reason = body.reason.trim();
      if (reason === '') throw businessError('请输入售后原因');
      inState(row, 'customerServiceApply');
      const open = db
        .prepare(
          `SELECT order_no FROM work_order WHERE parent_order_id = ?
             AND order_status NOT IN ('completed', 'verified', 'settled', 'cancelled')`,
        )
        .get(row.order_id) as { order_no: string } | undefined;
      if (open) throw businessError(`订单 ${row.order_no} 已有进行中的售后订单 ${open.order_no}`);
      const source = db
        .prepare('SELECT detailed_address FROM work_order WHERE order_id = ?')
        .get(row.order_id) as { detailed_address: string };
      const infoList = db
        .prepare(
          'SELECT info_name AS infoName, info_value AS infoValue FROM work_order_info WHERE order_id = ? ORDER BY order_num, info_id',
        )
        .all(row.order_id) as { infoName: string; infoValue: string }[];
      const at = now();
      const created = db.transaction(() => {
        const made = insertOrder(db, at, {
          enterpriseId: row.enterprise_id,
          enterpriseName: row.enterprise_name,
          customerName: row.customer_name,
          customerMobile: row.customer_mobile,
          provinceCode: row.province_code,
          cityCode: row.city_code,
          areaCode: row.area_code,
          detailedAddress: source.detailed_address,
          installType: row.install_type,
          orderTypeId: row.order_type_id,
          orderTypeName: row.order_type_name,
          number: row.number,
          remark: reason.slice(0, 500),
          infoList,
          createBy: user.userName,
          createUserId: user.userId,
          origin: `售后申请（原订单 ${row.order_no}）`,
        });
        // The after-sales order stays with the principal of the order it was opened for.
        db.prepare(
          `UPDATE work_order SET order_status = 'customerServiceApply', parent_order_id = ?, service_reason = ?,
             principal_id = COALESCE(?, principal_id) WHERE order_id = ?`,
        ).run(row.order_id, reason, row.principal_id, made.orderId);
        addCourse(db, at, {
          orderId: row.order_id,
          operateType: '售后申请',
          operateContent: `售后订单 ${made.orderNo}：${reason}`,
          operateBy: user.userName,
          operateUserId: user.userId,
        });
        return made;
      })();
      notifyCustomerService(deps, created.orderId);
      return { data: created, msg: '售后申请已提交' };
    }),
  ];
}
