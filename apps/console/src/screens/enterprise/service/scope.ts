/** A state or enterprise id from the URL: a positive integer, else none. */
export const idFilter = (value: string | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;

/** A '0' / '1' state from the URL, else none. */
export const zeroOneFilter = (value: string | undefined) =>
  value === '0' ? 0 : value === '1' ? 1 : undefined;

/** One of the given values from the URL, else none. */
export const oneOf = <const T extends string>(
  values: readonly T[],
  value: string | undefined,
): T | undefined => values.find((known) => known === value);
