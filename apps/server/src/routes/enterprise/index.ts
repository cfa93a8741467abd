import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { brandAndQueryRoutes } from './brand';
import { contractRoutes } from './contract';
import { customInfoRoutes } from './customInfo';
import { demandRoutes } from './demand';
import { demandPicRoutes } from './demandPic';
import { enterpriseUserRoutes } from './enterpriseUsers';
import { guaranteeRoutes } from './guarantee';
import { managementReadRoutes } from './management';
import { managementWriteRoutes } from './managementWrite';
import { modelRoutes } from './model';
import { modelImportRoutes } from './modelImport';
import { modelLinkRoutes } from './modelLinks';
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
  ];
}
