import { contract } from '@onsite/api-client';
import type { ServerProcess } from '@onsite/domain';
import { button } from '../../auth/access';
import { CODES } from '../../core/codes';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/database';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';

const pragmaNumber = (db: Db, name: 'page_count' | 'page_size') => Number(db.pragma(name, { simple: true }));

/**
 * D39: 服务监控 — the running process as it is now, read at each call. Least data: the Node version,
 * uptime, memory, the database's size and the live channel's connections; never a path, the
 * environment, the configuration or a secret. Real clock, not the replaceable `now` of the routes:
 * it describes this process.
 */
export function processRoutes({ db, events }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.system.process.info, button(CODES.processView), () => {
      const memory = process.memoryUsage();
      const uptimeSeconds = Math.floor(process.uptime());
      const live = events.connections();
      const data: ServerProcess = {
        startedAt: formatTime(Date.now() - uptimeSeconds * 1000),
        uptimeSeconds,
        nodeVersion: process.version,
        memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
        databaseBytes: pragmaNumber(db, 'page_count') * pragmaNumber(db, 'page_size'),
        liveConnections: live.sockets,
        liveUsers: live.users,
      };
      return { data };
    }),
  ];
}
