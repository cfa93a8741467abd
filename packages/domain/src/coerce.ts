// Internal readers for values that come from the outside (forms, the server, storage).
// Each gives a defined answer for any input: the rules never throw on a wrong type or shape.

/** A code as it arrives from a form or the server: a number, its decimal string, or nothing. */
export type CodeInput = number | string | null | undefined;

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** An integer from a number or an integer string ('3', ' 3 '); null for anything else. */
export function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!INTEGER_TEXT.test(text)) return null;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** A finite number from a number or a plain decimal string ('12.5'); null for anything else. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : null;
}

/** A string as is, a finite number as its decimal text, anything else as ''. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A code compared as text: trimmed string, or a number's decimal text; '' when absent or invalid. */
export function toCode(value: unknown): string {
  return toText(value).trim();
}

/** The list itself when it really is an array at run time, otherwise an empty list. */
export function toList<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}
