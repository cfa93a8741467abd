import type { FastifyInstance } from 'fastify';
import { passwordGate } from './auth/passwordGate';
import type { ServerConfig } from './config';
import { audited } from './core/audit';
import type { Db } from './db/database';
import type { RouteDefinition } from './http/routes';
import { serverJobs } from './jobs/definitions';
import { createScheduler, type JobDefinition, type Scheduler } from './jobs/scheduler';
import { liveChannel } from './live/channel';
import { createLiveEvents, type LiveEvents } from './live/events';
import { startSimulation } from './live/simulate';
import { analysisRoutes } from './routes/analysis';
import { authRoutes } from './routes/auth';
import { backlogRoutes } from './routes/backlog';
import { basicdataRoutes } from './routes/basicdata';
import { bindingRoutes, weChatSandbox } from './routes/binding';
import type { RouteDeps } from './routes/deps';
import { dfsRoutes } from './routes/dfs';
import { enterpriseRoutes } from './routes/enterprise/index';
import { financeRoutes } from './routes/finance/index';
import { sandboxGateway } from './routes/finance/sandbox';
import { masterFamilyRoutes } from './routes/master/index';
import { monitorRoutes } from './routes/monitor';
import { orderFamilyRoutes } from './routes/order/index';
import { stuffRoutes } from './routes/stuff/index';
import { configRoutes } from './routes/system/config';
import { systemRoutes } from './routes/system/index';
import { jobRoutes } from './routes/system/jobs';

export interface ServicesOptions {
  config: ServerConfig;
  db: Db;
  /** The server clock; tests move it (sessions, the 30-minute auto-cancel). */
  now?: () => number;
  /** The scheduled jobs (D43); the server's own (`jobs/definitions.ts`) unless a test gives others. */
  jobs?: JobDefinition[];
}

export interface Services {
  /** Every call of the contract, each once, wrapped by the operation log where it changes state. */
  routes: RouteDefinition[];
  /** Plugins under `/api`: the live channel and the sandbox payment gateway. */
  plugins: ((api: FastifyInstance) => Promise<void>)[];
  /** The live-event bus (tests and the simulation publish on it). */
  events: LiveEvents;
  deps: RouteDeps;
  /** The scheduled jobs (D43): the top-up expiry and the orphan upload clean-up, on croner. */
  scheduler: Scheduler;
  /** Starts the scheduler and, when configured, the demo events. */
  start(): void;
  /** Stops the scheduler and the demo events. */
  stop(): void;
}

/** Composes every family's routes and the background work of the server. */
export function createServices({ config, db, now = Date.now, jobs }: ServicesOptions): Services {
  const events = createLiveEvents();
  const deps: RouteDeps = { config, db, now, events };
  const scheduler = createScheduler({ db, now, jobs: jobs ?? serverJobs(db, config, events) });
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
    // D64: 监控页.
    ...monitorRoutes(deps),
    // D64: 账号绑定.
    ...bindingRoutes(deps),
    ...masterFamilyRoutes(deps),
    ...jobRoutes(scheduler),
    ...configRoutes(deps),
  ].map((route) => audited(passwordGate(route), db, now));
  const stops: (() => void)[] = [];
  return {
    routes,
    // D64: the sandbox WeChat gateway of 账号绑定.
    plugins: [liveChannel(deps), sandboxGateway(deps), weChatSandbox(deps)],
    events,
    deps,
    scheduler,
    start() {
      if (stops.length > 0) return;
      // D43: the top-up expiry (every minute) and the orphan upload clean-up (hourly) on croner.
      scheduler.start();
      stops.push(() => scheduler.stop());
      if (config.simulate) stops.push(startSimulation(deps));
    },
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
