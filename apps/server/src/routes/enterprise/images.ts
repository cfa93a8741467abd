import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import { type EnterpriseImage, type ImageLabel, isImageFile } from '@onsite/domain';
import type { SessionUser } from '../../auth/sessions';
import { CODES } from '../../core/codes';
import { pageOf, Where } from '../../core/paging';
import { anyCode } from '../../enterprise/access';
import {
  actorOf,
  assertEnterpriseScope,
  requireEnterprise,
  scopedEnterpriseId,
} from '../../enterprise/guard';
import { badRequest, businessError, notFound } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import type { RouteDeps } from '../deps';
import { FILE_REFERENCES } from '../system/files';

interface ImageRow {
  image_id: number;
  enterprise_id: number;
  enterprise_name: string;
  file_id: number;
  label: ImageLabel;
  title: string;
  path: string;
  original_name: string;
  size: number;
  create_by: string;
  create_time: string;
  update_time: string | null;
}

const FROM = `FROM ent_image i JOIN ent_enterprise e ON e.enterprise_id = i.enterprise_id
  JOIN dfs_file f ON f.file_id = i.file_id`;
const SELECT = `SELECT i.*, e.enterprise_name, f.path, f.original_name, f.size ${FROM}`;

const toImage = (row: ImageRow): EnterpriseImage => ({
  imageId: row.image_id,
  enterpriseId: row.enterprise_id,
  enterpriseName: row.enterprise_name,
  label: row.label,
  title: row.title,
  path: row.path,
  originalName: row.original_name,
  size: row.size,
  createBy: row.create_by,
  createTime: row.create_time,
  updateTime: row.update_time,
});

/** Whatever else may refer to a picture's file (the file storage's list, D47), the picture itself left out. */
const OTHER_REFERENCES = FILE_REFERENCES.filter(([kind]) => kind !== 'enterpriseImage')
  .map(([, sql]) => sql)
  .join(' OR ');

/**
 * D66: 图片管理. An enterprise's pictures: uploaded through `/dfs/upload` (its types, size limit, rate limit and
 * quota), then filed here with a label and a title. Least data: an enterprise user lists and changes only their
 * own enterprise's (naming another enterprise answers 403, another enterprise's picture 404); staff see all.
 * Deleting removes the row, the `dfs_file` row and the file in one step, refused while anything else refers to
 * the file.
 */
export function imageRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const { image } = contract.enterprise;

  const requireImage = (user: SessionUser, id: number): ImageRow => {
    const row = db.prepare(`${SELECT} WHERE i.image_id = ?`).get(id) as ImageRow | undefined;
    const own = scopedEnterpriseId(user);
    if (!row || (own !== null && row.enterprise_id !== own)) throw notFound(`图片 ${id} `);
    return row;
  };

  return [
    route(image.list, anyCode(CODES.imageList), ({ query }, { user }) => {
      if (query.enterpriseId !== undefined) assertEnterpriseScope(user, query.enterpriseId);
      const where = new Where()
        .equals('i.enterprise_id', scopedEnterpriseId(user) ?? query.enterpriseId)
        .contains('i.title', query.title)
        .equals('i.label', query.label);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${SELECT} ${where.toSql()} ORDER BY i.create_time DESC, i.image_id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as ImageRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total ${FROM} ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return { rows: rows.map(toImage), total, pageNum };
    }),

    route(image.add, anyCode(CODES.imageAdd), ({ body }, { user }) => {
      const enterprise = requireEnterprise(db, user, body.enterpriseId);
      const title = body.title.trim();
      if (title === '') throw badRequest('请输入图片标题');
      if (!isImageFile(body.path)) throw badRequest('图片只支持 png、jpg、webp 格式');
      const actor = actorOf(user, now);
      const id = db.transaction(() => {
        // Only the caller's own upload: a path someone else uploaded cannot be claimed.
        const file = db
          .prepare("SELECT file_id FROM dfs_file WHERE path = ? AND kind = 'enterprise' AND uploaded_by = ?")
          .get(body.path, user.userId) as { file_id: number } | undefined;
        if (!file) throw badRequest('图片文件不存在，请重新上传');
        if (db.prepare('SELECT 1 FROM ent_image WHERE file_id = ?').get(file.file_id))
          throw badRequest('该文件已是一张图片，请重新上传');
        // The stored file now belongs to the enterprise (the file storage names it).
        db.prepare('UPDATE dfs_file SET enterprise_id = ? WHERE file_id = ?').run(
          enterprise.enterprise_id,
          file.file_id,
        );
        return Number(
          db
            .prepare(
              `INSERT INTO ent_image (enterprise_id, file_id, label, title, create_by, create_time)
               VALUES (?, ?, ?, ?, ?, ?)`,
            )
            .run(enterprise.enterprise_id, file.file_id, body.label, title, actor.name, actor.time)
            .lastInsertRowid,
        );
      })();
      return { data: id, msg: '新增成功' };
    }),

    route(image.update, anyCode(CODES.imageEdit), ({ body }, { user }) => {
      const row = requireImage(user, body.imageId);
      const title = body.title.trim();
      if (title === '') throw badRequest('请输入图片标题');
      const actor = actorOf(user, now);
      db.prepare(
        'UPDATE ent_image SET label = ?, title = ?, update_by = ?, update_time = ? WHERE image_id = ?',
      ).run(body.label, title, actor.name, actor.time, row.image_id);
      return { data: null, msg: '修改成功' };
    }),

    route(image.remove, anyCode(CODES.imageRemove), ({ body }, { user }) => {
      const row = requireImage(user, body.imageId);
      const absolute = path.join(config.dataDir, ...row.path.split('/'));
      // The file is set aside inside the transaction and removed only once the rows are gone: a failure on
      // either side puts everything back.
      const parked = `${absolute}.removing`;
      let moved = false;
      try {
        db.transaction(() => {
          if (
            OTHER_REFERENCES &&
            db
              .prepare(`SELECT 1 FROM dfs_file f WHERE f.file_id = ? AND (${OTHER_REFERENCES})`)
              .get(row.file_id)
          )
            throw badRequest(`图片「${row.title}」的文件仍被其他数据引用，不能删除`);
          db.prepare('DELETE FROM ent_image WHERE image_id = ?').run(row.image_id);
          db.prepare('DELETE FROM dfs_file WHERE file_id = ?').run(row.file_id);
          if (existsSync(absolute)) {
            try {
              renameSync(absolute, parked);
            } catch {
              throw businessError('图片文件删除失败，请稍后再试');
            }
            moved = true;
          }
        })();
      } catch (error) {
        if (moved && existsSync(parked)) renameSync(parked, absolute);
        throw error;
      }
      if (moved) rmSync(parked, { force: true });
      return { data: null, msg: '删除成功' };
    }),
  ];
}
