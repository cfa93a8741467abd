import { describe, expect, it } from 'vitest';
import { TOPUP_PAY_TIMEOUT_MS } from './constants';
import {
  canPayRecharge,
  isPayType,
  OFFLINE_STATE_STATUS,
  offlineTopupState,
  rechargeStatusKey,
  type TopupStep,
  topupPayRemainingMs,
  topupStepError,
} from './topup';

describe('topupStepError (spec 000 §4.3, §5)', () => {
  it('needs a non-zero amount to leave step 0', () => {
    expect(topupStepError(0, { amount: 200 })).toBeNull();
    expect(topupStepError(0, { amount: '0.01' })).toBeNull();
    expect(topupStepError(0, { amount: 0 })).toBe('topup.amountRequired');
    expect(topupStepError(0, { amount: -5 })).toBe('topup.amountRequired');
    expect(topupStepError(0, { amount: '' })).toBe('topup.amountRequired');
    expect(topupStepError(0, { amount: Number.NaN })).toBe('topup.amountRequired');
    expect(topupStepError(0, {})).toBe('topup.amountRequired');
  });

  it('needs a pay type (1 or 2) to leave step 1', () => {
    expect(topupStepError(1, { amount: 200, payType: 2 })).toBeNull();
    expect(topupStepError(1, { amount: 200, payType: '1' })).toBeNull();
    expect(topupStepError(1, { amount: 200 })).toBe('topup.payTypeRequired');
    expect(topupStepError(1, { amount: 200, payType: 3 })).toBe('topup.payTypeRequired');
    expect(topupStepError(1, { amount: 0, payType: 2 })).toBe('topup.amountRequired');
  });

  it('checks nothing on the last step or an unknown one', () => {
    expect(topupStepError(2, {})).toBeNull();
    expect(topupStepError(7 as TopupStep, {})).toBeNull();
    expect(topupStepError(0, null)).toBe('topup.amountRequired');
  });
});

describe('recharge records (spec 000 §4.3)', () => {
  it('offers Pay only for unpaid online records', () => {
    expect(canPayRecharge({ status: 2, payType: 2 })).toBe(true);
    expect(canPayRecharge({ status: '2', payType: '2' })).toBe(true);
    expect(canPayRecharge({ status: 2, payType: 1 })).toBe(false);
    expect(canPayRecharge({ status: 1, payType: 2 })).toBe(false);
    expect(canPayRecharge({ status: 3, payType: 2 })).toBe(false);
    expect(canPayRecharge(null)).toBe(false);
  });

  it('labels statuses 1, 2, 3 and anything else', () => {
    expect(rechargeStatusKey(1)).toBe('recharge.paid');
    expect(rechargeStatusKey('2')).toBe('recharge.unpaid');
    expect(rechargeStatusKey(3)).toBe('recharge.cancelled');
    expect(rechargeStatusKey(0)).toBe('recharge.unknown');
    expect(rechargeStatusKey(undefined)).toBe('recharge.unknown');
  });

  it('knows the two pay types', () => {
    expect([1, 2, '2'].map(isPayType)).toEqual([true, true, true]);
    expect([0, 3, null, 'x'].map(isPayType)).toEqual([false, false, false, false]);
  });

  it('leaves 30 minutes to pay online, then none', () => {
    expect(topupPayRemainingMs(1_000, 1_000)).toBe(TOPUP_PAY_TIMEOUT_MS);
    expect(topupPayRemainingMs(0, TOPUP_PAY_TIMEOUT_MS - 1)).toBe(1);
    expect(topupPayRemainingMs(0, TOPUP_PAY_TIMEOUT_MS + 1)).toBe(0);
    expect(topupPayRemainingMs(Number.NaN, 0)).toBe(0);
  });
});

describe('offlineTopupState (D35)', () => {
  it("reads an offline transfer's review from its recharge status, and back", () => {
    expect(offlineTopupState(2)).toBe('unpaid');
    expect(offlineTopupState(1)).toBe('confirmed');
    expect(offlineTopupState(3)).toBe('rejected');
    expect(offlineTopupState('x')).toBe('unpaid');
    for (const state of ['unpaid', 'confirmed', 'rejected'] as const)
      expect(offlineTopupState(OFFLINE_STATE_STATUS[state])).toBe(state);
  });
});
