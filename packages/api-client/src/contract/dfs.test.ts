import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('dfs calls', () => {
  const target = useContractTarget();
  runCases('dfs', contract.dfs, target.client.dfs, contractCases.dfs, target);
});
