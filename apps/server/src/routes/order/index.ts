import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { approvalRoutes } from './approvals';
import { customerOrderRoutes } from './customer';
import { customerExportRoutes } from './customerExport';
import { holdRoutes } from './holds';
import { lifecycleRoutes } from './lifecycle';
import { orderActionRoutes } from './orderActions';
import { orderRoutes } from './orders';
import { reminderRoutes } from './reminders';
import { sidePathRoutes } from './sidePaths';

/** Every call of the `order` family. */
export function orderFamilyRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...customerOrderRoutes(deps),
    ...customerExportRoutes(deps),
    ...orderRoutes(deps),
    ...orderActionRoutes(deps),
    ...holdRoutes(deps),
    ...lifecycleRoutes(deps),
    ...approvalRoutes(deps),
    ...reminderRoutes(deps),
    ...sidePathRoutes(deps),
  ];
}
