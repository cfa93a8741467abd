import { describe } from 'vitest';
import { contractCases } from '../test-support/cases';
import { useContractTarget } from '../test-support/contractTarget';
import { runCases } from '../test-support/runCases';
import { contract } from '.';

describe('auth calls', () => {
  const target = useContractTarget();
  runCases('auth', contract.auth, target.client.auth, contractCases.auth, target);
});
