import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { compactTime, formatTime } from './time';

/** Exports live under `${dataDir}/exports/`; records keep the path relative to the data folder (served by /dfs/download). */
export const EXPORTS_FOLDER = 'exports';

/** Writes an export file and its "my downloads" record; answers the relative path. */
export function saveExport(
  db: Db,
  dataDir: string,
  at: number,
  file: {
    userId: number;
    exportName: string;
    prefix: string;
    extension: string;
    data: Buffer;
    exportType: 0 | 1;
  },
): string {
  const folder = path.join(dataDir, EXPORTS_FOLDER);
  mkdirSync(folder, { recursive: true });
  const { next } = db.prepare('SELECT COALESCE(MAX(record_id), 0) + 1 AS next FROM export_record').get() as {
    next: number;
  };
  const fileName = `${file.prefix}-${compactTime(at)}-${next}.${file.extension}`;
  writeFileSync(path.join(folder, fileName), file.data);
  const relative = `${EXPORTS_FOLDER}/${fileName}`;
  db.prepare(
    'INSERT INTO export_record (record_id, user_id, export_name, export_time, export_type, export_url) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(next, file.userId, file.exportName, formatTime(at), file.exportType, relative);
  return relative;
}
