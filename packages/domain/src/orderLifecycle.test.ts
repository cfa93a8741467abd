import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder,
  ORDER_STATUS_VALUES,
  ORDER_TRANSITIONS,
  type OrderTransition,
} from './entities/order';

describe('the order lifecycle (D32)', () => {
  it('moves each step from its one allowed status onwards, never from another', () => {
    const from: Record<OrderTransition, string[]> = {
      accept: ['dispatched'],
      checkIn: ['accepted'],
      complete: ['inService'],
      verify: ['completed'],
      settle: ['verified'],
      back: ['dispatched', 'accepted'],
      recover: ['cancelled'],
      customerServiceApply: ['completed', 'verified', 'settled'],
    };
    for (const transition of Object.keys(ORDER_TRANSITIONS) as OrderTransition[]) {
      for (const orderStatus of ORDER_STATUS_VALUES) {
        expect(canTransitionOrder({ orderStatus }, transition), `${transition} from ${orderStatus}`).toBe(
          from[transition].includes(orderStatus),
        );
      }
    }
  });

  it('moves no held order', () => {
    expect(canTransitionOrder({ orderStatus: 'dispatched', held: true }, 'accept')).toBe(false);
    expect(canTransitionOrder({ orderStatus: 'dispatched', held: false }, 'accept')).toBe(true);
  });
});
