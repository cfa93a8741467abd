import type { RouteDefinition } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { appraisalRoutes } from './appraisals';
import { complaintAuthorityRoutes } from './complaintAuthority';
import { contractRoutes } from './contracts';
import { disbandRoutes } from './disband';
import { idCardRoutes } from './idCards';
import { labelRoutes } from './labels';
import { leaveRoutes } from './leave';
import { marginReturnRoutes } from './marginReturn';
import { masterRoutes } from './masters';
import { regionRoutes } from './regions';
import { scoreRoutes } from './score';
import { teamHeadRoutes } from './teamHeads';
import { teamRoleRoutes } from './teamRoles';
import { teamRoutes } from './teams';
import { trainingRoutes } from './training';

/**
 * Every call of the `master` family (D38): masters with their profile, the blacklist, teams; (D52) team roles,
 * team heads, disband requests and service regions.
 */
export function masterFamilyRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...masterRoutes(deps),
    ...teamRoutes(deps),
    ...teamRoleRoutes(deps),
    ...teamHeadRoutes(deps),
    ...disbandRoutes(deps),
    ...regionRoutes(deps),
    // D51: leave requests.
    ...leaveRoutes(deps),
    // D50: scores and the dispatchers' master search.
    ...scoreRoutes(deps),
    // D54: labels, contracts and ID card reviews.
    ...labelRoutes(deps),
    ...contractRoutes(deps),
    ...idCardRoutes(deps),
    // D57: the complaint handlers.
    ...complaintAuthorityRoutes(deps),
    // D57: deposit returns.
    ...marginReturnRoutes(deps),
    // D59: training, exam results and appraisals.
    ...trainingRoutes(deps),
    ...appraisalRoutes(deps),
  ];
}
