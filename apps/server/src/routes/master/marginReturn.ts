import { contract } from '@onsite/api-client';
import {
  MARGIN_RETURN_TEXT_MAX,
  type MarginReturn,
  type MarginReturnState,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { isApprover } from '../../core/approvalModel';
import { CODES } from '../../core/codes';
import { isMasterUser, masterOfUser } from '../../core/masters';
import { toCents, toYuan } from '../../core/money';
import { pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { notifyMarginReturnDecided } from '../../live/masterNotify';
import type { RouteDeps } from '../deps';

/**
 * D57: a master's orders still open for a deposit return: dispatched, accepted, in service, completed (not yet
 * verified: a deduction may still follow) or with customer service. Verified, settled and cancelled orders are done.
 */
const OPEN_STATES = "('dispatched', 'accepted', 'inService', 'completed', 'customerServiceApply')";
const OPEN_ORDERS = `(SELECT COUNT(*) FROM work_order o WHERE o.master_id = r.master_id AND o.order_status IN ${OPEN_STATES})`;

interface ReturnRow {
  return_id: number;
  master_id: number;
  master_name: string;
  amount_cents: number;
  balance_cents: number | null;
  open_orders: number;
  reason: string;
  state: MarginReturnState;
  applicant_user_id: number;
  apply_by: string;
  apply_time: string;
  remark: string | null;
  decided_by: string | null;
  decide_time: string | null;
}

const SELECT = `SELECT r.return_id, r.master_id, m.master_name, r.amount_cents, d.balance_cents, ${OPEN_ORDERS} AS open_orders,
    r.reason, r.state, r.applicant_user_id, r.apply_by, r.apply_time, r.remark, r.decided_by, r.decide_time
  FROM margin_return r JOIN master m ON m.master_id = r.master_id LEFT JOIN master_deposit d ON d.master_id = r.master_id`;

const toReturn = (row: ReturnRow): MarginReturn => ({
  returnId: row.return_id,
  masterId: row.master_id,
  masterName: row.master_name,
  amount: toYuan(row.amount_cents),
  balance: toYuan(row.balance_cents ?? 0),
  openOrders: row.open_orders,
  reason: row.reason,
  state: row.state,
  applyBy: row.apply_by,
  applyTime: row.apply_time,
  remark: row.remark,
  decidedBy: row.decided_by,
  decideTime: row.decide_time,
});

const isEnterprise = (user: SessionUser) =>
  user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE;

/** The master's balance (fen) and open orders now, refusing what a return may not do. */
function assertReturnable(db: Db, masterId: number, masterName: string, amountCents: number): number {
  const balance =
    (
      db.prepare('SELECT balance_cents FROM master_deposit WHERE master_id = ?').get(masterId) as
        | { balance_cents: number }
        | undefined
    )?.balance_cents ?? 0;
  if (amountCents > balance)
    throw businessError(
      `保证金余额不足，不能退还（余额 ${toYuan(balance).toFixed(2)} 元，退还 ${toYuan(amountCents).toFixed(2)} 元）`,
    );
  const { open } = db
    .prepare(`SELECT COUNT(*) AS open FROM work_order WHERE master_id = ? AND order_status IN ${OPEN_STATES}`)
    .get(masterId) as { open: number };
  if (open > 0) throw businessError(`${masterName}还有 ${open} 个未完结的订单，完结后才能退还保证金`);
  return balance;
}

/**
 * D57, 保证金退还: a master asks for (part of) their deposit back (or staff ask for a master); the request is an
 * approval of the type `marginReturn`, decided once by the roles the approval model names (D51). Asking and
 * approving are refused when the amount exceeds the balance or the master has open orders; an approval moves the
 * balance and writes a 退还 movement (D42's `master_deposit_movement`) in its transaction. A master sees only
 * their own requests; enterprise users are refused.
 */
export function marginReturnRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, now } = deps;
  const calls = contract.master.marginReturn;
  const rowOf = (returnId: number) =>
    db.prepare(`${SELECT} WHERE r.return_id = ?`).get(returnId) as ReturnRow | undefined;
  const found = (returnId: number) => {
    const row = rowOf(returnId);
    if (!row) throw businessError(`保证金退还申请 ${returnId} 不存在`);
    return row;
  };
  const decidable = (user: SessionUser, returnId: number) => {
    if (isEnterprise(user) || isMasterUser(user) || !isApprover(db, user, 'marginReturn'))
      throw forbidden('「保证金退还审批」');
    const row = found(returnId);
    if (row.state !== 'pending') throw businessError('该保证金退还申请已处理，不能重复操作');
    return row;
  };
  const decideRow = (
    user: SessionUser,
    row: ReturnRow,
    state: 'approved' | 'refused',
    remark: string,
    movementId: number | null,
  ) => {
    const changed = db
      .prepare(
        `UPDATE margin_return SET state = ?, remark = ?, decided_by = ?, decided_user_id = ?, decide_time = ?, movement_id = ?
         WHERE return_id = ? AND state = 'pending'`,
      )
      .run(state, remark, user.userName, user.userId, formatTime(now()), movementId, row.return_id);
    if (changed.changes !== 1) throw businessError('该保证金退还申请已处理，不能重复操作');
  };

  return [
    route(calls.list, button(CODES.marginReturnList), ({ query }, { user }) => {
      if (isEnterprise(user)) throw forbidden('「保证金退还」');
      const where = new Where().contains('m.master_name', query.masterName).equals('r.state', query.state);
      if (isMasterUser(user)) where.equals('r.master_id', masterOfUser(db, user.userId)?.masterId ?? 0);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${SELECT} ${where.toSql()} ORDER BY r.apply_time DESC, r.return_id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as ReturnRow[];
      const { total } = db
        .prepare(
          `SELECT COUNT(*) AS total FROM margin_return r JOIN master m ON m.master_id = r.master_id ${where.toSql()}`,
        )
        .get(...where.params) as { total: number };
      return { rows: rows.map(toReturn), total, pageNum };
    }),

    route(calls.add, button(CODES.marginReturnApply), ({ body }, { user }) => {
      if (isEnterprise(user)) throw forbidden('「申请退还保证金」');
      let masterId: number;
      if (isMasterUser(user)) {
        const own = masterOfUser(db, user.userId);
        if (!own || (body.masterId !== undefined && body.masterId !== own.masterId))
          throw businessError('师傅只能为本人申请退还保证金');
        masterId = own.masterId;
      } else {
        if (body.masterId === undefined) throw businessError('请选择退还保证金的师傅');
        masterId = body.masterId;
      }
      const amountCents = toCents(body.amount);
      if (amountCents <= 0) throw businessError('请输入退还金额');
      const reason = body.reason.trim().slice(0, MARGIN_RETURN_TEXT_MAX);
      if (reason === '') throw businessError('请输入退还原因');
      const returnId = db.transaction(() => {
        const master = db.prepare('SELECT master_name FROM master WHERE master_id = ?').get(masterId) as
          | { master_name: string }
          | undefined;
        if (!master) throw businessError(`师傅 ${masterId} 不存在`);
        if (db.prepare("SELECT 1 FROM margin_return WHERE master_id = ? AND state = 'pending'").get(masterId))
          throw businessError(`${master.master_name}已有待审批的保证金退还申请`);
        assertReturnable(db, masterId, master.master_name, amountCents);
        return Number(
          db
            .prepare(
              `INSERT INTO margin_return (master_id, amount_cents, reason, applicant_user_id, apply_by, apply_time)
               VALUES (?, ?, ?, ?, ?, ?)`,
            )
            .run(masterId, amountCents, reason, user.userId, user.userName, formatTime(now()))
            .lastInsertRowid,
        );
      })();
      return { data: toReturn(found(returnId)), msg: '保证金退还申请已提交，等待审批' };
    }),

    route(calls.approve, button(CODES.marginReturnApprove), ({ body }, { user }) => {
      const data = db.transaction(() => {
        const row = decidable(user, body.returnId);
        const balance = assertReturnable(db, row.master_id, row.master_name, row.amount_cents);
        const after = balance - row.amount_cents;
        const time = formatTime(now());
        db.prepare('UPDATE master_deposit SET balance_cents = ?, update_time = ? WHERE master_id = ?').run(
          after,
          time,
          row.master_id,
        );
        const movementId = Number(
          db
            .prepare(
              `INSERT INTO master_deposit_movement (master_id, move_type, amount_cents, balance_cents, reason, create_by,
                 create_user_id, create_time) VALUES (?, 'refund', ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              row.master_id,
              row.amount_cents,
              after,
              `保证金退还申请 ${row.return_id}：${row.reason}`,
              user.userName,
              user.userId,
              time,
            ).lastInsertRowid,
        );
        decideRow(user, row, 'approved', body.remark.trim(), movementId);
        return toReturn(found(row.return_id));
      })();
      // D60: the master hears of the decision once it is committed.
      notifyMarginReturnDecided(deps, data);
      return { data, msg: '已同意，保证金已退还' };
    }),

    route(calls.refuse, button(CODES.marginReturnApprove), ({ body }, { user }) => {
      const remark = body.remark.trim();
      const data = db.transaction(() => {
        const row = decidable(user, body.returnId);
        if (remark === '') throw businessError('请输入拒绝原因');
        decideRow(user, row, 'refused', remark, null);
        return toReturn(found(row.return_id));
      })();
      notifyMarginReturnDecided(deps, data);
      return { data, msg: '已拒绝' };
    }),
  ];
}
