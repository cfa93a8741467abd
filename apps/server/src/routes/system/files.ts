import { rmSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import type { FileReferenceKind, StoredFile } from '@onsite/domain';
import { role } from '../../auth/access';
import { pageOf, Where } from '../../core/paging';
import { badRequest } from '../../http/errors';
import { type RouteDefinition, route } from '../../http/routes';
import { ADMIN_ROLE_ID } from '../../live/notify';
import type { RouteDeps } from '../deps';

/**
 * Where a stored file can be referenced: one SQL condition per kind, on `f.path` (the orphan sweep's list,
 * the contracts and the bank slips of offline transfers, D35).
 */
export const FILE_REFERENCES: readonly (readonly [FileReferenceKind, string])[] = [
  [
    'contract',
    'EXISTS (SELECT 1 FROM ent_contract c WHERE c.contract_addresss = f.path OR c.contract_preview_address = f.path)',
  ],
  ['demandPicture', 'EXISTS (SELECT 1 FROM ent_demand_pic p WHERE p.pic_path = f.path)'],
  ['orderPhoto', 'EXISTS (SELECT 1 FROM work_order_photo ph WHERE ph.file_path = f.path)'],
  [
    'serialDiagram',
    "EXISTS (SELECT 1 FROM ent_setting s WHERE ',' || s.serial_diagram || ',' LIKE '%,' || f.path || ',%')",
  ],
  ['bankSlip', 'EXISTS (SELECT 1 FROM enterprise_recharge r WHERE r.slip_path = f.path)'],
  // D54: a master contract's signed copy, a master's ID card pictures.
  ['masterContract', 'EXISTS (SELECT 1 FROM master_contract mc WHERE mc.file_path = f.path)'],
  [
    'idCardPicture',
    'EXISTS (SELECT 1 FROM master mi WHERE mi.id_card_front = f.path OR mi.id_card_back = f.path)',
  ],
  // D66: a picture of an enterprise's 图片管理.
  ['enterpriseImage', 'EXISTS (SELECT 1 FROM ent_image im WHERE im.file_id = f.file_id)'],
];
const REFERENCES = FILE_REFERENCES;
const ANY_REFERENCE = `(${REFERENCES.map(([, sql]) => sql).join(' OR ')})`;

interface FileRow {
  file_id: number;
  path: string;
  original_name: string;
  mime_type: string;
  size: number;
  kind: 'enterprise' | 'contract';
  enterprise_name: string | null;
  login_name: string | null;
  create_time: string;
  [reference: string]: unknown;
}

const SELECT = `SELECT f.*, e.enterprise_name, u.login_name, ${REFERENCES.map(([kind, sql]) => `${sql} AS ref_${kind}`).join(', ')}
  FROM dfs_file f
  LEFT JOIN ent_enterprise e ON e.enterprise_id = f.enterprise_id
  LEFT JOIN sys_user u ON u.user_id = f.uploaded_by`;

const referencesOf = (row: FileRow): FileReferenceKind[] =>
  REFERENCES.filter(([kind]) => row[`ref_${kind}`] === 1).map(([kind]) => kind);

/**
 * 文件存储 (issue 18 `fileStorage`): every row of `dfs_file`, for the administrator only (role admin, user 1).
 * Least data: never the storage path. A file is deleted (its row and its content, in one step) only while
 * nothing refers to it.
 */
export function fileRoutes({ db, config }: RouteDeps): RouteDefinition[] {
  const { file } = contract.system;
  const admin = role(ADMIN_ROLE_ID);
  return [
    route(file.list, admin, ({ query }) => {
      const where = new Where().contains('f.original_name', query.originalName).equals('f.kind', query.kind);
      if (query.referenced === '1') where.add(ANY_REFERENCE);
      if (query.referenced === '0') where.add(`NOT ${ANY_REFERENCE}`);
      const { limit, offset, pageNum } = pageOf(query);
      const rows = db
        .prepare(`${SELECT} ${where.toSql()} ORDER BY f.create_time DESC, f.file_id DESC LIMIT ? OFFSET ?`)
        .all(...where.params, limit, offset) as FileRow[];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM dfs_file f ${where.toSql()}`)
        .get(...where.params) as { total: number };
      return {
        rows: rows.map(
          (row): StoredFile => ({
            fileId: row.file_id,
            originalName: row.original_name,
            mimeType: row.mime_type,
            size: row.size,
            kind: row.kind,
            enterpriseName: row.enterprise_name,
            uploadedBy: row.login_name,
            createTime: row.create_time,
            references: referencesOf(row),
          }),
        ),
        total,
        pageNum,
      };
    }),
    route(file.remove, admin, ({ body }) => {
      db.transaction(() => {
        const row = db.prepare(`${SELECT} WHERE f.file_id = ?`).get(body.fileId) as FileRow | undefined;
        if (!row) throw badRequest('文件不存在或已被删除');
        if (referencesOf(row).length > 0) throw badRequest('文件仍被引用，不能删除');
        db.prepare('DELETE FROM dfs_file WHERE file_id = ?').run(row.file_id);
        // Inside the transaction: a content that cannot be removed keeps its row.
        rmSync(path.join(config.dataDir, ...row.path.split('/')), { force: true });
      })();
      return { data: null };
    }),
  ];
}
