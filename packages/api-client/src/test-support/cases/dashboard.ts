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
  activity: {
    input: {},
    sends: 'GET /analysis/activity',
    check: (rows) => expect(Array.isArray(rows)).toBe(true),
  },
  dataCentre: {
    input: { beginDay: '2024-06-01', endDay: '2024-06-07' },
    sends: 'GET /analysis/dataCentre?beginDay=2024-06-01&endDay=2024-06-07',
    check: (figures) => {
      expect(figures.days).toHaveLength(7);
      expect(figures.totals.orders).toBe(figures.days.reduce((sum, day) => sum + day.orders, 0));
    },
  },
  // D64: 监控页.
  monitor: {
    input: {},
    sends: 'GET /analysis/monitor',
    check: (figures) => {
      expect(figures.inService.every((order) => order.orderStatus === 'inService')).toBe(true);
      expect(figures.overdue.every((order) => order.overdueMinutes > 0)).toBe(true);
    },
  },
};
