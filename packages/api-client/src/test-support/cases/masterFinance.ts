import { expect } from 'vitest';
import type { masterFinance } from '../../contract/masterFinance';
import { AS_INPUT, type CasesOf } from '../runCases';

/** D42: master bills, statements and deposits (as staff holding the finance codes). */
export const masterFinanceCases: CasesOf<typeof masterFinance> = {
  masterBill: {
    list: {
      input: { masterId: 1, pageNum: 1, pageSize: 10 },
      sends: 'GET /finance/masterBill/list?masterId=1&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((line) => line.masterId === 1)).toBe(true),
    },
    export: {
      input: { masterId: 1 },
      sends: 'GET /finance/masterBill/export?masterId=1',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
  masterStatement: {
    list: {
      input: { month: '2024-06', pageNum: 1, pageSize: 10 },
      sends: 'GET /finance/masterStatement/list?month=2024-06&pageNum=1&pageSize=10',
      check: (page) => expect(page.rows.every((row) => row.month === '2024-06')).toBe(true),
    },
    export: {
      input: { month: '2024-06' },
      sends: 'GET /finance/masterStatement/export?month=2024-06',
      check: (file) => expect(file.fileName).toMatch(/\.xlsx$/),
    },
  },
  masterDeposit: {
    list: {
      input: { masterName: '郭' },
      sends: 'GET /finance/masterDeposit/list?masterName=郭',
      check: (page) => expect(page.rows.every((row) => row.masterName.includes('郭'))).toBe(true),
    },
    movements: {
      input: { masterId: 1, moveType: 'payIn' },
      sends: 'GET /finance/masterDeposit/movements?masterId=1&moveType=payIn',
      check: (page) => expect(page.rows.every((row) => row.moveType === 'payIn')).toBe(true),
    },
    move: {
      input: { masterId: 2, moveType: 'payIn', amount: 100, reason: '补缴保证金' },
      sends: 'POST /finance/masterDeposit/move',
      body: AS_INPUT,
      check: (deposit) => expect(deposit.masterId).toBe(2),
    },
  },
};
