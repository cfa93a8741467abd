import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('master calls (D38)', () => {
  const target = useContractTarget();
  runCases('master', contract.master, target.client.master, contractCases.master, target);
});
