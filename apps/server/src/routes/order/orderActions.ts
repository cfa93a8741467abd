import { contract } from '@onsite/api-client';
import { FINISHED_ORDER_STATUSES } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { assertDispatchable, dispatchCandidates } from '../../core/masterProfiles';
import { addCourse } from '../../core/orderStore';
import { formatDay, formatTime } from '../../core/time';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { notifyOrderDispatched } from '../../live/orderNotify';
import type { RouteDeps } from '../deps';
import { orderFor } from './orderQuery';

// The live channel's reminder count (live/notify) reads it from here.
export { reminderCount } from './reminders';

/** Dispatching and cancelling orders (a held one is not dispatched, D29). */
export function orderActionRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const o = contract.order.order;
  return [
    route(o.masterList, button(CODES.orderDispatch), ({ query }, { user }) => {
      // D38: only the masters who may take this order (active, skilled in its install type, serving its area).
      // D51: nor those on approved leave today.
      return { data: dispatchCandidates(db, orderFor(db, user, query.orderId), formatDay(now())) };
    }),
    route(o.dispatch, button(CODES.orderDispatch), ({ body }, { user }) => {
      const order = orderFor(db, user, body.orderId);
      // D32: an after-sales order (customerServiceApply) is dispatched like a waiting one.
      if (!['toDispatch', 'dispatched', 'customerServiceApply'].includes(order.order_status)) {
        throw businessError('只有待派单、已派单（改派）或售后申请的订单可以派单');
      }
      // D29: a held order is out of dispatch until resumed.
      if (order.held === 1) throw businessError(`订单 ${order.order_no} 已挂起，恢复后才能派单`);
      // D38: blacklisted, off-post, unskilled or out-of-area masters are refused, changing nothing.
      // D51: nor one on approved leave today.
      const master = { master_name: assertDispatchable(db, body.masterId, order, formatDay(now())) };
      const at = now();
      db.transaction(() => {
        db.prepare(
          "UPDATE work_order SET order_status = 'dispatched', master_id = ?, dispatch_time = ? WHERE order_id = ?",
        ).run(body.masterId, formatTime(at), body.orderId);
        // D32: a new master starts over (a reassignment clears the previous master's acceptance).
        db.prepare('UPDATE work_order SET accept_time = NULL WHERE order_id = ?').run(body.orderId);
        addCourse(db, at, {
          orderId: body.orderId,
          operateType: order.order_status === 'dispatched' ? '改派' : '派单',
          operateContent: `派给${master.master_name}${body.remark.trim() ? `（${body.remark.trim()}）` : ''}`,
          operateBy: user.userName,
          operateUserId: user.userId,
        });
      })();
      notifyOrderDispatched(deps, body.orderId);
      return { data: null, msg: '派单成功' };
    }),
    route(o.cancel, button(CODES.orderCancel), ({ body }, { user }) => {
      const order = orderFor(db, user, body.orderId);
      if (body.cancelReason.trim() === '') throw businessError('请输入取消原因');
      // D32: once the work is done (completed, verified, settled) or cancelled, it stays.
      if ((FINISHED_ORDER_STATUSES as readonly string[]).includes(order.order_status)) {
        throw businessError('已完成或已取消的订单不能取消');
      }
      const at = now();
      db.transaction(() => {
        db.prepare(
          // A cancelled order is no longer on hold (D29).
          `UPDATE work_order SET order_status = 'cancelled', cancel_reason = ?, finish_time = ?, held = 0,
             hold_reason = NULL, hold_time = NULL, hold_by = NULL, hold_user_id = NULL WHERE order_id = ?`,
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
  ];
}
