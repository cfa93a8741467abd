import { expect } from 'vitest';
import type { orderTimeout } from '../../contract/enterprise/orderTimeout';
import { AS_INPUT, type CasesOf } from '../runCases';

/** D65: order timeouts and overdue orders, as the administrator (enterprise 2 has its own timeouts, seeded). */
export const orderTimeoutCases: CasesOf<typeof orderTimeout> = {
  list: {
    input: { custom: true, pageNum: 1, pageSize: 10 },
    sends: 'GET /enterprise/orderTimeout/list?custom=true&pageNum=1&pageSize=10',
    check: (page) => {
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.rows.every((row) => row.custom)).toBe(true);
    },
  },
  getDefault: {
    input: {},
    sends: 'GET /enterprise/orderTimeout/default',
    check: (data) => expect(data.dispatchHours).toBeGreaterThan(0),
  },
  editDefault: {
    input: { dispatchHours: 2, arrivalHours: 24, finishHours: 48 },
    sends: 'POST /enterprise/orderTimeout/editDefault',
    body: AS_INPUT,
    check: (data) => expect(data).toMatchObject({ dispatchHours: 2, arrivalHours: 24, finishHours: 48 }),
  },
  edit: {
    input: { enterpriseId: 1, dispatchHours: 3, arrivalHours: 12, finishHours: 24 },
    sends: 'POST /enterprise/orderTimeout/edit',
    body: AS_INPUT,
    check: (row) => expect(row).toMatchObject({ enterpriseId: 1, dispatchHours: 3, custom: true }),
  },
  reset: {
    input: { enterpriseId: 2 },
    sends: 'POST /enterprise/orderTimeout/reset',
    body: AS_INPUT,
  },
  overdue: {
    input: { stage: 'dispatch', pageNum: 1, pageSize: 10 },
    sends: 'GET /enterprise/orderTimeout/overdue?stage=dispatch&pageNum=1&pageSize=10',
    check: (page) =>
      expect(page.rows.every((row) => row.stage === 'dispatch' && row.overdueMinutes > 0)).toBe(true),
  },
};
