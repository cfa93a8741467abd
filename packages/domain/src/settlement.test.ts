import { describe, expect, it } from 'vitest';
import { applySettlementType, isReturnMoneyTypeEnabled, returnDayOptions } from './settlement';

const week = [1, 2, 3, 4, 5, 6, 7];
const month = Array.from({ length: 28 }, (_, index) => index + 1);

describe('isReturnMoneyTypeEnabled (spec 001 §4)', () => {
  it('enables the return-money type for settlement 1 and 2 only', () => {
    expect(isReturnMoneyTypeEnabled(1)).toBe(true);
    expect(isReturnMoneyTypeEnabled(2)).toBe(true);
    expect(isReturnMoneyTypeEnabled('2')).toBe(true);
    expect(isReturnMoneyTypeEnabled(0)).toBe(false);
    expect(isReturnMoneyTypeEnabled(3)).toBe(false);
    expect(isReturnMoneyTypeEnabled(undefined)).toBe(false);
    expect(isReturnMoneyTypeEnabled(Number.NaN)).toBe(false);
  });
});

describe('returnDayOptions (spec 001 §4)', () => {
  it('gives days 1–7 weekly and 1–28 monthly for return type 0', () => {
    expect(returnDayOptions(1, 0)).toEqual(week);
    expect(returnDayOptions(2, 0)).toEqual(month);
    expect(returnDayOptions('1', '0')).toEqual(week);
  });

  it('gives 3, 7, 15 and 30 working days for return type 1', () => {
    expect(returnDayOptions(1, 1)).toEqual([3, 7, 15, 30]);
    expect(returnDayOptions(2, '1')).toEqual([3, 7, 15, 30]);
  });

  it('gives nothing for other combinations and bad values', () => {
    expect(returnDayOptions(3, 0)).toEqual([]);
    expect(returnDayOptions(3, 1)).toEqual([]);
    expect(returnDayOptions(1, 2)).toEqual([]);
    expect(returnDayOptions(1, undefined)).toEqual([]);
    expect(returnDayOptions(null, null)).toEqual([]);
    expect(returnDayOptions('weekly', 0)).toEqual([]);
  });

  it('returns a new list each time, so a caller cannot change the rule', () => {
    const first = returnDayOptions(1, 1);
    first.push(99);
    expect(returnDayOptions(1, 1)).toEqual([3, 7, 15, 30]);
  });
});

describe('applySettlementType (spec 001 §4)', () => {
  const form = {
    enterpriseName: '某企业',
    enterpriseSettlementType: 2,
    returnedMoneyType: 0,
    returnedMoneyDate: 20,
  };

  it('clears return type and date when the new type takes no return money', () => {
    expect(applySettlementType(form, 3)).toEqual({
      enterpriseName: '某企业',
      enterpriseSettlementType: 3,
      returnedMoneyType: undefined,
      returnedMoneyDate: undefined,
    });
  });

  it('keeps a date that the new type still offers', () => {
    expect(applySettlementType({ ...form, returnedMoneyDate: 5 }, 1)).toEqual({
      ...form,
      enterpriseSettlementType: 1,
      returnedMoneyDate: 5,
    });
  });

  it('clears a date that the new type does not offer', () => {
    expect(applySettlementType(form, 1)).toEqual({
      ...form,
      enterpriseSettlementType: 1,
      returnedMoneyDate: undefined,
    });
  });

  it('keeps after-invoice days from weekly to monthly', () => {
    const afterInvoice = { ...form, returnedMoneyType: 1, returnedMoneyDate: 15 };
    expect(applySettlementType(afterInvoice, 1)).toEqual({ ...afterInvoice, enterpriseSettlementType: 1 });
  });

  it('does not change the form it is given', () => {
    const copy = { ...form };
    applySettlementType(form, 3);
    expect(form).toEqual(copy);
  });

  it('answers with a form for a missing form', () => {
    expect(applySettlementType(undefined as unknown as typeof form, 1)).toEqual({
      enterpriseSettlementType: 1,
    });
  });
});
