import type { ReactElement } from 'react';

/**
 * The filters of a list as they live in the URL: text values by name, only those set. A link or a
 * reload gives the same list (issue 9); a date range is two entries (its `from` and `to` names).
 */
export type FilterValues = Readonly<Record<string, string>>;

export interface SelectFilterOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** The name in the URL and in the request. */
  name: string;
  /** The label shown beside the control. */
  label: string;
}

/** Free text, trimmed; an empty text is no filter. */
export interface TextFilterField extends FieldBase {
  kind: 'text';
  placeholder?: string;
}

/** One value of a fixed list. */
export interface SelectFilterField extends FieldBase {
  kind: 'select';
  options: readonly SelectFilterOption[];
}

/** One value of a server dictionary (`/system/dict/data/type`), labels from the dictionary. */
export interface DictFilterField extends FieldBase {
  kind: 'dict';
  dictType: string;
}

/** A day range, kept as two `YYYY-MM-DD` values under `from` and `to`; `name` is only the form's. */
export interface DateRangeFilterField extends FieldBase {
  kind: 'dateRange';
  from: string;
  to: string;
}

/** Any control taking `value` / `onChange` of a string (a cascader of regions, a searchable select, …). */
export interface CustomFilterField extends FieldBase {
  kind: 'custom';
  input: ReactElement;
}

export type FilterField =
  | TextFilterField
  | SelectFilterField
  | DictFilterField
  | DateRangeFilterField
  | CustomFilterField;

/** The names a field owns in the URL. */
export function filterNamesOf(field: FilterField): readonly string[] {
  return field.kind === 'dateRange' ? [field.from, field.to] : [field.name];
}

/** Only the values the fields own, without empty ones: what goes to the URL and the request. */
export function pickFilters(
  fields: readonly FilterField[],
  values: Readonly<Record<string, unknown>>,
): FilterValues {
  const picked: Record<string, string> = {};
  for (const field of fields) {
    for (const name of filterNamesOf(field)) {
      const value = values[name];
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (text !== '') picked[name] = text;
    }
  }
  return picked;
}

/** Whether two filter sets are the same list. */
export function sameFilters(a: FilterValues, b: FilterValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
