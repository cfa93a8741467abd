import { describe, expect, it } from 'vitest';
import { BILL_OPERATION_OPTIONS, billFilterOperType, billOperationLabel } from './billTypes';

describe('bill operation types (spec 000 §9, D6)', () => {
  it('keeps both labels of type 5 in the filter, each with its own id', () => {
    const fives = BILL_OPERATION_OPTIONS.filter((option) => option.operType === 5);
    expect(fives.map((option) => option.label)).toEqual(['bill.recycleRestore', 'bill.transferRestore']);
    expect(new Set(BILL_OPERATION_OPTIONS.map((option) => option.id)).size).toBe(
      BILL_OPERATION_OPTIONS.length,
    );
    expect(BILL_OPERATION_OPTIONS.map((option) => option.operType)).toEqual([0, 1, 2, 3, 4, 5, 5]);
  });

  it('filters by 5 for both restore options', () => {
    expect(billFilterOperType('recycleRestore')).toBe(5);
    expect(billFilterOperType('transferRestore')).toBe(5);
    expect(billFilterOperType('topUp')).toBe(0);
    expect(billFilterOperType('nope')).toBeNull();
    expect(billFilterOperType(undefined)).toBeNull();
  });

  it('labels rows 0–5, 5 as recycle restore, anything else unknown', () => {
    expect([0, 1, 2, 3, 4, 5].map(billOperationLabel)).toEqual([
      'bill.topUp',
      'bill.workOrder',
      'bill.recycleBin',
      'bill.modify',
      'bill.transfer',
      'bill.recycleRestore',
    ]);
    expect(billOperationLabel('4')).toBe('bill.transfer');
    expect(billOperationLabel(6)).toBe('bill.unknown');
    expect(billOperationLabel(null)).toBe('bill.unknown');
  });
});
