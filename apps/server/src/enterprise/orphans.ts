import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { UPLOAD_TEMP_FOLDER } from '../http/uploads';
import { formatDateTime } from './time';

/** An upload nothing refers to is removed after a day (ASVS 12.1: no unbounded storage by abandoned uploads). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The scheduled job `orphanUploads` (hourly, D43, `jobs/definitions.ts`).
 * Removes every `/dfs/upload` file older than a day that no demand picture, no order photo (D32), no
 * offline transfer's bank slip (D35), no master contract or ID card picture (D54), no enterprise picture (D66) and no setting's serial diagram refers to (contracts are always referenced by their row), with its `dfs_file` row, and any
 * temp file of an interrupted upload older than a day. Answers how many uploads were removed.
 */
export function cleanOrphanUploads(db: Db, dataDir: string, now: number): number {
  const cutoff = formatDateTime(now - ORPHAN_AGE_MS);
  const orphans = db
    .prepare(
      `SELECT file_id, path FROM dfs_file f
        WHERE f.kind = 'enterprise' AND f.create_time < ?
          AND NOT EXISTS (SELECT 1 FROM ent_demand_pic p WHERE p.pic_path = f.path)
          AND NOT EXISTS (SELECT 1 FROM work_order_photo ph WHERE ph.file_path = f.path)
          AND NOT EXISTS (SELECT 1 FROM enterprise_recharge r WHERE r.slip_path = f.path)
          AND NOT EXISTS (SELECT 1 FROM master_contract mc WHERE mc.file_path = f.path)
          AND NOT EXISTS (SELECT 1 FROM master mi WHERE mi.id_card_front = f.path OR mi.id_card_back = f.path)
          AND NOT EXISTS (SELECT 1 FROM ent_image im WHERE im.file_id = f.file_id)
          AND NOT EXISTS (SELECT 1 FROM ent_setting s
                           WHERE ',' || s.serial_diagram || ',' LIKE '%,' || f.path || ',%')`,
    )
    .all(cutoff) as { file_id: number; path: string }[];
  const forget = db.prepare('DELETE FROM dfs_file WHERE file_id = ?');
  for (const orphan of orphans) {
    rmSync(path.join(dataDir, ...orphan.path.split('/')), { force: true });
    forget.run(orphan.file_id);
  }
  const temp = path.join(dataDir, UPLOAD_TEMP_FOLDER);
  try {
    for (const name of readdirSync(temp)) {
      const file = path.join(temp, name);
      if (now - statSync(file).mtimeMs > ORPHAN_AGE_MS) rmSync(file, { force: true });
    }
  } catch {
    // No temp folder yet: nothing was ever uploaded.
  }
  return orphans.length;
}
