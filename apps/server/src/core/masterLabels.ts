import type { MasterLabelColor, MasterLabelStatus, MasterLabelTag } from '@onsite/domain';
import type { Db } from '../db/database';

/** D54: the labels the given masters carry (disabled ones too), by label name. */
export function labelsOf(db: Db, ids: readonly number[]): Map<number, MasterLabelTag[]> {
  const labels = new Map<number, MasterLabelTag[]>();
  if (ids.length === 0) return labels;
  const rows = db
    .prepare(
      `SELECT k.master_id, l.label_id, l.label_name, l.color, l.status
       FROM master_label_link k JOIN master_label l ON l.label_id = k.label_id
       WHERE k.master_id IN (${ids.map(() => '?').join(',')}) ORDER BY l.label_name, l.label_id`,
    )
    .all(...ids) as {
    master_id: number;
    label_id: number;
    label_name: string;
    color: MasterLabelColor;
    status: MasterLabelStatus;
  }[];
  for (const row of rows) {
    const tag: MasterLabelTag = {
      labelId: row.label_id,
      labelName: row.label_name,
      color: row.color,
      status: row.status,
    };
    labels.set(row.master_id, [...(labels.get(row.master_id) ?? []), tag]);
  }
  return labels;
}
