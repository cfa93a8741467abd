import { describe } from 'vitest';
import { contractCases } from '../../test-support/cases';
import { useContractTarget } from '../../test-support/contractTarget';
import { runCases } from '../../test-support/runCases';
import { contract } from '..';

describe('enterprise calls', () => {
  const target = useContractTarget();
  runCases('enterprise', contract.enterprise, target.client.enterprise, contractCases.enterprise, target);
});
