import { type AddressMessage, isMobile, validateReturnAddresses } from '@onsite/domain';
import type { ReturnAddressRow } from '../enterpriseFormModel';

/** The three texts of a return address row. */
export const ADDRESS_TEXT_FIELDS = ['contact', 'phoneNumber', 'address'] as const;
export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];

/** What is wrong with one row, and which of its fields say so. */
export interface AddressRowProblem {
  message: AddressMessage;
  fields: readonly AddressTextField[];
}

const textOf = (row: ReturnAddressRow, field: AddressTextField) => String(row[field] ?? '').trim();

/** A phone that is typed but is not an 11-digit mobile number (marked as it is typed). */
export const isPhoneInvalid = (row: ReturnAddressRow) => {
  const phone = textOf(row, 'phoneNumber');
  return phone !== '' && !isMobile(phone);
};

/**
 * The problem of one row, or null (spec 001 §5): the domain's check applied to the row alone, so a
 * started row's empty fields are the ones to mark when it is incomplete, its phone when that is bad.
 */
export function addressRowProblem(row: ReturnAddressRow): AddressRowProblem | null {
  const message = validateReturnAddresses([row]);
  switch (message) {
    case null:
      return null;
    case 'address.incomplete':
      return { message, fields: ADDRESS_TEXT_FIELDS.filter((field) => textOf(row, field) === '') };
    case 'address.phoneInvalid':
      return { message, fields: ['phoneNumber'] };
    default:
      return message satisfies never;
  }
}
