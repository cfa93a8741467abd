import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('stuff calls', () => {
  const target = useContractTarget();
  runCases('stuff', contract.stuff, target.client.stuff, contractCases.stuff, target);
});
