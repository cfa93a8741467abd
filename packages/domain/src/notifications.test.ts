import { describe, expect, it } from 'vitest';
import { notificationBehaviour, type RealtimeMessageInput } from './notifications';

const message = (type: unknown, extra: Partial<RealtimeMessageInput> = {}) =>
  ({
    type,
    title: '标题',
    text: '内容',
    remark: '',
    count: 4,
    orderId: 'D123',
    ...extra,
  }) as RealtimeMessageInput;

describe('notificationBehaviour (spec 000 §9)', () => {
  it('keeps a customer-service alert open and links it to own customer-service orders', () => {
    expect(notificationBehaviour(message(1))).toEqual({
      kind: 'customerService',
      durationMs: 0,
      speaks: true,
      updates: null,
      count: 4,
      action: { kind: 'openOrderList', jumpList: { orderStatus: 'customerServiceApply', isMyOrder: true } },
    });
  });

  it('lets a new-order alert update the new-order count and speak', () => {
    expect(notificationBehaviour(message(2))).toEqual({
      kind: 'newOrder',
      durationMs: 4_500,
      speaks: true,
      updates: 'newOrderCount',
      count: 4,
      action: null,
    });
  });

  it('shows a reminder for 10 s with later and now, now opening the order', () => {
    expect(notificationBehaviour(message(3))).toEqual({
      kind: 'reminder',
      durationMs: 10_000,
      speaks: true,
      updates: null,
      count: 4,
      action: {
        kind: 'reminderChoice',
        later: { label: 'notification.later' },
        now: { label: 'notification.now', orderId: 'D123' },
      },
    });
  });

  it('reads a numeric orderId as text and a missing one as null', () => {
    const numeric = notificationBehaviour(message('3', { orderId: 42 }));
    expect(numeric.kind === 'reminder' && numeric.action.now.orderId).toBe('42');
    const missing = notificationBehaviour(message(3, { orderId: null }));
    expect(missing.kind === 'reminder' && missing.action.now.orderId).toBeNull();
  });

  it('shows any other type as a silent 5 s info that updates the reminder count', () => {
    for (const type of [0, 4, '9', undefined, null, 'x', 2.5]) {
      expect(notificationBehaviour(message(type))).toEqual({
        kind: 'info',
        durationMs: 5_000,
        speaks: false,
        updates: 'reminderCount',
        count: 4,
        action: null,
      });
    }
  });

  it('reads the type as a number or its text, and survives a missing message', () => {
    expect(notificationBehaviour(message('1')).kind).toBe('customerService');
    expect(notificationBehaviour(undefined)).toMatchObject({ kind: 'info', count: null });
    expect(notificationBehaviour(message(2, { count: 'many' })).count).toBeNull();
  });

  it('speaks for types 1 to 3 only', () => {
    expect([1, 2, 3, 4].map((type) => notificationBehaviour(message(type)).speaks)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
