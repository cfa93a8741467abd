import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('order calls', () => {
  const target = useContractTarget();
  runCases('order', contract.order, target.client.order, contractCases.order, target);
});
