import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { masterRoutes } from './masters';
import { teamRoutes } from './teams';

/** Every call of the `master` family (D38): masters with their profile, the blacklist, teams. */
export function masterFamilyRoutes(deps: RouteDeps): RouteDefinition[] {
  return [...masterRoutes(deps), ...teamRoutes(deps)];
}
