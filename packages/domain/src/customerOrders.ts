import { type CodeInput, isRecord, toInteger, toList, toText } from './coerce';

/** Customer-order statuses (spec 000 §4.4): 0 pending, 1 handled, 2 removed (recycle bin). */
export const CUSTOMER_ORDER_PENDING = 0;
export const CUSTOMER_ORDER_HANDLED = 1;
export const CUSTOMER_ORDER_REMOVED = 2;
export const CUSTOMER_ORDER_STATUSES = [
  CUSTOMER_ORDER_PENDING,
  CUSTOMER_ORDER_HANDLED,
  CUSTOMER_ORDER_REMOVED,
] as const;
export type CustomerOrderStatus = (typeof CUSTOMER_ORDER_STATUSES)[number];

export const CUSTOMER_ORDER_ACTIONS = ['place', 'remove', 'restore'] as const;
export type CustomerOrderAction = (typeof CUSTOMER_ORDER_ACTIONS)[number];

/** Spec 000 §4.4: pending → place → handled; pending → remove → recycle bin; recycle bin → restore → pending. */
export function customerOrderNext(
  status: CodeInput,
  action: CustomerOrderAction,
): CustomerOrderStatus | null {
  const current = toInteger(status);
  switch (action) {
    case 'place':
      return current === CUSTOMER_ORDER_PENDING ? CUSTOMER_ORDER_HANDLED : null;
    case 'remove':
      return current === CUSTOMER_ORDER_PENDING ? CUSTOMER_ORDER_REMOVED : null;
    case 'restore':
      return current === CUSTOMER_ORDER_REMOVED ? CUSTOMER_ORDER_PENDING : null;
    default:
      action satisfies never;
      return null;
  }
}

/** The removal reason (remove_type dictionary) that needs a remark (spec 000 §5, §9). */
export const REMOVAL_REASON_NEEDS_REMARK = 3;

export const REMOVAL_MESSAGES = ['removal.reasonRequired', 'removal.remarkRequired'] as const;
export type RemovalMessage = (typeof REMOVAL_MESSAGES)[number];

/** Spec 000 §5: a reason is required (请选择状态); reason 3 also needs a remark (请输入备注). */
export function validateOrderRemoval(
  form: { deleteReason?: CodeInput; remark?: string | null } | null | undefined,
): RemovalMessage | null {
  const values = isRecord(form) ? form : {};
  const reason = toText(values.deleteReason).trim();
  if (reason === '') return 'removal.reasonRequired';
  if (toInteger(reason) === REMOVAL_REASON_NEEDS_REMARK && toText(values.remark).trim() === '') {
    return 'removal.remarkRequired';
  }
  return null;
}

export const CUSTOMER_ORDER_MESSAGES = ['customerOrders.selectionRequired'] as const;
export type CustomerOrderMessage = (typeof CUSTOMER_ORDER_MESSAGES)[number];

/** Spec 000 §5: batch placing with nothing selected shows 请选择订单. */
export function validateBatchPlace(
  selectedIds: readonly (string | number)[] | null | undefined,
): CustomerOrderMessage | null {
  return toList(selectedIds).length === 0 ? 'customerOrders.selectionRequired' : null;
}
