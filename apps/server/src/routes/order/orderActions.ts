import { contract } from '@onsite/api-client';
import { DEPT_ORDER_PRINCIPALS } from '@onsite/domain';
import { button, SIGNED_IN } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { addCourse } from '../../core/orderStore';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { orderFor } from './orderQuery';

/**
 * Open reminders the user should see: an enterprise user those on their enterprise's orders, a
 * dispatcher (dept 103) those on the orders they are principal of, other staff all of them.
 */
export function reminderCount(db: Db, user: Pick<SessionUser, 'userId' | 'deptId' | 'enterpriseId'>): number {
  const base =
    'SELECT COUNT(*) AS total FROM order_reminder r JOIN work_order o ON o.order_id = r.order_id WHERE r.status = 0';
  const scoped =
    user.enterpriseId !== null
      ? db.prepare(`${base} AND o.enterprise_id = ?`).get(user.enterpriseId)
      : user.deptId === DEPT_ORDER_PRINCIPALS
        ? db.prepare(`${base} AND o.principal_id = ?`).get(user.userId)
        : db.prepare(base).get();
  return (scoped as { total: number }).total;
}

/** Dispatching, cancelling and reminders of orders. */
export function orderActionRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const o = contract.order.order;
  return [
    route(o.masterList, button(CODES.orderDispatch), ({ query }, { user }) => {
      orderFor(db, user, query.orderId);
      const rows = db
        .prepare(
          "SELECT master_id, master_name, phonenumber, team_name FROM master WHERE status = '0' ORDER BY master_id",
        )
        .all() as { master_id: number; master_name: string; phonenumber: string; team_name: string | null }[];
      return {
        data: rows.map((row) => ({
          masterId: row.master_id,
          masterName: row.master_name,
          phonenumber: row.phonenumber,
          teamName: row.team_name,
        })),
      };
    }),
    route(o.dispatch, button(CODES.orderDispatch), ({ body }, { user }) => {
      const order = orderFor(db, user, body.orderId);
      if (order.order_status !== 'toDispatch' && order.order_status !== 'dispatched') {
        throw businessError('只有待派单或已派单（改派）的订单可以派单');
      }
      const master = db
        .prepare("SELECT master_name FROM master WHERE master_id = ? AND status = '0'")
        .get(body.masterId) as { master_name: string } | undefined;
      if (!master) throw businessError(`师傅 ${body.masterId} 不存在或已停用`);
      const at = now();
      db.transaction(() => {
        db.prepare(
          "UPDATE work_order SET order_status = 'dispatched', master_id = ?, dispatch_time = ? WHERE order_id = ?",
        ).run(body.masterId, formatTime(at), body.orderId);
        addCourse(db, at, {
          orderId: body.orderId,
          operateType: order.order_status === 'dispatched' ? '改派' : '派单',
          operateContent: `派给${master.master_name}${body.remark.trim() ? `（${body.remark.trim()}）` : ''}`,
          operateBy: user.userName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '派单成功' };
    }),
    route(o.cancel, button(CODES.orderCancel), ({ body }, { user }) => {
      const order = orderFor(db, user, body.orderId);
      if (body.cancelReason.trim() === '') throw businessError('请输入取消原因');
      if (order.order_status === 'completed' || order.order_status === 'cancelled') {
        throw businessError('已完成或已取消的订单不能取消');
      }
      const at = now();
      db.transaction(() => {
        db.prepare(
          "UPDATE work_order SET order_status = 'cancelled', cancel_reason = ?, finish_time = ? WHERE order_id = ?",
        ).run(body.cancelReason.trim(), formatTime(at), body.orderId);
        // A cancelled order needs no more reminding.
        db.prepare('UPDATE order_reminder SET status = 1 WHERE order_id = ? AND status = 0').run(
          body.orderId,
        );
        addCourse(db, at, {
          orderId: body.orderId,
          operateType: '取消',
          operateContent: body.cancelReason.trim(),
          operateBy: user.userName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '取消成功' };
    }),
    route(contract.order.reminder.reminderOrderCount, SIGNED_IN, (_input, { user }) => ({
      data: reminderCount(db, user),
    })),
  ];
}
