import { MASTER_CONTRACT_STATES, type MasterContractState } from '@onsite/domain';
import { masterKeys } from '../masters/masterModel';

/**
 * The D54 screens' query keys, under the masters' (D38): a label set on 师傅列表 refreshes 师傅标签 and the other
 * way round, and a change on any master screen refreshes these.
 */
export const recordKeys = {
  labels: () => [...masterKeys.all, 'labels'] as const,
  labelOptions: () => [...masterKeys.all, 'labelOptions'] as const,
  labelMasters: (labelId: number) => [...masterKeys.all, 'labelMasters', labelId] as const,
  contracts: () => [...masterKeys.all, 'contracts'] as const,
  idCards: () => [...masterKeys.all, 'idCards'] as const,
};

/** A contract state from the URL, else none: a mistyped link lists everything rather than failing. */
export const contractStateFilter = (value: string | undefined): MasterContractState | undefined =>
  MASTER_CONTRACT_STATES.find((state) => state === value);

export const CONTRACT_BADGE: Record<
  MasterContractState,
  'warning' | 'processing' | 'success' | 'default' | 'error'
> = {
  pending: 'warning',
  upcoming: 'processing',
  active: 'success',
  expired: 'default',
  terminated: 'error',
};

/** `YYYY-MM-DD`, the day format of the contract calls. */
export const DAY = 'YYYY-MM-DD';
