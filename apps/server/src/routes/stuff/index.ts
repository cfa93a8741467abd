import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { recordRoutes } from './records';
import { statusRoutes } from './status';

/** Every call of the `stuff` family (the live channel is a plugin: see live/). */
export function stuffRoutes(deps: RouteDeps): RouteDefinition[] {
  return [...statusRoutes(deps), ...recordRoutes(deps)];
}
