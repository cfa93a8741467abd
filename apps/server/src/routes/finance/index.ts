import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { enterpriseStatementRoutes } from './enterpriseStatement';
import { masterFinanceRoutes } from './masterFinance';
import { offlinePaymentRoutes } from './offlinePayment';
import { rechargeRoutes } from './recharge';
import { walletRoutes } from './wallet';

/** Every call of the `finance` family (the sandbox gateway's pages are a plugin: see sandbox.ts). */
export function financeRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...rechargeRoutes(deps),
    ...walletRoutes(deps),
    ...offlinePaymentRoutes(deps),
    ...masterFinanceRoutes(deps),
    ...enterpriseStatementRoutes(deps),
  ];
}
