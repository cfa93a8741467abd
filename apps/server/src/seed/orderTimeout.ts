import { formatTime } from '../core/time';
import type { Db } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * D65: order timeouts of the demo. The first two enterprises get their own timeouts (a strict one and a lenient one:
 * hours to dispatch, to check in, to finish); the others follow the platform default (2, 24, 48 hours, migration
 * 0039). Seeded open orders older than these are overdue at once; the job `orderTimeout` alerts them on its first run.
 */
export function seedOrderTimeouts(db: Db, anchor: number): void {
  const enterprises = db
    .prepare('SELECT enterprise_id FROM ent_enterprise WHERE del_status = 0 ORDER BY enterprise_id LIMIT 2')
    .all() as { enterprise_id: number }[];
  const hours = [
    [1, 12, 24],
    [8, 72, 120],
  ] as const;
  const insert = db.prepare(
    `INSERT INTO ent_order_timeout (enterprise_id, dispatch_hours, arrival_hours, finish_hours, update_by, update_time)
     VALUES (?, ?, ?, ?, '王派单', ?)`,
  );
  enterprises.forEach((enterprise, index) => {
    const [dispatch, arrival, finish] = hours[index] ?? hours[0];
    insert.run(
      enterprise.enterprise_id,
      dispatch,
      arrival,
      finish,
      formatTime(anchor - (index + 3) * DAY_MS),
    );
  });
}
