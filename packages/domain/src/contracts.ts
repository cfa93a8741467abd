import { toCode } from './coerce';

export const MAIN_CONTRACT_ACTIONS = ['set', 'unset'] as const;
export type MainContractAction = (typeof MAIN_CONTRACT_ACTIONS)[number];

/**
 * D3: the switch's new value decides the call — turned on (1) sets the main contract
 * (/enterprise/contract/toMain), turned off (0) unsets it (/enterprise/contract/toNonMain). The
 * switch's `true`/`false` and the text '1'/'0' are read the same way; anything else unsets.
 */
export function mainContractAction(newValue: 0 | 1 | boolean): MainContractAction {
  return newValue === true || toCode(newValue) === '1' ? 'set' : 'unset';
}

/** isMainContract 1 = main (spec 001 §3). */
export function isMainContract(isMainContractFlag: unknown): boolean {
  return isMainContractFlag === true || toCode(isMainContractFlag) === '1';
}

/** forbiddenStatus 1 = disabled (spec 001 §3, §4). */
export function isContractDisabled(forbiddenStatus: unknown): boolean {
  return toCode(forbiddenStatus) === '1';
}

export type ContractToggleAction = 'enable' | 'disable';

/** Spec 001 §4: enable and disable toggle the contract, so a disabled one offers enable. */
export function contractToggleAction(forbiddenStatus: unknown): ContractToggleAction {
  return isContractDisabled(forbiddenStatus) ? 'enable' : 'disable';
}
