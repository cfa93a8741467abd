import { contract } from '@onsite/api-client';
import { canHoldOrder } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { addCourse } from '../../core/orderStore';
import { formatTime } from '../../core/time';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { orderFor, toOrder } from './orderQuery';

/**
 * D29, held orders (挂起): a staff member puts a waiting or dispatched order on hold with a reason;
 * it keeps its status but cannot be dispatched until resumed. Both calls need the hold code, write a
 * step of the order's course, and land in the operation log (every POST does, core/audit).
 */
export function holdRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const o = contract.order.order;
  return [
    route(o.hold, button(CODES.orderHold), ({ body }, { user }) => {
      const order = toOrder(orderFor(db, user, body.orderId));
      const reason = body.holdReason.trim();
      if (reason === '') throw businessError('请输入挂起原因');
      if (order.held) throw businessError(`订单 ${order.orderNo} 已挂起`);
      if (!canHoldOrder(order)) throw businessError('只有待派单或已派单的订单可以挂起');
      const at = now();
      db.transaction(() => {
        db.prepare(
          'UPDATE work_order SET held = 1, hold_reason = ?, hold_time = ?, hold_by = ?, hold_user_id = ? WHERE order_id = ?',
        ).run(reason, formatTime(at), user.userName, user.userId, body.orderId);
        addCourse(db, at, {
          orderId: body.orderId,
          operateType: '挂起',
          operateContent: reason,
          operateBy: user.userName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '挂起成功' };
    }),
    route(o.resume, button(CODES.orderHold), ({ body }, { user }) => {
      const order = toOrder(orderFor(db, user, body.orderId));
      if (!order.held) throw businessError(`订单 ${order.orderNo} 未挂起`);
      const at = now();
      db.transaction(() => {
        db.prepare(
          'UPDATE work_order SET held = 0, hold_reason = NULL, hold_time = NULL, hold_by = NULL, hold_user_id = NULL WHERE order_id = ?',
        ).run(body.orderId);
        addCourse(db, at, {
          orderId: body.orderId,
          operateType: '恢复',
          operateContent: `解除挂起（${order.holdReason ?? ''}）`,
          operateBy: user.userName,
          operateUserId: user.userId,
        });
      })();
      return { data: null, msg: '恢复成功' };
    }),
  ];
}
