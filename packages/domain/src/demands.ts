import { toCode, toText } from './coerce';

/** The five requirement tabs of the enterprise settings (spec 001 §2, §3), in display order. */
export const DEMAND_TYPES = [
  'create_order_demand',
  'dispatch_order_demand',
  'price_demand',
  'master_demand',
  'writeoff_demand',
] as const;
export type DemandType = (typeof DEMAND_TYPES)[number];

export function isDemandType(value: unknown): value is DemandType {
  return typeof value === 'string' && (DEMAND_TYPES as readonly string[]).includes(value);
}

/** disabledFlag 0 = enabled (spec 001 §3); anything else, absent included, is disabled. */
export function isDemandEnabled(disabledFlag: unknown): boolean {
  return toCode(disabledFlag) === '0';
}

export const DEMAND_MESSAGES = ['demand.contentRequired'] as const;
export type DemandMessage = (typeof DEMAND_MESSAGES)[number];

/** Spec 001 §5: the content of a new or edited demand may not be empty (要求不能为空！). */
export function validateDemandContent(content: unknown): DemandMessage | null {
  return toText(content).trim() === '' ? 'demand.contentRequired' : null;
}

/**
 * Spec 001 §4: only one row is edited at a time. A row's edit button is usable when no row is in
 * edit mode, or when this row is the one being edited.
 */
export function canEditDemandRow(
  editingId: string | number | null | undefined,
  rowId: string | number,
): boolean {
  const editing = toCode(editingId);
  return editing === '' || editing === toCode(rowId);
}
