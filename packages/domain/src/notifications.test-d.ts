import { describe, expectTypeOf, it } from 'vitest';
import { type NotificationKind, notificationBehaviour, type ReminderChoiceAction } from './notifications';

describe('notificationBehaviour types', () => {
  it('is a union discriminated by kind', () => {
    expectTypeOf<NotificationKind>().toEqualTypeOf<'customerService' | 'newOrder' | 'reminder' | 'info'>();
    const behaviour = notificationBehaviour({ type: 3 });
    if (behaviour.kind === 'reminder') {
      expectTypeOf(behaviour.action).toEqualTypeOf<ReminderChoiceAction>();
      expectTypeOf(behaviour.updates).toEqualTypeOf<null>();
    }
    if (behaviour.kind === 'newOrder') expectTypeOf(behaviour.updates).toEqualTypeOf<'newOrderCount'>();
    if (behaviour.kind === 'info') expectTypeOf(behaviour.action).toEqualTypeOf<null>();
  });
});
