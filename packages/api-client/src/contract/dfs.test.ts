import { describe, expect } from 'vitest';
import { useContractTarget } from '../test-support/contractTarget';
import { type CasesOf, runCases } from '../test-support/runCases';
import { type Contract, contract } from '.';

const cases: CasesOf<Contract['dfs']> = {
  upload: {
    input: { type: 'enterprise', file: new File(['png-bytes'], 'door.png', { type: 'image/png' }) },
    sends: 'POST /dfs/upload?type=enterprise',
    check: (result) => expect(result.pathfileName).toMatch(/door\.png$/),
  },
  uploadContract: {
    input: {
      type: 'EnterpriseContract',
      id: 1,
      file: new File(['%PDF-1.4'], '补充协议.pdf', { type: 'application/pdf' }),
    },
    sends: 'POST /dfs/uploadContract?type=EnterpriseContract&id=1',
    check: (created) => expect(created.enterpriseId).toBe(1),
  },
  download: {
    input: { fileName: 'contract/2024/ht-2024-001.pdf', token: 'fixture-token-0001' },
    sends: 'GET /dfs/download?fileName=contract/2024/ht-2024-001.pdf&token=fixture-token-0001',
    check: (file) => expect(file.fileName).toBe('ht-2024-001.pdf'),
  },
};

describe('dfs calls', () => {
  const target = useContractTarget();
  runCases('dfs', contract.dfs, target.client.dfs, cases, target);
});
