import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('finance calls', () => {
  const target = useContractTarget();
  runCases('finance', contract.finance, target.client.finance, contractCases.finance, target);
});
