import { contract } from '@onsite/api-client';
import { SIGNED_IN } from '../auth/access';
import { formatDay } from '../core/time';
import { type RouteDefinition, route } from '../http/routes';
import type { RouteDeps } from './deps';

/** GET /analysis/month-bar: orders created in each month of the current year (an enterprise user: theirs). */
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
  ];
}
