import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { LiveEvents } from '../live/events';

/**
 * What every family's route list is built from (`xxxRoutes(deps): RouteDefinition[]`): the
 * configuration, the database, the server clock (replaceable in tests: sessions, auto-cancel) and
 * the live-event bus (new customer order, reminder, customer-service request).
 */
export interface RouteDeps {
  config: ServerConfig;
  db: Db;
  /** Milliseconds since the epoch; tests move it. */
  now: () => number;
  events: LiveEvents;
}
