import type { FastifyInstance } from 'fastify';
import { passwordGate } from './auth/passwordGate';
import type { ServerConfig } from './config';
import { audited } from './core/audit';
import { cancelExpiredTopups } from './core/wallet';
import type { Db } from './db/database';
import { cleanOrphanUploads, ORPHAN_SWEEP_INTERVAL_MS } from './enterprise/orphans';
import type { RouteDefinition } from './http/routes';
import { liveChannel } from './live/channel';
import { createLiveEvents, type LiveEvents } from './live/events';
import { startSimulation } from './live/simulate';
import { analysisRoutes } from './routes/analysis';
import { authRoutes } from './routes/auth';
import { backlogRoutes } from './routes/backlog';
import { basicdataRoutes } from './routes/basicdata';
import type { RouteDeps } from './routes/deps';
import { dfsRoutes } from './routes/dfs';
import { enterpriseRoutes } from './routes/enterprise/index';
import { financeRoutes } from './routes/finance/index';
import { sandboxGateway } from './routes/finance/sandbox';
import { masterFamilyRoutes } from './routes/master/index';
import { orderFamilyRoutes } from './routes/order/index';
import { stuffRoutes } from './routes/stuff/index';
import { systemRoutes } from './routes/system/index';

/** How often the timer cancels unpaid online top-ups past their 30 minutes (spec 000 §4.3). */
export const TOPUP_SWEEP_INTERVAL_MS = 60_000;

export interface ServicesOptions {
  config: ServerConfig;
  db: Db;
  /** The server clock; tests move it (sessions, the 30-minute auto-cancel). */
  now?: () => number;
}

export interface Services {
  /** Every call of the contract, each once, wrapped by the operation log where it changes state. */
  routes: RouteDefinition[];
  /** Plugins under `/api`: the live channel and the sandbox payment gateway. */
  plugins: ((api: FastifyInstance) => Promise<void>)[];
  /** The live-event bus (tests and the simulation publish on it). */
  events: LiveEvents;
  deps: RouteDeps;
  /** Starts the timers: the top-up sweep and, when configured, the demo events. */
  start(): void;
  /** Stops the timers. */
  stop(): void;
}

/** Composes every family's routes and the background work of the server. */
export function createServices({ config, db, now = Date.now }: ServicesOptions): Services {
  const events = createLiveEvents();
  const deps: RouteDeps = { config, db, now, events };
  const routes = [
    ...authRoutes(deps),
    ...systemRoutes(deps),
    ...stuffRoutes(deps),
    ...orderFamilyRoutes(deps),
    ...financeRoutes(deps),
    ...basicdataRoutes(deps),
    ...enterpriseRoutes(deps),
    ...dfsRoutes(deps),
    ...backlogRoutes(deps),
    ...analysisRoutes(deps),
    ...masterFamilyRoutes(deps),
  ].map((route) => audited(passwordGate(route), db, now));
  const stops: (() => void)[] = [];
  return {
    routes,
    plugins: [liveChannel(deps), sandboxGateway(deps)],
    events,
    deps,
    start() {
      if (stops.length > 0) return;
      cancelExpiredTopups(db, now());
      const sweep = setInterval(() => cancelExpiredTopups(db, now()), TOPUP_SWEEP_INTERVAL_MS);
      sweep.unref();
      stops.push(() => clearInterval(sweep));
      // The same timer mechanism removes uploads nothing refers to after a day (issue 14 §5).
      const orphans = setInterval(
        () => cleanOrphanUploads(db, config.dataDir, now()),
        ORPHAN_SWEEP_INTERVAL_MS,
      );
      orphans.unref();
      stops.push(() => clearInterval(orphans));
      if (config.simulate) stops.push(startSimulation(deps));
    },
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
