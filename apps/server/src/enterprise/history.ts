import { ENTERPRISE_FIELD_LABELS, type HistoryFieldChange } from '@onsite/domain';
import type { Db } from '../db/database';
import type { HistoryModule, OperateType } from './labels';
import { DICTIONARY_FIELDS } from './references';

/** Who changed something and when: every history row names its operator and time. */
export interface Actor {
  userId: number;
  /** Shown as operateBy and matched by the history filter. */
  name: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  time: string;
}

export interface HistoryEntry {
  enterpriseId: number;
  module: HistoryModule;
  operateType: OperateType;
  /** dataType 1: field edits with their Chinese labels; dataType 0: a plain text. */
  content: string | readonly HistoryFieldChange[];
}

/**
 * Writes one history row (spec 001 §3). Call it inside the transaction of the change it records,
 * so the change and its history are written together or not at all. A field edit without any
 * actual change writes nothing.
 */
export function writeHistory(db: Db, actor: Actor, entry: HistoryEntry): void {
  const isChanges = typeof entry.content !== 'string';
  if (isChanges && entry.content.length === 0) return;
  db.prepare(
    `INSERT INTO ent_history (enterprise_id, module, operate_type, data_type, operate_content, operate_by, operate_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.enterpriseId,
    entry.module,
    entry.operateType,
    isChanges ? 1 : 0,
    isChanges ? JSON.stringify(entry.content) : entry.content,
    actor.name,
    actor.time,
  );
}

/**
 * A field change when the shown values differ, else nothing. `field` names the changed field (an
 * enterprise form key) so a reader can show the label in its user's language (issue 15 item 4).
 */
export function change(
  label: string,
  oldValue: string,
  newValue: string,
  field?: string,
): HistoryFieldChange[] {
  if (oldValue === newValue) return [];
  return [field === undefined ? { label, oldValue, newValue } : { label, oldValue, newValue, field }];
}

/**
 * The label of a dictionary value as history shows it (spec 001 §3 dictionary-driven lists): the
 * dictionary's label, the value itself when the dictionary does not know it, '' for none.
 */
export function dictText(db: Db, dictType: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const entry = db
    .prepare('SELECT dict_label FROM sys_dict_data WHERE dict_type = ? AND dict_value = ?')
    .get(dictType, value) as { dict_label: string } | undefined;
  return entry?.dict_label ?? value;
}

/** The region levels of the enterprise address, with their tables. */
const REGION_TABLES = {
  province: { table: 'bd_province', code: 'province_code', name: 'province_name' },
  city: { table: 'bd_city', code: 'city_code', name: 'city_name' },
  area: { table: 'bd_area', code: 'area_code', name: 'area_name' },
} as const;
export type RegionLevel = keyof typeof REGION_TABLES;

/** The name of a province, city or area code as history shows it; the code itself when unknown. */
export function regionText(db: Db, level: RegionLevel, code: string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  const { table, code: codeColumn, name } = REGION_TABLES[level];
  const entry = db.prepare(`SELECT ${name} AS name FROM ${table} WHERE ${codeColumn} = ?`).get(code) as
    | { name: string }
    | undefined;
  return entry?.name ?? code;
}

/** How a value of a coded field written by older versions is shown: by its history label. */
const CODED_LABELS = new Map<string, (db: Db, value: string) => string>([
  ...(Object.entries(DICTIONARY_FIELDS) as [keyof typeof DICTIONARY_FIELDS, string][]).map(
    ([field, dictType]) =>
      [ENTERPRISE_FIELD_LABELS[field], (db: Db, value: string) => dictText(db, dictType, value)] as const,
  ),
  ...(Object.keys(REGION_TABLES) as RegionLevel[]).map(
    (level) =>
      [ENTERPRISE_FIELD_LABELS[level], (db: Db, value: string) => regionText(db, level, value)] as const,
  ),
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored history content as the history list answers it. Rows written before issue 15 hold the
 * codes of dictionary fields and regions (`结算周期: 0 → 2`); their items without `field` whose label
 * names such a field show the labels instead. Anything else (plain text, newer rows, content that
 * is not a change list) is answered as stored.
 */
export function presentHistoryContent(db: Db, dataType: number, content: string): string {
  if (dataType !== 1) return content;
  let items: unknown;
  try {
    items = JSON.parse(content);
  } catch {
    return content;
  }
  if (!Array.isArray(items)) return content;
  let changed = false;
  const shown = items.map((item: unknown) => {
    if (!isRecord(item) || item.field !== undefined || typeof item.label !== 'string') return item;
    const text = CODED_LABELS.get(item.label);
    if (!text) return item;
    const value = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? text(db, raw) : raw);
    const next = { ...item, oldValue: value(item.oldValue), newValue: value(item.newValue) };
    if (next.oldValue !== item.oldValue || next.newValue !== item.newValue) changed = true;
    return next;
  });
  return changed ? JSON.stringify(shown) : content;
}
