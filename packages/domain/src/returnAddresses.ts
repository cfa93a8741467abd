import { isRecord, toCode, toList, toText } from './coerce';
import { MAX_RETURN_ADDRESSES } from './constants';
import { isMobile } from './validation';

/** defaultStatus 0 marks the default address, 1 the others (spec 001 §3). */
export const DEFAULT_ADDRESS_STATUS = 0;
export const NON_DEFAULT_ADDRESS_STATUS = 1;

/** An old-part return address (spec 001 §3, "contacts"). */
export interface ReturnAddressInput {
  contact?: string | null;
  phoneNumber?: string | number | null;
  address?: string | null;
  defaultStatus?: number | string | null;
}

const EMPTY_ADDRESS = { contact: '', phoneNumber: '', address: '' };

function isDefault(address: ReturnAddressInput): boolean {
  return toCode(address.defaultStatus) === String(DEFAULT_ADDRESS_STATUS);
}

function withStatus<A extends ReturnAddressInput>(address: A, isDefaultAddress: boolean): A {
  return {
    ...address,
    defaultStatus: isDefaultAddress ? DEFAULT_ADDRESS_STATUS : NON_DEFAULT_ADDRESS_STATUS,
  };
}

/** The rows that are objects, copied, with exactly one default: the first marked one, else the first. */
export function normalizeReturnAddresses<A extends ReturnAddressInput>(list: readonly A[]): A[] {
  const rows = toList(list).filter((row): row is A => isRecord(row));
  const marked = rows.findIndex(isDefault);
  const defaultIndex = marked === -1 ? 0 : marked;
  return rows.map((row, index) => withStatus(row, index === defaultIndex));
}

/** Whether another address may be added: at most 5 (spec 001 §5). */
export function canAddReturnAddress(list: readonly ReturnAddressInput[]): boolean {
  return toList(list).length < MAX_RETURN_ADDRESSES;
}

/**
 * Spec 001 §4: the first address added is the default, later ones are not; at most 5 — a full
 * list comes back unchanged (as a copy). Without an address an empty row is added.
 */
export function addReturnAddress<A extends ReturnAddressInput>(list: readonly A[], address: A): A[];
export function addReturnAddress(list: readonly ReturnAddressInput[]): ReturnAddressInput[];
export function addReturnAddress(
  list: readonly ReturnAddressInput[],
  address?: ReturnAddressInput,
): ReturnAddressInput[] {
  const rows = normalizeReturnAddresses(list);
  if (rows.length >= MAX_RETURN_ADDRESSES) return rows;
  const added = isRecord(address) ? address : EMPTY_ADDRESS;
  return [...rows, withStatus(added, rows.length === 0)];
}

/** Spec 001 §4: the row becomes the default and the previous default does not; a bad index changes nothing. */
export function setDefaultReturnAddress<A extends ReturnAddressInput>(
  list: readonly A[],
  index: number,
): A[] {
  const rows = normalizeReturnAddresses(list);
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) return rows;
  return rows.map((row, position) => withStatus(row, position === index));
}

/** Spec 001 §4: deleting the default promotes the first remaining one; a bad index changes nothing. */
export function removeReturnAddress<A extends ReturnAddressInput>(list: readonly A[], index: number): A[] {
  const rows = normalizeReturnAddresses(list);
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) return rows;
  return normalizeReturnAddresses(rows.filter((_, position) => position !== index));
}

export const ADDRESS_MESSAGES = ['address.phoneInvalid', 'address.incomplete'] as const;
export type AddressMessage = (typeof ADDRESS_MESSAGES)[number];

function fields(row: unknown): [string, string, string] {
  const value = isRecord(row) ? row : {};
  return [toText(value.contact).trim(), toText(value.phoneNumber).trim(), toText(value.address).trim()];
}

/**
 * Spec 001 §5, row by row, the first failure wins: a row with any of contact, phone and address
 * filled needs all three (旧件寄回地址填写不完整!); a filled phone must be a mobile number
 * (请输入11位联系方式). Blank rows pass. The count is kept by add and normalize, not checked here.
 */
export function validateReturnAddresses(list: readonly ReturnAddressInput[]): AddressMessage | null {
  for (const row of toList(list)) {
    const [contact, phone, address] = fields(row);
    const filled = [contact, phone, address].filter((value) => value !== '').length;
    if (filled === 0) continue;
    if (filled < 3) return 'address.incomplete';
    if (!isMobile(phone)) return 'address.phoneInvalid';
  }
  return null;
}

/** What the enterprise update sends: blank rows dropped, at most 5, exactly one default. */
export function returnAddressesForSubmit<A extends ReturnAddressInput>(list: readonly A[]): A[] {
  const rows = toList(list).filter((row) => fields(row).some((value) => value !== ''));
  return normalizeReturnAddresses(rows.slice(0, MAX_RETURN_ADDRESSES));
}
