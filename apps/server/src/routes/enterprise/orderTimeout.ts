import { contract } from '@onsite/api-client';
import {
  type EnterpriseOrderTimeout,
  type OrderTimeoutDefault,
  type OrderTimeoutHours,
  SUPER_USER_ID,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../../auth/access';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { isMasterUser } from '../../core/masters';
import { OVERDUE_FROM, type OverdueRow, toOverdueOrder } from '../../core/orderTimeout';
import { pageOf, Where } from '../../core/paging';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { businessError, forbidden } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const isEnterpriseUser = (user: SessionUser) =>
  user.userId !== SUPER_USER_ID && (user.enterpriseId !== null || user.userType === USER_TYPE_ENTERPRISE);
/** The enterprise an enterprise user is limited to (least data), or null for staff. */
const ownEnterprise = (user: SessionUser): number | null =>
  isEnterpriseUser(user) ? (user.enterpriseId ?? 0) : null;
/** Staff only: a master or an enterprise user never writes timeouts, whatever their codes. */
const assertStaff = (user: SessionUser) => {
  if (isEnterpriseUser(user) || isMasterUser(user)) throw forbidden('「订单超时设置」');
};

interface TimeoutRow {
  enterprise_id: number;
  enterprise_name: string;
  dispatch_hours: number;
  arrival_hours: number;
  finish_hours: number;
  custom: number;
  update_by: string | null;
  update_time: string | null;
}

interface DefaultRow {
  dispatch_hours: number;
  arrival_hours: number;
  finish_hours: number;
  update_by: string | null;
  update_time: string | null;
}

/** Every live enterprise with its timeouts in force: its own row, else the platform default. */
const TIMEOUT_FROM = `FROM ent_enterprise e LEFT JOIN ent_order_timeout t ON t.enterprise_id = e.enterprise_id
  CROSS JOIN order_timeout_default d`;
const TIMEOUT_SELECT = `SELECT e.enterprise_id, e.enterprise_name,
  COALESCE(t.dispatch_hours, d.dispatch_hours) AS dispatch_hours, COALESCE(t.arrival_hours, d.arrival_hours) AS arrival_hours,
  COALESCE(t.finish_hours, d.finish_hours) AS finish_hours, (t.enterprise_id IS NOT NULL) AS custom,
  t.update_by, t.update_time ${TIMEOUT_FROM}`;

const toTimeout = (row: TimeoutRow): EnterpriseOrderTimeout => ({
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  dispatchHours: row.dispatch_hours,
  arrivalHours: row.arrival_hours,
  finishHours: row.finish_hours,
  custom: row.custom === 1,
  updateBy: row.update_by,
  updateTime: row.update_time,
});

const toDefault = (row: DefaultRow): OrderTimeoutDefault => ({
  dispatchHours: row.dispatch_hours,
  arrivalHours: row.arrival_hours,
  finishHours: row.finish_hours,
  updateBy: row.update_by,
  updateTime: row.update_time,
});

const defaultOf = (db: Db) =>
  toDefault(db.prepare('SELECT * FROM order_timeout_default WHERE id = 1').get() as DefaultRow);

/** A live enterprise's name, refusing one that does not exist or was deleted. */
function liveEnterprise(db: Db, enterpriseId: number): string {
  const row = db
    .prepare('SELECT enterprise_name, del_status FROM ent_enterprise WHERE enterprise_id = ?')
    .get(enterpriseId) as { enterprise_name: string; del_status: number } | undefined;
  if (row?.del_status !== 0) throw businessError(`企业 ${enterpriseId} 不存在`);
  return row.enterprise_name;
}

/** The three hours in the order of the table's columns. */
const hoursOf = (body: OrderTimeoutHours) =>
  [body.dispatchHours, body.arrivalHours, body.finishHours] as const;

/**
 * D65: 订单超时 — the timeouts of every enterprise (its own or the platform default), the default, and the orders
 * overdue now (computed from `work_order`'s times against the timeouts in force, with the alert the job
 * `orderTimeout` sent). Staff with `enterprise:timeout:edit` write; an enterprise user reads only its own
 * enterprise's timeouts and overdue orders; masters are refused.
 */
export function orderTimeoutRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  const calls = contract.enterprise.orderTimeout;
  const timeoutOf = (enterpriseId: number) =>
    toTimeout(db.prepare(`${TIMEOUT_SELECT} WHERE e.enterprise_id = ?`).get(enterpriseId) as TimeoutRow);
  const readable = (user: SessionUser) => {
    if (isMasterUser(user)) throw forbidden('「订单超时」');
    return ownEnterprise(user);
  };

  return [
    route(calls.list, button(CODES.orderTimeoutList), ({ query }, { user }) => {
      const own = readable(user);
      const where = new Where()
        .add('e.del_status = 0')
        .equals('e.enterprise_id', own ?? undefined)
        .contains('e.enterprise_name', own === null ? query.enterpriseName : undefined);
      if (query.custom !== undefined)
        where.add(query.custom ? 't.enterprise_id IS NOT NULL' : 't.enterprise_id IS NULL');
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${TIMEOUT_SELECT} ${where.toSql()} ORDER BY e.enterprise_id LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as TimeoutRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${TIMEOUT_FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toTimeout), total, pageNum };
    }),

    route(calls.getDefault, button(CODES.orderTimeoutList), (_input, { user }) => {
      readable(user);
      return { data: defaultOf(db) };
    }),

    route(calls.editDefault, button(CODES.orderTimeoutEdit), ({ body }, { user }) => {
      assertStaff(user);
      db.prepare(
        `UPDATE order_timeout_default SET dispatch_hours = ?, arrival_hours = ?, finish_hours = ?, update_by = ?,
           update_time = ? WHERE id = 1`,
      ).run(...hoursOf(body), user.userName, formatTime(now()));
      return { data: defaultOf(db), msg: '平台默认超时已保存' };
    }),

    route(calls.edit, button(CODES.orderTimeoutEdit), ({ body }, { user }) => {
      assertStaff(user);
      db.transaction(() => {
        liveEnterprise(db, body.enterpriseId);
        db.prepare(
          `INSERT INTO ent_order_timeout (enterprise_id, dispatch_hours, arrival_hours, finish_hours, update_by, update_time)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (enterprise_id) DO UPDATE SET dispatch_hours = excluded.dispatch_hours,
             arrival_hours = excluded.arrival_hours, finish_hours = excluded.finish_hours,
             update_by = excluded.update_by, update_time = excluded.update_time`,
        ).run(body.enterpriseId, ...hoursOf(body), user.userName, formatTime(now()));
      })();
      return { data: timeoutOf(body.enterpriseId), msg: '企业超时设置已保存' };
    }),

    route(calls.reset, button(CODES.orderTimeoutEdit), ({ body }, { user }) => {
      assertStaff(user);
      const name = liveEnterprise(db, body.enterpriseId);
      const removed = db
        .prepare('DELETE FROM ent_order_timeout WHERE enterprise_id = ?')
        .run(body.enterpriseId);
      if (removed.changes === 0) throw businessError(`${name}没有单独的超时设置，已在使用平台默认`);
      return { data: null, msg: '已恢复为平台默认超时' };
    }),

    route(calls.overdue, button(CODES.orderTimeoutList), ({ query }, { user }) => {
      const own = readable(user);
      const where = new Where()
        .add('v.overdue_minutes > 0')
        .equals('v.enterprise_id', own ?? query.enterpriseId)
        .contains('v.enterprise_name', own === null ? query.enterpriseName : undefined)
        .contains('v.order_no', query.orderNo)
        .equals('v.stage', query.stage);
      const at = formatTime(now());
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(
          `SELECT v.* ${OVERDUE_FROM} ${where.toSql()} ORDER BY v.overdue_minutes DESC, v.order_id LIMIT ? OFFSET ?`,
        )
        .all(at, ...where.params, limit, offset) as OverdueRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${OVERDUE_FROM} ${where.toSql()}`)
        .get(at, ...where.params) as { total: number };
      return { rows: rows.map(toOverdueOrder), total, pageNum };
    }),
  ];
}
