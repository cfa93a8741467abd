import { describe, expect, it } from 'vitest';
import {
  type CustomerOrderAction,
  customerOrderNext,
  validateBatchPlace,
  validateOrderRemoval,
} from './customerOrders';

describe('customerOrderNext (spec 000 §4.4)', () => {
  it('places and removes pending orders, restores removed ones', () => {
    expect(customerOrderNext(0, 'place')).toBe(1);
    expect(customerOrderNext(0, 'remove')).toBe(2);
    expect(customerOrderNext(2, 'restore')).toBe(0);
    expect(customerOrderNext('0', 'place')).toBe(1);
  });

  it('allows no other move', () => {
    expect(customerOrderNext(1, 'place')).toBeNull();
    expect(customerOrderNext(1, 'remove')).toBeNull();
    expect(customerOrderNext(1, 'restore')).toBeNull();
    expect(customerOrderNext(0, 'restore')).toBeNull();
    expect(customerOrderNext(2, 'place')).toBeNull();
    expect(customerOrderNext(2, 'remove')).toBeNull();
  });

  it('answers null for unknown statuses and actions', () => {
    expect(customerOrderNext(undefined, 'place')).toBeNull();
    expect(customerOrderNext(Number.NaN, 'place')).toBeNull();
    expect(customerOrderNext(0, 'delete' as CustomerOrderAction)).toBeNull();
  });
});

describe('validateOrderRemoval (spec 000 §5)', () => {
  it('requires a reason', () => {
    expect(validateOrderRemoval({})).toBe('removal.reasonRequired');
    expect(validateOrderRemoval({ deleteReason: '' })).toBe('removal.reasonRequired');
    expect(validateOrderRemoval(null)).toBe('removal.reasonRequired');
  });

  it('requires a remark for reason 3 only', () => {
    expect(validateOrderRemoval({ deleteReason: 3 })).toBe('removal.remarkRequired');
    expect(validateOrderRemoval({ deleteReason: '3', remark: '  ' })).toBe('removal.remarkRequired');
    expect(validateOrderRemoval({ deleteReason: 3, remark: '客户重复下单' })).toBeNull();
    expect(validateOrderRemoval({ deleteReason: 2 })).toBeNull();
    expect(validateOrderRemoval({ deleteReason: 0 })).toBeNull();
  });
});

describe('validateBatchPlace (spec 000 §5)', () => {
  it('needs at least one selected order', () => {
    expect(validateBatchPlace([])).toBe('customerOrders.selectionRequired');
    expect(validateBatchPlace(undefined)).toBe('customerOrders.selectionRequired');
    expect(validateBatchPlace([3])).toBeNull();
  });
});
