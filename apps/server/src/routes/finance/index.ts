import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { acceptanceRoutes } from './acceptance';
import { agreementRoutes } from './agreement';
import { customerFinanceRoutes } from './customerFinance';
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
    // D55: customer expenses and list, the enterprise's acceptance of orders, the service agreement.
    ...customerFinanceRoutes(deps),
    ...acceptanceRoutes(deps),
    ...agreementRoutes(deps),
  ];
}
