import { type CodeInput, toInteger } from './coerce';

/** Bill operation types (spec 000 §9): 0 top-up, 1 work order, 2 recycle bin, 3 modify, 4 transfer, 5 restore. */
export const BILL_OPERATION_TYPES = [0, 1, 2, 3, 4, 5] as const;
export type BillOperationType = (typeof BILL_OPERATION_TYPES)[number];

export const BILL_MESSAGES = [
  'bill.topUp',
  'bill.workOrder',
  'bill.recycleBin',
  'bill.modify',
  'bill.transfer',
  'bill.recycleRestore',
  'bill.transferRestore',
  'bill.unknown',
] as const;
export type BillMessage = (typeof BILL_MESSAGES)[number];

export interface BillOperationOption {
  /** Unique among the options, so a select can tell the two options of type 5 apart. */
  id: string;
  operType: BillOperationType;
  label: BillMessage;
}

/** D6: both labels of type 5 stay in the filter and both filter by 5. */
export const BILL_OPERATION_OPTIONS = [
  { id: 'topUp', operType: 0, label: 'bill.topUp' },
  { id: 'workOrder', operType: 1, label: 'bill.workOrder' },
  { id: 'recycleBin', operType: 2, label: 'bill.recycleBin' },
  { id: 'modify', operType: 3, label: 'bill.modify' },
  { id: 'transfer', operType: 4, label: 'bill.transfer' },
  { id: 'recycleRestore', operType: 5, label: 'bill.recycleRestore' },
  { id: 'transferRestore', operType: 5, label: 'bill.transferRestore' },
] as const satisfies readonly BillOperationOption[];
export type BillOperationOptionId = (typeof BILL_OPERATION_OPTIONS)[number]['id'];

/** The operType a filter option sends; null for an unknown option (no filter). */
export function billFilterOperType(optionId: string | null | undefined): BillOperationType | null {
  return BILL_OPERATION_OPTIONS.find((option) => option.id === optionId)?.operType ?? null;
}

/** The label of a bill row's operType; D6: a row with 5 shows the recycle-restore label. */
export function billOperationLabel(operType: CodeInput): BillMessage {
  const type = toInteger(operType);
  const option = BILL_OPERATION_OPTIONS.find((candidate) => candidate.operType === type);
  return option?.label ?? 'bill.unknown';
}
