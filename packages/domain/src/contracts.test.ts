import { describe, expect, it } from 'vitest';
import { contractToggleAction, isContractDisabled, isMainContract, mainContractAction } from './contracts';

describe('mainContractAction (D3)', () => {
  it('sets the main contract when the switch turns on and unsets it when it turns off', () => {
    expect(mainContractAction(1)).toBe('set');
    expect(mainContractAction(0)).toBe('unset');
    expect(mainContractAction(true)).toBe('set');
    expect(mainContractAction(false)).toBe('unset');
  });

  it('unsets for any other value', () => {
    expect(mainContractAction('1' as unknown as 1)).toBe('set');
    expect(mainContractAction(2 as unknown as 1)).toBe('unset');
    expect(mainContractAction(undefined as unknown as 1)).toBe('unset');
  });
});

describe('contract states (spec 001 §3, §4)', () => {
  it('reads isMainContract 1 as main', () => {
    expect(isMainContract(1)).toBe(true);
    expect(isMainContract('1')).toBe(true);
    expect(isMainContract(0)).toBe(false);
    expect(isMainContract(null)).toBe(false);
  });

  it('reads forbiddenStatus 1 as disabled, and offers the opposite action', () => {
    expect(isContractDisabled(1)).toBe(true);
    expect(isContractDisabled(0)).toBe(false);
    expect(contractToggleAction(1)).toBe('enable');
    expect(contractToggleAction('0')).toBe('disable');
    expect(contractToggleAction(undefined)).toBe('disable');
  });
});
