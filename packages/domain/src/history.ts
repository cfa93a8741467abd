import { isRecord, toCode, toText } from './coerce';
import { HISTORY_RANGE_END_TIME, HISTORY_RANGE_START_TIME } from './constants';

/** One changed field of a history row with dataType 1 (spec 001 §3). */
export interface HistoryChange {
  label: string;
  oldValue: string;
  newValue: string;
  /** The key of the changed field when the server names it (newer rows); absent on older rows. */
  field?: string;
}

export type HistoryContent = { kind: 'text'; text: string } | { kind: 'changes'; changes: HistoryChange[] };

/** A history row as the server sends it (spec 001 §3). */
export interface HistoryRowInput {
  dataType?: number | string | null;
  operateContent?: unknown;
}

/** A value shown as text: strings as they are, numbers and booleans as text, null and absent as ''. */
function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function readChanges(content: unknown): HistoryChange[] | null {
  if (!Array.isArray(content)) return null;
  const changes: HistoryChange[] = [];
  for (const item of content) {
    if (!isRecord(item)) return null;
    const label =
      typeof item.label === 'string' || typeof item.label === 'number' ? String(item.label) : null;
    const oldValue = valueText(item.oldValue);
    const newValue = valueText(item.newValue);
    if (label === null || oldValue === null || newValue === null) return null;
    changes.push(
      typeof item.field === 'string' && item.field !== ''
        ? { label, oldValue, newValue, field: item.field }
        : { label, oldValue, newValue },
    );
  }
  return changes;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Spec 001 §3: dataType 0 is plain text; dataType 1 is a JSON list of { label, oldValue, newValue }
 * (an already parsed list is read as is). Malformed JSON or any other shape falls back to the raw
 * text, as does any other dataType.
 */
export function parseHistoryContent(row: HistoryRowInput | null | undefined): HistoryContent {
  const values: HistoryRowInput = isRecord(row) ? row : {};
  const content = values.operateContent;
  const raw = typeof content === 'string' || typeof content === 'number' ? toText(content) : '';
  if (toCode(values.dataType) === '1') {
    const changes = readChanges(typeof content === 'string' ? parseJson(content) : content);
    if (changes !== null) return { kind: 'changes', changes };
  }
  return { kind: 'text', text: raw };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The history query's time range (spec 001 §9): the first day from 00:00:00, the last through
 * 23:59:59. Dates are `YYYY-MM-DD` (DATE_FORMAT); a missing or malformed one gives null.
 */
export function historyTimeRange(range: readonly [string, string] | null | undefined): {
  startTime: string | null;
  endTime: string | null;
} {
  const [start, end] = Array.isArray(range) ? range : [];
  return {
    startTime: typeof start === 'string' && DATE.test(start) ? `${start} ${HISTORY_RANGE_START_TIME}` : null,
    endTime: typeof end === 'string' && DATE.test(end) ? `${end} ${HISTORY_RANGE_END_TIME}` : null,
  };
}
