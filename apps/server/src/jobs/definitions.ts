import type { ServerConfig } from '../config';
import { alertOverdueOrders } from '../core/orderTimeout';
import { cancelExpiredTopups } from '../core/wallet';
import type { Db } from '../db/database';
import { cleanOrphanUploads } from '../enterprise/orphans';
import type { LiveEvents } from '../live/events';
import type { JobDefinition } from './scheduler';

/**
 * D43: the server's scheduled jobs (定时任务), each on a cron schedule in China time:
 * - `topupExpiry` every minute: cancels unpaid online top-ups older than `finance.topupExpiryMinutes`
 *   (spec 000 §4.3, 30 minutes by default); answers how many were cancelled;
 * - `orphanUploads` at minute 0 of every hour: removes uploads nothing refers to after a day and
 *   interrupted temp files (issue 14 §5); answers how many uploads were removed;
 * - `orderTimeout` every 5 minutes (D65): alerts once per order and stage on the live channel when an order is past
 *   its enterprise's timeout (订单超时); answers how many orders were alerted.
 * The live channel's own timers (authentication timeout, the session sweep) stay with its sockets.
 */
export function serverJobs(db: Db, config: ServerConfig, events: LiveEvents): JobDefinition[] {
  return [
    { name: 'topupExpiry', cron: '* * * * *', run: (at) => cancelExpiredTopups(db, at) },
    { name: 'orphanUploads', cron: '0 * * * *', run: (at) => cleanOrphanUploads(db, config.dataDir, at) },
    { name: 'orderTimeout', cron: '*/5 * * * *', run: (at) => alertOverdueOrders(db, events, at) },
  ];
}
