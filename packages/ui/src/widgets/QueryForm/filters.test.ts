import { describe, expect, it } from 'vitest';
import { type FilterField, filterNamesOf, pickFilters, sameFilters } from './filters';

const FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'orderNo', label: '订单号' },
  { kind: 'select', name: 'status', label: '状态', options: [{ value: '1', label: '已支付' }] },
  { kind: 'dateRange', name: 'time', label: '时间', from: 'beginTime', to: 'endTime' },
];

describe('filters', () => {
  it('a date range owns its two names, other fields their own', () => {
    expect(FIELDS.map(filterNamesOf)).toEqual([['orderNo'], ['status'], ['beginTime', 'endTime']]);
  });

  it('keeps only the fields’ names, trims text and drops empty values', () => {
    expect(
      pickFilters(FIELDS, {
        orderNo: '  A1 ',
        status: '',
        beginTime: '2026-01-01',
        other: 'x',
        endTime: undefined,
      }),
    ).toEqual({ orderNo: 'A1', beginTime: '2026-01-01' });
  });

  it('turns numbers into text and ignores objects', () => {
    expect(pickFilters(FIELDS, { status: 1, orderNo: { a: 1 } })).toEqual({ status: '1' });
  });

  it('compares filter sets by their entries, not their order', () => {
    expect(sameFilters({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameFilters({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameFilters({ a: '1' }, { a: '2' })).toBe(false);
  });
});
