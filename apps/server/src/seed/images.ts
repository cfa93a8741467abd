import type { ImageLabel } from '@onsite/domain';
import { formatTime } from '../core/time';
import type { Db } from '../db/database';
import { compactDate } from '../enterprise/time';
import { type SeedFilesDir, sampleBarcodePng, writeSeedFile } from './sampleFiles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [label, title, uploaded as, days ago] of every demo enterprise's pictures. */
const IMAGES: readonly (readonly [ImageLabel, string, string, number])[] = [
  ['storefront', '总部门头照', 'storefront.png', 30],
  ['product', '主推产品图', 'product.png', 20],
  ['installExample', '标准安装示例', 'install-example.png', 10],
];

/**
 * D66: three pictures (门头照, 产品图, 安装示例) of each of the first four enterprises (those with demo accounts),
 * stored like uploads: a `dfs_file` row of the enterprise and a real PNG in the data folder. No random draws.
 */
export function seedEnterpriseImages(db: Db, anchor: number, filesDir: SeedFilesDir): void {
  const enterprises = db
    .prepare('SELECT enterprise_id FROM ent_enterprise WHERE del_status = 0 ORDER BY enterprise_id LIMIT 4')
    .all() as { enterprise_id: number }[];
  const file = db.prepare(
    `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
     VALUES (?, ?, 'image/png', ?, 'enterprise', ?, NULL, ?)`,
  );
  const image = db.prepare(
    `INSERT INTO ent_image (enterprise_id, file_id, label, title, create_by, create_time)
     VALUES (?, ?, ?, ?, 'admin', ?)`,
  );
  for (const { enterprise_id: enterpriseId } of enterprises) {
    IMAGES.forEach(([label, title, originalName, daysAgo], index) => {
      const moment = anchor - daysAgo * DAY_MS - enterpriseId * 60 * 60 * 1000;
      const time = formatTime(moment);
      const relative = `uploads/enterprise/${compactDate(moment)}/image-${enterpriseId}-${index + 1}.png`;
      const data = sampleBarcodePng(160, 100, enterpriseId * 3 + index + 2);
      const fileId = Number(
        file.run(relative, originalName, data.length, enterpriseId, time).lastInsertRowid,
      );
      image.run(enterpriseId, fileId, label, title, time);
      writeSeedFile(filesDir, relative, data);
    });
  }
}
