import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { brandAndQueryRoutes } from './brand';
import { contractRoutes } from './contract';
import { customInfoRoutes } from './customInfo';
import { demandRoutes } from './demand';
import { demandPicRoutes } from './demandPic';
import { enterpriseAccountRoutes } from './enterpriseAccount';
import { enterpriseRequestRoutes } from './enterpriseRequests';
import { enterpriseServiceRoutes } from './enterpriseService';
import { enterpriseUserRoutes } from './enterpriseUsers';
import { guaranteeRoutes } from './guarantee';
import { imageRoutes } from './images';
import { managementReadRoutes } from './management';
import { managementWriteRoutes } from './managementWrite';
import { modelRoutes } from './model';
import { modelImportRoutes } from './modelImport';
import { modelLinkRoutes } from './modelLinks';
import { orderTimeoutRoutes } from './orderTimeout';
import { partsRoutes } from './parts';
import { priceRoutes } from './price';
import { registrationCodeRoutes } from './registrationCode';
import { salesCatalogRoutes } from './salesCatalog';

/**
 * Every call of the contract's `enterprise` family: management, contract, price, model, brand,
 * guarantee, demand, demandPic, customInfo and query.
 */
export function enterpriseRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...managementReadRoutes(deps),
    ...managementWriteRoutes(deps),
    ...contractRoutes(deps),
    ...priceRoutes(deps),
    ...modelRoutes(deps),
    ...modelImportRoutes(deps),
    ...modelLinkRoutes(deps),
    ...brandAndQueryRoutes(deps),
    ...guaranteeRoutes(deps),
    ...demandRoutes(deps),
    ...demandPicRoutes(deps),
    ...customInfoRoutes(deps),
    ...enterpriseUserRoutes(deps),
    // D56: staff's registration codes.
    ...registrationCodeRoutes(deps),
    // D53: shops, suppliers, channels and order sources.
    ...salesCatalogRoutes(deps),
    // D62: an enterprise's blacklist, problem list and customer database.
    ...enterpriseServiceRoutes(deps),
    // D62: staff's view of every enterprise's sign-in accounts.
    ...enterpriseAccountRoutes(deps),
    // D63: district prices, deductions and the enterprise requests of the approval model.
    ...enterpriseRequestRoutes(deps),
    // D61: accessories, commodities, stock parts, storage records and parts orders.
    ...partsRoutes(deps),
    // D65: order timeouts per enterprise and the overdue orders.
    ...orderTimeoutRoutes(deps),
    // D66: an enterprise's pictures (图片管理).
    ...imageRoutes(deps),
  ];
}
