import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('system calls', () => {
  const target = useContractTarget();
  runCases('system', contract.system, target.client.system, contractCases.system, target);
});
