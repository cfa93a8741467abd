import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('backlog and analysis calls', () => {
  const target = useContractTarget();
  runCases('backlog', contract.backlog, target.client.backlog, contractCases.backlog, target);
  runCases('analysis', contract.analysis, target.client.analysis, contractCases.analysis, target);
});
