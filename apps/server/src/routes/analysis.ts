import { contract } from '@onsite/api-client';
import {
  ACTIVITY_LIMIT,
  type ActivityEntry,
  DATA_CENTRE_DEFAULT_DAYS,
  DATA_CENTRE_MAX_DAYS,
  type DataCentreFigures,
  type DataCentreGroup,
  USER_TYPE_ENTERPRISE,
} from '@onsite/domain';
import { button, SIGNED_IN } from '../auth/access';
import type { SessionUser } from '../auth/sessions';
import { CODES } from '../core/codes';
import { isMasterUser } from '../core/masters';
import { toYuan } from '../core/money';
import { formatDay } from '../core/time';
import { badRequest, forbidden } from '../http/errors';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** D44: the dashboards of staff only: enterprise users and masters are refused, whatever their codes. */
const isStaff = (user: SessionUser) =>
  user.userId === 1 ||
  (user.enterpriseId === null && user.userType !== USER_TYPE_ENTERPRISE && !isMasterUser(user));

/** The epoch day number of a `YYYY-MM-DD` text, or null when no such day exists (2024-02-30). */
function dayNumber(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / DAY_MS;
}

const dayText = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/** The range asked (both days included), the last 30 days by default; at most a year, else a refusal. */
function rangeOf(query: { beginDay?: string; endDay?: string }, today: string) {
  const endDay = query.endDay ?? today;
  const end = dayNumber(endDay);
  if (end === null) throw badRequest(`日期 ${endDay} 不存在`);
  const beginDay = query.beginDay ?? dayText(end - (DATA_CENTRE_DEFAULT_DAYS - 1));
  const begin = dayNumber(beginDay);
  if (begin === null) throw badRequest(`日期 ${beginDay} 不存在`);
  if (begin > end) throw badRequest('开始时间不能晚于结束时间');
  if (end - begin + 1 > DATA_CENTRE_MAX_DAYS)
    throw badRequest(`统计区间不能超过 ${DATA_CENTRE_MAX_DAYS} 天，请缩小日期范围`);
  return { beginDay, endDay, begin, end };
}

/** Done: completed by the master, whatever came after (verified, settled). */
const DONE = "o.order_status IN ('completed', 'verified', 'settled')";

/** The figures of a set of orders, as SQL aggregates over the rows of `o` (D44). */
const FIGURES = `COUNT(*) AS orders,
  COALESCE(SUM(CASE WHEN ${DONE} THEN 1 ELSE 0 END), 0) AS completed,
  AVG(CASE WHEN ${DONE} AND o.finish_time IS NOT NULL
    THEN (julianday(o.finish_time) - julianday(o.create_time)) * 24 END) AS hours,
  COALESCE(SUM(CASE WHEN o.order_status = 'settled' THEN COALESCE(o.enterprise_amount_cents, 0) ELSE 0 END), 0) AS cents`;

interface FigureRow {
  orders: number;
  completed: number;
  hours: number | null;
  cents: number;
}

const figuresOf = (row: FigureRow | undefined): DataCentreFigures => {
  const orders = row?.orders ?? 0;
  const completed = row?.completed ?? 0;
  return {
    orders,
    completed,
    completionRate: orders === 0 ? null : Math.round((completed / orders) * 10000) / 10000,
    avgCompleteHours:
      row?.hours === null || row?.hours === undefined ? null : Math.round(Math.max(0, row.hours) * 10) / 10,
    revenue: toYuan(row?.cents ?? 0),
  };
};

/**
 * GET /analysis/month-bar: orders created in each month of the current year (an enterprise user: theirs).
 * D44: GET /analysis/activity (工作空间: the caller's own latest steps, least data) and GET
 * /analysis/dataCentre (数据中心: orders, completion and revenue by day, province and enterprise).
 */
export function analysisRoutes({ db, now }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.analysis.monthBar, SIGNED_IN, (_input, { user }) => {
      const year = formatDay(now()).slice(0, 4);
      const rows = db
        .prepare(
          `SELECT CAST(substr(create_time, 6, 2) AS INTEGER) AS month, COUNT(*) AS total FROM work_order
           WHERE create_time >= ? AND create_time < ? ${user.enterpriseId === null ? '' : 'AND enterprise_id = ?'}
           GROUP BY month`,
        )
        .all(
          `${year}-01-01`,
          `${Number(year) + 1}-01-01`,
          ...(user.enterpriseId === null ? [] : [user.enterpriseId]),
        ) as {
        month: number;
        total: number;
      }[];
      return {
        data: Array.from({ length: 12 }, (_, index) => ({
          x: `${index + 1}月`,
          y: rows.find((row) => row.month === index + 1)?.total ?? 0,
        })),
      };
    }),
    route(contract.analysis.activity, button(CODES.workplaceView), (_input, { user }) => {
      if (!isStaff(user)) throw forbidden('「工作空间」');
      // The operation log names its author by login name (core/audit); index sys_oper_log_name_time.
      const rows = db
        .prepare(
          `SELECT oper_id AS operId, title, business_type AS businessType, status, oper_time AS operTime
           FROM sys_oper_log WHERE oper_name = ? ORDER BY oper_time DESC, oper_id DESC LIMIT ?`,
        )
        .all(user.loginName, ACTIVITY_LIMIT) as ActivityEntry[];
      return { data: rows };
    }),
    route(contract.analysis.dataCentre, button(CODES.dataCentreView), ({ query }, { user }) => {
      if (!isStaff(user)) throw forbidden('「数据中心」');
      const range = rangeOf(query, formatDay(now()));
      // Orders created in the range (index work_order_time); every figure is of these orders.
      const within = 'o.create_time >= ? AND o.create_time <= ?';
      const bounds = [`${range.beginDay} 00:00:00`, `${range.endDay} 23:59:59`];
      const totals = db.prepare(`SELECT ${FIGURES} FROM work_order o WHERE ${within}`).get(...bounds) as
        | FigureRow
        | undefined;
      const perDay = db
        .prepare(
          `SELECT substr(o.create_time, 1, 10) AS day, ${FIGURES} FROM work_order o WHERE ${within} GROUP BY day`,
        )
        .all(...bounds) as (FigureRow & { day: string })[];
      const byDay = new Map(perDay.map((row) => [row.day, row]));
      const groups = (sql: string): DataCentreGroup[] =>
        (db.prepare(sql).all(...bounds) as (FigureRow & { key: string | number; name: string | null })[]).map(
          (row) => ({ key: String(row.key), name: row.name ?? String(row.key), ...figuresOf(row) }),
        );
      return {
        data: {
          beginDay: range.beginDay,
          endDay: range.endDay,
          totals: figuresOf(totals),
          days: Array.from({ length: range.end - range.begin + 1 }, (_, index) => {
            const day = dayText(range.begin + index);
            const row = byDay.get(day);
            return {
              day,
              orders: row?.orders ?? 0,
              completed: row?.completed ?? 0,
              revenue: toYuan(row?.cents ?? 0),
            };
          }),
          provinces: groups(
            `SELECT o.province_code AS key, MAX(p.province_name) AS name, ${FIGURES}
             FROM work_order o LEFT JOIN bd_province p ON p.province_code = o.province_code
             WHERE ${within} GROUP BY o.province_code ORDER BY orders DESC, o.province_code`,
          ),
          enterprises: groups(
            `SELECT o.enterprise_id AS key, MAX(o.enterprise_name) AS name, ${FIGURES}
             FROM work_order o WHERE ${within} GROUP BY o.enterprise_id ORDER BY orders DESC, o.enterprise_id`,
          ),
        },
      };
    }),
  ];
}
