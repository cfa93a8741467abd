import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { dictRoutes } from './dicts';
import { logRoutes } from './logs';
import { roleRoutes } from './roles';
import { sessionRoutes } from './session';
import { userRoutes } from './users';

/** Every call of the `system` family. */
export function systemRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...sessionRoutes(deps),
    ...userRoutes(deps),
    ...roleRoutes(deps),
    ...dictRoutes(deps),
    ...logRoutes(deps),
  ];
}
