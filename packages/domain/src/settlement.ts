import { type CodeInput, toInteger } from './coerce';

/** Settlement cycles that take a return-money type: 1 weekly, 2 monthly (spec 001 §4). */
export const SETTLEMENT_WEEKLY = 1;
export const SETTLEMENT_MONTHLY = 2;
/** Return-money types: 0 on a fixed day of the cycle, 1 a number of working days after the invoice. */
export const RETURN_MONEY_ON_DAY = 0;
export const RETURN_MONEY_AFTER_INVOICE = 1;
/** Working days after the invoice (spec 001 §4, §9). */
export const AFTER_INVOICE_DAYS = [3, 7, 15, 30] as const;

/** Spec 001 §4: settlement type 1 or 2 enables the return-money type choices. */
export function isReturnMoneyTypeEnabled(settlementType: CodeInput): boolean {
  const type = toInteger(settlementType);
  return type === SETTLEMENT_WEEKLY || type === SETTLEMENT_MONTHLY;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The return days a user may choose (spec 001 §4): weekly + type 0 → 1–7, monthly + type 0 →
 * 1–28, type 1 → 3, 7, 15, 30 working days. Nothing when the settlement type takes no return
 * money (the type is cleared then), or for any other combination.
 */
export function returnDayOptions(settlementType: CodeInput, returnMoneyType: CodeInput): number[] {
  if (!isReturnMoneyTypeEnabled(settlementType)) return [];
  const returnType = toInteger(returnMoneyType);
  if (returnType === RETURN_MONEY_AFTER_INVOICE) return [...AFTER_INVOICE_DAYS];
  if (returnType !== RETURN_MONEY_ON_DAY) return [];
  return toInteger(settlementType) === SETTLEMENT_WEEKLY ? range(1, 7) : range(1, 28);
}

/** The settlement fields of the enterprise form (spec 001 §3). */
export interface SettlementFields {
  enterpriseSettlementType?: CodeInput;
  returnedMoneyType?: CodeInput;
  returnedMoneyDate?: CodeInput;
}

/**
 * The form with a new settlement type (spec 001 §4). A type other than 1 or 2 clears the
 * return-money type and date; a date that is not among the new type's day options is cleared too
 * (monthly day 20 does not exist weekly). Cleared fields are `undefined`, which an antd form shows
 * as empty. The form is not changed; its other fields are kept.
 */
export function applySettlementType<F extends SettlementFields>(form: F, settlementType: CodeInput): F {
  const base = (typeof form === 'object' && form !== null ? form : {}) as F;
  const next: F = { ...base, enterpriseSettlementType: settlementType };
  if (!isReturnMoneyTypeEnabled(settlementType)) {
    return { ...next, returnedMoneyType: undefined, returnedMoneyDate: undefined };
  }
  const date = toInteger(base.returnedMoneyDate);
  const options = returnDayOptions(settlementType, base.returnedMoneyType);
  if (date !== null && !options.includes(date)) return { ...next, returnedMoneyDate: undefined };
  return next;
}
