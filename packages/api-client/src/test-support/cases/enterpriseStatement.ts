import { expect } from 'vitest';
import type { enterpriseStatement } from '../../contract/enterpriseStatement';
import type { CasesOf } from '../runCases';

/** D48: enterprise monthly statements (as staff holding `finance:bill:list`). */
export const enterpriseStatementCases: CasesOf<typeof enterpriseStatement> = {
  enterpriseStatement: {
    list: {
      input: { month: '2024-06', pageNum: 1, pageSize: 10 },
      sends: 'GET /finance/enterpriseStatement/list?month=2024-06&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.month === '2024-06')).toBe(true),
    },
    export: {
      input: { month: '2024-06' },
      sends: 'GET /finance/enterpriseStatement/export?month=2024-06',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
};
