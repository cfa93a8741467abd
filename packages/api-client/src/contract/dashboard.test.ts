import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { type CasesOf, runCases } from '../test-support/runCases';
import { type Contract, contract } from '.';

const backlogCases: CasesOf<Contract['backlog']> = {
  union: {
    count: {
      input: {},
      sends: 'GET /backlog/union/count',
      check: (count) => expect(count.total).toBe(count.items.reduce((sum, item) => sum + item.count, 0)),
    },
  },
};

const analysisCases: CasesOf<Contract['analysis']> = {
  monthBar: { input: {}, sends: 'GET /analysis/month-bar', check: (bars) => expect(bars).toHaveLength(12) },
};

describe('backlog and analysis calls', () => {
  const target = useContractTarget();
  runCases('backlog', contract.backlog, target.client.backlog, backlogCases, target);
  runCases('analysis', contract.analysis, target.client.analysis, analysisCases, target);
});
