import { describe, expect, it } from 'vitest';
import {
  canEditDemandRow,
  DEMAND_TYPES,
  isDemandEnabled,
  isDemandType,
  validateDemandContent,
} from './demands';

describe('demands (spec 001 §3–5)', () => {
  it('has the five requirement types in tab order', () => {
    expect(DEMAND_TYPES).toEqual([
      'create_order_demand',
      'dispatch_order_demand',
      'price_demand',
      'master_demand',
      'writeoff_demand',
    ]);
    expect(isDemandType('price_demand')).toBe(true);
    expect(isDemandType('other')).toBe(false);
    expect(isDemandType(1)).toBe(false);
  });

  it('is enabled for disabledFlag 0 only', () => {
    expect(isDemandEnabled(0)).toBe(true);
    expect(isDemandEnabled('0')).toBe(true);
    expect(isDemandEnabled(1)).toBe(false);
    expect(isDemandEnabled(undefined)).toBe(false);
  });

  it('refuses empty content', () => {
    expect(validateDemandContent('')).toBe('demand.contentRequired');
    expect(validateDemandContent('  ')).toBe('demand.contentRequired');
    expect(validateDemandContent(undefined)).toBe('demand.contentRequired');
    expect(validateDemandContent('上门前电话联系')).toBeNull();
  });

  it('lets only one row be edited at a time', () => {
    expect(canEditDemandRow(null, 5)).toBe(true);
    expect(canEditDemandRow(5, 5)).toBe(true);
    expect(canEditDemandRow('5', 5)).toBe(true);
    expect(canEditDemandRow(5, 6)).toBe(false);
  });
});
