import { expect } from 'vitest';
import type { Contract } from '../../contract';
import type { CasesOf } from '../runCases';

export const backlogCases: CasesOf<Contract['backlog']> = {
  union: {
    count: {
      input: {},
      sends: 'GET /backlog/union/count',
      check: (count) => expect(count.total).toBe(count.items.reduce((sum, item) => sum + item.count, 0)),
    },
  },
};

export const analysisCases: CasesOf<Contract['analysis']> = {
  monthBar: { input: {}, sends: 'GET /analysis/month-bar', check: (bars) => expect(bars).toHaveLength(12) },
};
