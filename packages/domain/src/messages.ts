import { BILL_MESSAGES } from './billTypes';
import { CUSTOMER_ORDER_MESSAGES, REMOVAL_MESSAGES } from './customerOrders';
import { DEMAND_MESSAGES } from './demands';
import { ENTERPRISE_MESSAGES } from './enterpriseForm';
import { BARCODE_MESSAGES } from './enterpriseSettings';
import { GREETING_MESSAGES } from './greeting';
import { NOTIFICATION_MESSAGES } from './notifications';
import { ADDRESS_MESSAGES } from './returnAddresses';
import { TABS_MESSAGES } from './tabs';
import { RECHARGE_STATUS_MESSAGES, TOPUP_MESSAGES } from './topup';
import { SESSION_MESSAGES } from './user';
import { CONTRACT_FILE_MESSAGES, PASSWORD_MESSAGES } from './validation';

/**
 * Every message key the domain can return. The ui's catalogues map each to its text (the spec's
 * Chinese text in zh-CN) and test that none is missing.
 */
export const DOMAIN_MESSAGE_KEYS = [
  ...GREETING_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...CONTRACT_FILE_MESSAGES,
  ...ADDRESS_MESSAGES,
  ...BARCODE_MESSAGES,
  ...ENTERPRISE_MESSAGES,
  ...DEMAND_MESSAGES,
  ...TOPUP_MESSAGES,
  ...RECHARGE_STATUS_MESSAGES,
  ...REMOVAL_MESSAGES,
  ...CUSTOMER_ORDER_MESSAGES,
  ...TABS_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...BILL_MESSAGES,
  ...SESSION_MESSAGES,
] as const;
export type DomainMessageKey = (typeof DOMAIN_MESSAGE_KEYS)[number];

export function isDomainMessageKey(value: unknown): value is DomainMessageKey {
  return typeof value === 'string' && (DOMAIN_MESSAGE_KEYS as readonly string[]).includes(value);
}
