import { contract } from '@onsite/api-client';
import {
  PAY_IDENTIFICATION_HIDDEN,
  PAY_TYPE_ONLINE,
  RECHARGE_PAID,
  RECHARGE_UNPAID,
  type RechargeRecord,
} from '@onsite/domain';
import { button, SIGNED_IN } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { requireEnterprise } from '../../core/enterprises';
import { toCents, toYuan } from '../../core/money';
import { orderByOf, pageOf, Where } from '../../core/paging';
import { enterpriseScope } from '../../core/scope';
import { compactTime, formatTime } from '../../core/time';
import {
  cancelExpiredTopups,
  RECHARGE_SELECT,
  type RechargeRow,
  rechargeByOrderNo,
  walletOf,
} from '../../core/wallet';
import type { Db } from '../../db/database';
import { businessError } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { paymentForm } from './sandbox';

const toRecord = (row: RechargeRow): RechargeRecord => ({
  enterpriseRechargeId: row.enterprise_recharge_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name ?? '',
  orderNo: row.order_no,
  rechargeMoney: toYuan(row.recharge_cents),
  status: row.status,
  createBy: row.create_by,
  rechargeTime: row.recharge_time,
  payType: row.pay_type,
});

/** A top-up the user may act on (their enterprise's, or any for staff with the list code), by order number. */
function topupFor(db: Db, user: SessionUser, orderNo: string): RechargeRow {
  const row = rechargeByOrderNo(db, orderNo);
  if (!row) throw businessError(`充值订单 ${orderNo} 不存在`);
  enterpriseScope(user, row.enterprise_id, CODES.rechargeList, '查看充值订单');
  return row;
}

/** Top-ups (spec 000 §4.3, §7.5): list, delete, create, pay through the sandbox gateway, state, identification flag. */
export function rechargeRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const { pay, recharge } = contract.finance;
  return [
    route(pay.checkIdentification, SIGNED_IN, (_input, { user }) => ({
      // Users without an enterprise have no wallet: their flag hides the account menu (spec 000 §2.4).
      data:
        user.enterpriseId === null
          ? PAY_IDENTIFICATION_HIDDEN
          : walletOf(db, user.enterpriseId).payIdentification,
    })),
    route(recharge.list, button(CODES.rechargeList), ({ query }, { user }) => {
      cancelExpiredTopups(db, now());
      const enterpriseId = enterpriseScope(user, query.enterpriseId, CODES.rechargeList, '查看充值记录');
      const where = new Where()
        .equals('r.enterprise_id', enterpriseId ?? undefined)
        .startsWith('r.order_no', query.orderNo)
        .equals('r.status', query.status)
        .between('r.recharge_time', query.beginTime, query.endTime);
      if (query.rechargeTime)
        where.between('r.recharge_time', query.rechargeTime.slice(0, 10), query.rechargeTime.slice(0, 10));
      const { limit, offset, pageNum } = pageOf(query);
      const order = orderByOf(
        query,
        { rechargeTime: 'r.recharge_time', rechargeMoney: 'r.recharge_cents', orderNo: 'r.order_no' },
        'r.recharge_time',
        'r.enterprise_recharge_id',
      );
      const rows = db
        .prepare(`${RECHARGE_SELECT} ${where.toSql()} ${order} LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as RechargeRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM enterprise_recharge r ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toRecord), total, pageNum };
    }),
    route(recharge.delete, button(CODES.rechargeRemove), ({ body }, { user }) => {
      enterpriseScope(user, body.enterpriseId, CODES.rechargeRemove, '删除充值记录');
      cancelExpiredTopups(db, now());
      const row = db
        .prepare(
          'SELECT status FROM enterprise_recharge WHERE enterprise_recharge_id = ? AND enterprise_id = ?',
        )
        .get(body.enterpriseRechargeId, body.enterpriseId) as { status: number } | undefined;
      if (!row) throw businessError(`充值记录 ${body.enterpriseRechargeId} 不存在`);
      // spec 000 §4.3: a top-up cannot be withdrawn once paid.
      if (row.status === RECHARGE_PAID) throw businessError('已支付的充值不能撤回或删除');
      db.prepare('DELETE FROM enterprise_recharge WHERE enterprise_recharge_id = ?').run(
        body.enterpriseRechargeId,
      );
      return { data: null, msg: '删除成功' };
    }),
    route(pay.insert, button(CODES.rechargeAdd), ({ body }, { user }) => {
      enterpriseScope(user, body.enterpriseId, CODES.rechargeAdd, '为企业充值');
      requireEnterprise(db, body.enterpriseId);
      const cents = toCents(body.totalAmount);
      if (cents <= 0) throw businessError('请选择或输入金额');
      const at = now();
      const orderNo = db.transaction(() => {
        const { next } = db
          .prepare('SELECT COALESCE(MAX(enterprise_recharge_id), 0) + 1 AS next FROM enterprise_recharge')
          .get() as { next: number };
        const number = `CZ${compactTime(at)}${String(next).padStart(4, '0')}`;
        // Both pay types start unpaid: online ones until the gateway confirms, offline transfers stay so (spec 000 §4.3).
        db.prepare(
          `INSERT INTO enterprise_recharge (enterprise_recharge_id, enterprise_id, order_no, recharge_cents, status, pay_type,
             create_by, create_user_id, created_at_ms, recharge_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          next,
          body.enterpriseId,
          number,
          cents,
          RECHARGE_UNPAID,
          body.payType,
          user.userName,
          user.userId,
          at,
          formatTime(at),
        );
        return number;
      })();
      return { data: orderNo, msg: '充值订单已创建' };
    }),
    route(pay.pay, SIGNED_IN, ({ query }, { user }) => {
      cancelExpiredTopups(db, now());
      const row = topupFor(db, user, query.rechargeId);
      if (row.pay_type !== PAY_TYPE_ONLINE) throw businessError('线下转账的充值订单不能在线支付');
      if (row.status !== RECHARGE_UNPAID) {
        throw businessError(
          row.status === RECHARGE_PAID ? '该订单已支付' : '该订单已超过 30 分钟未支付，已自动取消',
        );
      }
      if (toCents(query.totalAmount) !== row.recharge_cents) throw businessError('支付金额与订单金额不一致');
      return { data: paymentForm(db, row.order_no) };
    }),
    route(pay.delayed, SIGNED_IN, ({ query }, { user }) => {
      cancelExpiredTopups(db, now());
      const row = topupFor(db, user, query.tradeNo);
      return { data: { orderNo: row.order_no, status: row.status, payTime: row.pay_time } };
    }),
  ];
}
