import { describe, expect, it } from 'vitest';
import { billOperationLabel } from './billTypes';
import { validateBatchPlace, validateOrderRemoval } from './customerOrders';
import { validateDemandContent } from './demands';
import { validateEnterpriseNames } from './enterpriseForm';
import { validateBarcodeSetting } from './enterpriseSettings';
import { GREETING_PERIODS, greetingMessageKey } from './greeting';
import { DOMAIN_MESSAGE_KEYS, isDomainMessageKey } from './messages';
import { notificationBehaviour } from './notifications';
import { validateReturnAddresses } from './returnAddresses';
import { closeTabs } from './tabs';
import { rechargeStatusKey, topupStepError } from './topup';
import { userInfoError } from './user';
import { contractFileError, validateChangePassword } from './validation';

describe('DOMAIN_MESSAGE_KEYS', () => {
  it('lists each key once, every key namespaced', () => {
    expect(new Set(DOMAIN_MESSAGE_KEYS).size).toBe(DOMAIN_MESSAGE_KEYS.length);
    for (const key of DOMAIN_MESSAGE_KEYS) expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('holds every message the rules actually return', () => {
    const reminder = notificationBehaviour({ type: 3, orderId: 1 });
    const produced = [
      ...GREETING_PERIODS.map(greetingMessageKey),
      validateChangePassword({}),
      validateChangePassword({ oldPassword: 'x' }),
      validateChangePassword({ oldPassword: 'x', newPassword: 'short' }),
      validateChangePassword({ oldPassword: 'x', newPassword: 'abcd123!' }),
      validateChangePassword({ oldPassword: 'x', newPassword: 'abcd123!', confirmPassword: 'other' }),
      contractFileError('a.txt'),
      validateReturnAddresses([{ contact: 'a' }]),
      validateReturnAddresses([{ contact: 'a', phoneNumber: '1', address: 'b' }]),
      validateBarcodeSetting({ serialNoFlag: 1 }),
      validateBarcodeSetting({ serialDiagram: 'a,b,c,d' }),
      validateEnterpriseNames({}),
      validateEnterpriseNames({ enterpriseName: 'a' }),
      validateDemandContent(''),
      topupStepError(0, {}),
      topupStepError(1, { amount: 1 }),
      ...[1, 2, 3, 0].map(rechargeStatusKey),
      validateOrderRemoval({}),
      validateOrderRemoval({ deleteReason: 3 }),
      validateBatchPlace([]),
      closeTabs({ tabs: [{ key: 'a' }], activeKey: 'a' }, 'current').message,
      closeTabs({ tabs: [{ key: 'a' }], activeKey: 'a' }, 'left').message,
      closeTabs({ tabs: [{ key: 'a' }], activeKey: 'a' }, 'right').message,
      reminder.kind === 'reminder' ? reminder.action.later.label : null,
      reminder.kind === 'reminder' ? reminder.action.now.label : null,
      ...[0, 1, 2, 3, 4, 5, 9].map(billOperationLabel),
      'bill.transferRestore',
      userInfoError(null),
    ];
    for (const key of produced) expect(isDomainMessageKey(key), String(key)).toBe(true);
    expect(new Set(produced)).toEqual(new Set(DOMAIN_MESSAGE_KEYS));
  });

  it('tells message keys from other values', () => {
    expect(isDomainMessageKey('tabs.lastTab')).toBe(true);
    expect(isDomainMessageKey('tabs.other')).toBe(false);
    expect(isDomainMessageKey(3)).toBe(false);
  });
});
