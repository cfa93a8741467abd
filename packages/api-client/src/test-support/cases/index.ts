import type { Contract } from '../../contract';
import type { CasesOf } from '../runCases';
import { authCases } from './auth';
import { basicdataCases } from './basicdata';
import { analysisCases, backlogCases } from './dashboard';
import { dfsCases } from './dfs';
import { enterpriseCases } from './enterprise';
import { financeCases } from './finance';
import { masterCases } from './master';
import { orderCases } from './order';
import { stuffCases } from './stuff';
import { systemCases } from './system';

/**
 * A case for every call of the contract, family by family. The same cases run against the MSW
 * handlers (`src/contract/*.test.ts`) and against the reference server started in-process
 * (`apps/server/src/contract.test.ts`), so their ids are ones both the fixtures and the server's
 * seed hold; a case that needs a prepared state makes it through other calls (`prepare`).
 */
export const contractCases: CasesOf<Contract> = {
  auth: authCases,
  system: systemCases,
  stuff: stuffCases,
  order: orderCases,
  finance: financeCases,
  basicdata: basicdataCases,
  enterprise: enterpriseCases,
  dfs: dfsCases,
  backlog: backlogCases,
  analysis: analysisCases,
  master: masterCases,
};
