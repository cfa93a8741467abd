import { type CodeInput, isRecord, toFiniteNumber, toInteger } from './coerce';
import { TOPUP_PAY_TIMEOUT_MS } from './constants';
import { remainingMs } from './countdown';

/** Wizard steps (spec 000 §4.3): 0 fill in the amount, 1 confirm and pay, 2 done. */
export const TOPUP_STEPS = [0, 1, 2] as const;
export type TopupStep = (typeof TOPUP_STEPS)[number];

/** Pay types (spec 000 §4.3): 1 offline bank transfer, 2 the online payment service. */
export const PAY_TYPE_OFFLINE = 1;
export const PAY_TYPE_ONLINE = 2;
export const PAY_TYPES = [PAY_TYPE_OFFLINE, PAY_TYPE_ONLINE] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** Recharge statuses (spec 000 §4.3): the filter values 1 paid, 2 unpaid, 3 cancelled. */
export const RECHARGE_PAID = 1;
export const RECHARGE_UNPAID = 2;
export const RECHARGE_CANCELLED = 3;
export const RECHARGE_STATUSES = [RECHARGE_PAID, RECHARGE_UNPAID, RECHARGE_CANCELLED] as const;
export type RechargeStatusCode = (typeof RECHARGE_STATUSES)[number];

export const TOPUP_MESSAGES = ['topup.amountRequired', 'topup.payTypeRequired'] as const;
export type TopupMessage = (typeof TOPUP_MESSAGES)[number];

export interface TopupForm {
  amount?: CodeInput;
  payType?: CodeInput;
}

function amountError(amount: unknown): TopupMessage | null {
  const value = toFiniteNumber(amount);
  return value !== null && value > 0 ? null : 'topup.amountRequired';
}

/**
 * Whether the wizard may leave a step (spec 000 §4.3, §5). Step 0 needs an amount above zero
 * (请选择或输入金额; the custom minimum is 0, so 0 and below fail); step 1 needs a pay type
 * (请选择支付方式！), after re-checking the amount. Step 2 and unknown steps have nothing to check.
 */
export function topupStepError(step: TopupStep, form: TopupForm | null | undefined): TopupMessage | null {
  const values: TopupForm = isRecord(form) ? form : {};
  const current = toInteger(step);
  if (current !== 0 && current !== 1) return null;
  const amount = amountError(values.amount);
  if (amount !== null || current === 0) return amount;
  return isPayType(values.payType) ? null : 'topup.payTypeRequired';
}

export function isPayType(value: unknown): boolean {
  const code = toInteger(value);
  return code === PAY_TYPE_OFFLINE || code === PAY_TYPE_ONLINE;
}

/** Spec 000 §4.3: only unpaid records paid online (payType 2) offer Pay. */
export function canPayRecharge(
  record: { status?: CodeInput; payType?: CodeInput } | null | undefined,
): boolean {
  if (!isRecord(record)) return false;
  return toInteger(record.status) === RECHARGE_UNPAID && toInteger(record.payType) === PAY_TYPE_ONLINE;
}

export const RECHARGE_STATUS_MESSAGES = [
  'recharge.paid',
  'recharge.unpaid',
  'recharge.cancelled',
  'recharge.unknown',
] as const;
export type RechargeStatusMessage = (typeof RECHARGE_STATUS_MESSAGES)[number];

/** The label key of a recharge status; anything outside 1–3 is 'recharge.unknown'. */
export function rechargeStatusKey(status: CodeInput): RechargeStatusMessage {
  switch (toInteger(status)) {
    case RECHARGE_PAID:
      return 'recharge.paid';
    case RECHARGE_UNPAID:
      return 'recharge.unpaid';
    case RECHARGE_CANCELLED:
      return 'recharge.cancelled';
    default:
      return 'recharge.unknown';
  }
}

/**
 * Milliseconds left to pay an online top-up created at `createdAt` (epoch ms), 30 minutes in all
 * (spec 000 §4.3); 0 once past, or when either time is not a finite number.
 */
export function topupPayRemainingMs(createdAt: number, now: number): number {
  return remainingMs(createdAt + TOPUP_PAY_TIMEOUT_MS, now);
}

/** The longest reason a rejected offline transfer keeps (D35). */
export const OFFLINE_REJECT_REASON_MAX = 200;

/**
 * The review state of an offline transfer from its recharge status (D35): paid is `confirmed`,
 * cancelled is `rejected` (offline top-ups are never cancelled by the 30-minute rule), anything else
 * is `unpaid`, awaiting staff.
 */
export function offlineTopupState(status: CodeInput): 'unpaid' | 'confirmed' | 'rejected' {
  switch (toInteger(status)) {
    case RECHARGE_PAID:
      return 'confirmed';
    case RECHARGE_CANCELLED:
      return 'rejected';
    default:
      return 'unpaid';
  }
}

/** The recharge status an offline review state filters on (D35). */
export const OFFLINE_STATE_STATUS = {
  unpaid: RECHARGE_UNPAID,
  confirmed: RECHARGE_PAID,
  rejected: RECHARGE_CANCELLED,
} as const;
