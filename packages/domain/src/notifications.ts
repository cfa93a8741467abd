import { isRecord, toCode, toInteger } from './coerce';

/** Durations of spec 000 §9 (0 = never closes); type 2 has none in the spec, see the README. */
export const NOTIFICATION_CUSTOMER_SERVICE_DURATION_MS = 0;
export const NOTIFICATION_NEW_ORDER_DURATION_MS = 4_500;
export const NOTIFICATION_REMINDER_DURATION_MS = 10_000;
export const NOTIFICATION_INFO_DURATION_MS = 5_000;

/** The jumpList of the order list for customer-service alerts (spec 000 §2.1, §9). */
export const CUSTOMER_SERVICE_JUMP_LIST = { orderStatus: 'customerServiceApply', isMyOrder: true } as const;

/**
 * D32: live frames of the order lifecycle (`type` strings, parsed as `'other'` with this
 * `sourceType`): a master hears of an order dispatched to them, the order's principal (dispatcher)
 * and the administrators of a completion. Each carries the `orderId`.
 */
export const LIVE_ORDER_DISPATCHED = 'orderDispatched';
export const LIVE_ORDER_COMPLETED = 'orderCompleted';
/** D34: the master's approval request was decided (approved or refused); carries the `orderId`. */
export const LIVE_APPROVAL_DECIDED = 'approvalDecided';

/** 稍后处理 · 立即处理 (spec 000 §9). */
export const NOTIFICATION_MESSAGES = ['notification.later', 'notification.now'] as const;
export type NotificationMessage = (typeof NOTIFICATION_MESSAGES)[number];

/** A realtime message of the live channel (spec 000 §3). */
export interface RealtimeMessageInput {
  type?: number | string | null;
  title?: string | null;
  text?: string | null;
  remark?: string | null;
  count?: number | string | null;
  orderId?: number | string | null;
  /** D64: the recipient chose not to hear this kind spoken (新消息通知). */
  silent?: boolean | null;
}

export type NotificationCount = 'newOrderCount' | 'reminderCount';

interface Behaviour {
  durationMs: number;
  speaks: boolean;
  updates: NotificationCount | null;
  /** The message's count when it carries one; null: the console fetches the count again. */
  count: number | null;
}

export interface OpenOrderListAction {
  kind: 'openOrderList';
  jumpList: typeof CUSTOMER_SERVICE_JUMP_LIST;
}

export interface ReminderChoiceAction {
  kind: 'reminderChoice';
  later: { label: 'notification.later' };
  /** Opens the order; without an orderId there is nothing to open and the ui offers only "later". */
  now: { label: 'notification.now'; orderId: string | null };
}

export type NotificationBehaviour =
  | (Behaviour & { kind: 'customerService'; updates: null; action: OpenOrderListAction })
  | (Behaviour & { kind: 'newOrder'; updates: 'newOrderCount'; action: null })
  | (Behaviour & { kind: 'reminder'; updates: null; action: ReminderChoiceAction })
  | (Behaviour & { kind: 'info'; updates: 'reminderCount'; action: null });
export type NotificationKind = NotificationBehaviour['kind'];

/**
 * How a realtime message is shown (spec 000 §9): 1 customer-service alert that never closes and
 * opens the order list filtered to customerServiceApply and own orders; 2 new-order alert that
 * updates the new-order count; 3 reminder for 10 s with 稍后处理 and 立即处理; any other type a
 * 5 s info alert that updates the reminder count. Types 1–3 speak.
 */
export function notificationBehaviour(
  message: RealtimeMessageInput | null | undefined,
): NotificationBehaviour {
  const values: RealtimeMessageInput = isRecord(message) ? message : {};
  const count = toInteger(values.count);
  switch (toInteger(values.type)) {
    case 1:
      return {
        kind: 'customerService',
        durationMs: NOTIFICATION_CUSTOMER_SERVICE_DURATION_MS,
        speaks: values.silent !== true,
        updates: null,
        count,
        action: { kind: 'openOrderList', jumpList: CUSTOMER_SERVICE_JUMP_LIST },
      };
    case 2:
      return {
        kind: 'newOrder',
        durationMs: NOTIFICATION_NEW_ORDER_DURATION_MS,
        speaks: values.silent !== true,
        updates: 'newOrderCount',
        count,
        action: null,
      };
    case 3: {
      const orderId = toCode(values.orderId);
      return {
        kind: 'reminder',
        durationMs: NOTIFICATION_REMINDER_DURATION_MS,
        speaks: values.silent !== true,
        updates: null,
        count,
        action: {
          kind: 'reminderChoice',
          later: { label: 'notification.later' },
          now: { label: 'notification.now', orderId: orderId === '' ? null : orderId },
        },
      };
    }
    default:
      return {
        kind: 'info',
        durationMs: NOTIFICATION_INFO_DURATION_MS,
        speaks: false,
        updates: 'reminderCount',
        count,
        action: null,
      };
  }
}
