import { contract } from '@onsite/api-client';
import {
  MONITOR_LIST_LIMIT,
  MONITOR_OVERDUE_HOURS,
  type MonitorOrder,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button } from '../auth/access';
import type { SessionUser } from '../auth/sessions';
import { CODES } from '../core/codes';
import { isMasterUser } from '../core/masters';
import { formatTime, parseTime } from '../core/time';
import { forbidden } from '../http/errors';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type OpenStatus = keyof typeof MONITOR_OVERDUE_HOURS;

interface OpenOrderRow {
  order_id: number;
  order_no: string;
  enterprise_name: string;
  customer_name: string;
  order_status: OpenStatus;
  master_name: string | null;
  create_time: string;
  dispatch_time: string | null;
  accept_time: string | null;
  check_in_time: string | null;
}

/** Staff only (as the D44 dashboards): enterprise users and masters are refused, whatever their codes. */
const isStaff = (user: SessionUser) =>
  user.userId === 1 ||
  (user.enterpriseId === null && user.userType !== USER_TYPE_ENTERPRISE && !isMasterUser(user));

/** Since when an open order is in its state: created, dispatched, or checked in (accepted before a check-in). */
function sinceOf(row: OpenOrderRow): string {
  if (row.order_status === 'toDispatch') return row.create_time;
  if (row.order_status === 'dispatched') return row.dispatch_time ?? row.create_time;
  return row.check_in_time ?? row.accept_time ?? row.dispatch_time ?? row.create_time;
}

/**
 * D64: GET /analysis/monitor (监控页) — the open orders now: how many wait for dispatch, are dispatched and are in
 * service, the orders in service (longest first) and the overdue ones (most overdue first). An order is overdue
 * when it stays in its state longer than `MONITOR_OVERDUE_HOURS` says; held orders are paused and never overdue.
 */
export function monitorRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.analysis.monitor, button(CODES.monitorView), (_input, { user }) => {
      if (!isStaff(user)) throw forbidden('「监控页」');
      const at = now();
      const rows = db
        .prepare(
          `SELECT o.order_id, o.order_no, o.enterprise_name, o.customer_name, o.order_status, m.master_name, o.create_time,
             o.dispatch_time, o.accept_time, o.check_in_time
           FROM work_order o LEFT JOIN master m ON m.master_id = o.master_id
           WHERE o.order_status IN ('toDispatch', 'dispatched', 'inService') AND o.held = 0`,
        )
        .all() as OpenOrderRow[];
      const orders = rows.map((row): MonitorOrder & { sinceMs: number } => {
        const since = sinceOf(row);
        const sinceMs = parseTime(since);
        const limitMs = MONITOR_OVERDUE_HOURS[row.order_status] * HOUR_MS;
        return {
          orderId: row.order_id,
          orderNo: row.order_no,
          enterpriseName: row.enterprise_name,
          customerName: row.customer_name,
          orderStatus: row.order_status,
          masterName: row.master_name,
          since,
          overdueMinutes: Math.max(0, Math.floor((at - sinceMs - limitMs) / MINUTE_MS)),
          sinceMs,
        };
      });
      const count = (status: OpenStatus) => orders.filter((order) => order.orderStatus === status).length;
      const strip = ({ sinceMs: _sinceMs, ...order }: MonitorOrder & { sinceMs: number }): MonitorOrder =>
        order;
      const overdue = orders
        .filter((order) => order.overdueMinutes > 0)
        .sort((a, b) => b.overdueMinutes - a.overdueMinutes || a.orderId - b.orderId);
      return {
        data: {
          toDispatchCount: count('toDispatch'),
          dispatchedCount: count('dispatched'),
          inServiceCount: count('inService'),
          overdueCount: overdue.length,
          inService: orders
            .filter((order) => order.orderStatus === 'inService')
            .sort((a, b) => a.sinceMs - b.sinceMs || a.orderId - b.orderId)
            .slice(0, MONITOR_LIST_LIMIT)
            .map(strip),
          overdue: overdue.slice(0, MONITOR_LIST_LIMIT).map(strip),
          time: formatTime(at),
        },
      };
    }),
  ];
}
