import { describe, expect, it } from 'vitest';
import { APPROVAL_CODES, approvalTotal, canRequestApproval } from './entities/approval';
import { BUTTON_CODES } from './permissions';

describe('approvals (D34)', () => {
  it('takes a request only on an accepted or in-service order that is not held', () => {
    expect(canRequestApproval({ orderStatus: 'accepted' })).toBe(true);
    expect(canRequestApproval({ orderStatus: 'inService' })).toBe(true);
    expect(canRequestApproval({ orderStatus: 'inService', held: true })).toBe(false);
    for (const orderStatus of ['toDispatch', 'dispatched', 'completed', 'verified', 'settled', 'cancelled'])
      expect(canRequestApproval({ orderStatus }), orderStatus).toBe(false);
  });

  it('adds the increase, or the part price × quantity, to the fen', () => {
    expect(approvalTotal({ approvalType: 'increase', amount: 66.6, quantity: null })).toBe(66.6);
    expect(approvalTotal({ approvalType: 'accessories', amount: 35.55, quantity: 3 })).toBe(106.65);
  });

  it('names a grantable code for the approver of each type', () => {
    expect(Object.values(APPROVAL_CODES).every((code) => Object.values(BUTTON_CODES).includes(code))).toBe(
      true,
    );
  });
});
