import { ORDER_STATUS_VALUES, type OrderStatusValue } from '@onsite/domain';

/** The query keys of the D58 screens: an import or a review refreshes them all. */
export const thirdOrderKeys = {
  all: ['thirdOrders'] as const,
  list: ['thirdOrders', 'list'] as const,
  details: (thirdOrderId: number) => ['thirdOrders', 'details', thirdOrderId] as const,
  money: ['thirdOrders', 'money'] as const,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day from the URL (YYYY-MM-DD), else none: a mistyped link lists everything rather than failing. */
export const dayFilter = (value: string | undefined) =>
  value !== undefined && DAY.test(value) ? value : undefined;

/** An order status from the URL, else none. */
export const statusFilter = (value: string | undefined): OrderStatusValue | undefined =>
  ORDER_STATUS_VALUES.find((status) => status === value);
