import { isRecord, toCode, toFiniteNumber, toList } from './coerce';
import { MAX_BARCODE_PICTURES, URGENT_RATIO_MAX, URGENT_RATIO_MIN } from './constants';

/** A 0/1 switch of the settings (serialNoFlag, smsNoticeFlag) is on for 1, '1' or true. */
export function isFlagOn(flag: unknown): boolean {
  return flag === true || toCode(flag) === '1';
}

/** serialDiagram is a comma-joined list of picture paths (spec 001 §3); an array is read as is. */
export function splitSerialDiagram(serialDiagram: string | readonly string[] | null | undefined): string[] {
  const parts = typeof serialDiagram === 'string' ? serialDiagram.split(',') : toList(serialDiagram);
  return parts
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The pictures joined back for saving. */
export function joinSerialDiagram(paths: readonly string[]): string {
  return splitSerialDiagram(paths).join(',');
}

export const BARCODE_MESSAGES = ['barcode.pictureRequired', 'barcode.tooManyPictures'] as const;
export type BarcodeMessage = (typeof BARCODE_MESSAGES)[number];

export interface BarcodeSettingInput {
  serialNoFlag?: unknown;
  serialDiagram?: string | readonly string[] | null;
}

/**
 * Spec 001 §5: with the barcode switch on, at least one example picture
 * (产品条形码打开，至少上传一张示例图！); never more than 3 pictures, switch on or off.
 */
export function validateBarcodeSetting(
  setting: BarcodeSettingInput | null | undefined,
): BarcodeMessage | null {
  const value = typeof setting === 'object' && setting !== null ? setting : {};
  const count = splitSerialDiagram(value.serialDiagram).length;
  if (isFlagOn(value.serialNoFlag) && count === 0) return 'barcode.pictureRequired';
  if (count > MAX_BARCODE_PICTURES) return 'barcode.tooManyPictures';
  return null;
}

/**
 * Spec 001 §5: the urgent ratio is a number from 0 to 100 inclusive (decimals allowed), given as a
 * number or a plain decimal string. Empty, NaN and anything else are not valid ratios.
 */
export function isValidUrgentRatio(value: unknown): boolean {
  const ratio = toFiniteNumber(value);
  return ratio !== null && ratio >= URGENT_RATIO_MIN && ratio <= URGENT_RATIO_MAX;
}

/**
 * Spec 001 §5: an empty price is sent as 0. A number or a decimal string is kept as its number;
 * anything that is not a finite number (NaN, 'abc', an object) is sent as 0 too.
 */
export function normalizePrice(value: unknown): number {
  return toFiniteNumber(value) ?? 0;
}

/** Price rows as the price update sends them: each row copied with a normalized price; non-rows dropped. */
export function normalizePriceRows<R extends { price?: unknown }>(
  rows: readonly R[],
): (Omit<R, 'price'> & { price: number })[] {
  return toList(rows)
    .filter((row) => isRecord(row))
    .map((row) => ({ ...row, price: normalizePrice(row.price) }));
}
