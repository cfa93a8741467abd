import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { approvalModelRoutes } from './approvalModel';
import { approvalRoutes } from './approvals';
import { complaintRoutes } from './complaints';
import { customerOrderRoutes } from './customer';
import { customerBusinessRoutes } from './customerBusiness';
import { customerExportRoutes } from './customerExport';
import { feedbackRoutes } from './feedback';
import { holdRoutes } from './holds';
import { lifecycleRoutes } from './lifecycle';
import { moneyReviewRoutes } from './moneyReview';
import { orderActionRoutes } from './orderActions';
import { orderRoutes } from './orders';
import { reminderRoutes } from './reminders';
import { sidePathRoutes } from './sidePaths';
import { thirdOrderRoutes } from './thirdOrders';

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
    ...approvalModelRoutes(deps),
    ...reminderRoutes(deps),
    ...sidePathRoutes(deps),
    // D50: customer ratings of finished orders.
    ...feedbackRoutes(deps),
    // D57: complaints against an order and its master.
    ...complaintRoutes(deps),
    // D58: third-party orders (import) and the money review before settlement.
    ...thirdOrderRoutes(deps),
    ...moneyReviewRoutes(deps),
    // D60: end customers (客户信息订单) and business opportunities (业务列表).
    ...customerBusinessRoutes(deps),
  ];
}
