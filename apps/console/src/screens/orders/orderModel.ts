import { FINISHED_ORDER_STATUSES, ORDER_STATUS_VALUES, type Order } from '@onsite/domain';

export type OrderStatus = Order['orderStatus'];

/**
 * Every order status, in the order of the course (D32: accepted, verified and settled among them);
 * also the jumpList `orderStatus` (spec 000 §2.1).
 */
export const ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUS_VALUES;

export function isOrderStatus(value: string | undefined): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | undefined)[]).includes(value);
}

/** The Badge dot of each status (dots keep the text readable for axe, unlike coloured tags). */
export const STATUS_BADGE: Readonly<
  Record<OrderStatus, 'default' | 'processing' | 'success' | 'error' | 'warning'>
> = {
  toDispatch: 'warning',
  dispatched: 'processing',
  accepted: 'processing',
  inService: 'processing',
  completed: 'success',
  verified: 'success',
  settled: 'success',
  cancelled: 'default',
  customerServiceApply: 'error',
};

/**
 * Only orders waiting for a master or already given one (a reassignment) can be dispatched, and not
 * while on hold (D29).
 */
export const canDispatch = (order: Pick<Order, 'orderStatus'> & Partial<Pick<Order, 'held'>>) =>
  order.held !== true && (order.orderStatus === 'toDispatch' || order.orderStatus === 'dispatched');

/** A finished order (completed, verified, settled or cancelled; D32) cannot be cancelled. */
export const canCancel = (order: Pick<Order, 'orderStatus'>) =>
  !(FINISHED_ORDER_STATUSES as readonly OrderStatus[]).includes(order.orderStatus);

/** A day `YYYY-MM-DD` (the `time` query naming a creation day). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The `orderId` / `time` query of the order list (spec 000 §2.1). A reminder's 立即处理 sends the
 * order and `time` = the click's epoch ms, which only makes the link new (the same reminder clicked
 * twice refetches); a `time` of the form YYYY-MM-DD names a creation day and filters.
 */
export function orderLinkOf(params: URLSearchParams): { orderId?: number; day?: string; stamp?: string } {
  const orderId = params.get('orderId') ?? '';
  const time = params.get('time') ?? '';
  return {
    ...(/^[1-9]\d{0,15}$/.test(orderId) ? { orderId: Number(orderId) } : {}),
    ...(DAY.test(time) ? { day: time } : {}),
    ...(time !== '' && !DAY.test(time) ? { stamp: time } : {}),
  };
}
