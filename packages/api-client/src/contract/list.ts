import { type AnyCall, isCall } from './define';

/** A call with its dotted name in the contract, e.g. `enterprise.contract.toMain`. */
export interface ContractEntry {
  readonly name: string;
  readonly call: AnyCall;
}

/** Flattens a contract (or one of its groups) into its calls, in declaration order. */
export function listCalls(node: object, prefix = ''): ContractEntry[] {
  const entries: ContractEntry[] = [];
  for (const [key, value] of Object.entries(node)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (isCall(value)) entries.push({ name, call: value });
    else if (typeof value === 'object' && value !== null) entries.push(...listCalls(value, name));
  }
  return entries;
}
