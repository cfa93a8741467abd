import type { HistoryFieldChange } from '@onsite/domain';
import type { Db } from '../db/database';
import type { HistoryModule, OperateType } from './labels';

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

/** A field change when the shown values differ, else nothing. */
export function change(label: string, oldValue: string, newValue: string): HistoryFieldChange[] {
  return oldValue === newValue ? [] : [{ label, oldValue, newValue }];
}
