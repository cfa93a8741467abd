import type { PageRequest } from '../PagedTable/PagedTable';

/** The paging fields of a list call (000 §3) from a table's page request. */
export function pageQueryOf({ pageNum, pageSize, sortField, sortOrder }: PageRequest) {
  return { pageNum, pageSize, sortOrder, ...(sortField === undefined ? {} : { sortField }) };
}

/** A numeric filter from the URL's text; nothing when it is missing or not a whole number. */
export function numberFilter(value: string | undefined): number | undefined {
  if (value === undefined || !/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}

/** Keeps only the entries that have a value, so an optional field is left out rather than undefined. */
export function definedOnly<T extends Record<string, unknown>>(
  input: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
