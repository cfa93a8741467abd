import { describe, expect, it } from 'vitest';
import { createUnauthorizedGate } from './unauthorized';

describe('the 401 burst gate', () => {
  it('lets the first 401 through and holds the following ones of the burst', () => {
    let now = 0;
    const gate = createUnauthorizedGate(3000, () => now);
    expect(gate.shouldNotify()).toBe(true);
    now = 1000;
    expect(gate.shouldNotify()).toBe(false);
    now = 3500;
    expect(gate.shouldNotify()).toBe(false);
  });

  it('slides its window: a new burst starts only after a quiet window', () => {
    let now = 0;
    const gate = createUnauthorizedGate(3000, () => now);
    gate.shouldNotify();
    now = 2999;
    gate.shouldNotify();
    now = 5998;
    expect(gate.shouldNotify()).toBe(false);
    now = 8998;
    expect(gate.shouldNotify()).toBe(true);
  });

  it('starts a new burst after reset (a successful call)', () => {
    const gate = createUnauthorizedGate(3000, () => 0);
    gate.shouldNotify();
    gate.reset();
    expect(gate.shouldNotify()).toBe(true);
  });
});
