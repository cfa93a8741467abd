import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { alertSettingsRoutes } from './alertSettings';
import { csRecordRoutes } from './csRecords';
import { deptRoutes } from './dept';
import { dictRoutes } from './dicts';
import { districtRoutes } from './district';
import { fileRoutes } from './files';
import { logRoutes } from './logs';
import { menuRoutes } from './menus';
import { preferencesRoutes } from './preferences';
import { processRoutes } from './process';
import { roleRoutes } from './roles';
import { sessionRoutes } from './session';
import { userRoutes } from './users';

/** Every call of the `system` family. */
export function systemRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...sessionRoutes(deps),
    ...userRoutes(deps),
    ...preferencesRoutes(deps),
    ...roleRoutes(deps),
    ...dictRoutes(deps),
    ...logRoutes(deps),
    ...deptRoutes(deps),
    ...districtRoutes(deps),
    ...processRoutes(deps),
    ...fileRoutes(deps),
    // D64: the menu tree, live-alert settings, customer-service records.
    ...menuRoutes(deps),
    ...alertSettingsRoutes(deps),
    ...csRecordRoutes(deps),
  ];
}
