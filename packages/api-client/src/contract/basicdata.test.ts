import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('basicdata calls', () => {
  const target = useContractTarget();
  runCases('basicdata', contract.basicdata, target.client.basicdata, contractCases.basicdata, target);
});
