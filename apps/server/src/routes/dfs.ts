import { createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import { isAllowedContractFile } from '@onsite/domain';
import { button, isAllowed } from '../auth/access';
import { isMasterUser, masterOfUser } from '../core/masters';
import { anyCode, SIGNED_IN_USER } from '../enterprise/access';
import { actorOf, assertEnterpriseScope, requireCode, requireEnterprise } from '../enterprise/guard';
import { writeHistory } from '../enterprise/history';
import { CONTRACT_FILE_TYPE_MESSAGE, HISTORY_MODULES, OPERATE_TYPES } from '../enterprise/labels';
import { type ContractRow, contractOf } from '../enterprise/repository';
import {
  checkRequestedFileName,
  contentMatchesExtension,
  contentTypeOf,
  extensionOf,
  resolveStoredFile,
  storeUpload,
} from '../enterprise/storage';
import { compactDate } from '../enterprise/time';
import { badRequest, forbidden, notFound } from '../http/errors';
import { type RouteDefinition, route, type UploadedFile } from '../http/routes';
import { createTicketStore, DOWNLOAD_TICKET_TTL_MS } from '../http/tickets';
import type { RouteDeps } from './deps';
import { CONTRACT_EDIT_CODE, CONTRACT_LIST_CODE } from './enterprise/contract';

const calls = contract.dfs;

/** Codes whose screens upload pictures (demand pictures, guarantee example): one of them allows `/dfs/upload`. */
export const UPLOAD_CODES = [
  'addEnterpriseRequest',
  'editEnterpriseRequest',
  'editEnterpriseSetting',
  // D32: a master uploads the photos of a completion.
  'order:order:work',
  // D54: a master contract's signed copy, a master's ID card pictures.
  'master:contract:edit',
  'master:idcard:submit',
  // D66: an enterprise's pictures (图片管理).
  'enterprise:image:add',
] as const;

/** Where a stored file can be fetched: `/api/dfs/download` with the token appended by the client (D2). */
export const downloadUrlOf = (fileName: string) =>
  `/api/dfs/download?fileName=${encodeURIComponent(fileName)}`;

function checkContent(extension: string, file: UploadedFile): void {
  if (file.size === 0) throw badRequest('上传的文件是空的');
  if (!contentMatchesExtension(extension, file.head))
    throw badRequest(`文件内容不是 .${extension} 格式，上传文件格式不支持!`);
}

/** Stored files: uploads to the data folder and the token-checked download (spec 001 §7 file calls). */
export function dfsRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  const recordFile = (
    relative: string,
    file: UploadedFile,
    kind: 'enterprise' | 'contract',
    enterpriseId: number | null,
    userId: number,
    time: string,
  ) =>
    db
      .prepare(
        `INSERT INTO dfs_file (path, original_name, mime_type, size, kind, enterprise_id, uploaded_by, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        relative,
        file.fileName,
        contentTypeOf(file.fileName),
        file.size,
        kind,
        enterpriseId,
        userId,
        time,
      );

  const tickets = createTicketStore(now);
  return [
    // A one-time link: the path safety is checked now (and again at the download, with the owner checks).
    route(calls.downloadLink, SIGNED_IN_USER, ({ body }, { token }) => {
      resolveStoredFile(config.dataDir, body.fileName);
      const ticket = tickets.issue(token ?? '', body.fileName);
      return {
        data: {
          url: `/dfs/download?fileName=${encodeURIComponent(body.fileName)}&ticket=${ticket}`,
          expiresInSeconds: DOWNLOAD_TICKET_TTL_MS / 1000,
        },
      };
    }),

    // Pictures of demands and the guarantee example: only a user who may edit those uploads (the
    // read-only viewer may not, ASVS 4.1.3). Rate limit and quota: see http/rateLimit.ts, http/uploads.ts.
    route(calls.upload, anyCode(...UPLOAD_CODES), ({ file }, { user }) => {
      const extension = extensionOf(file.fileName);
      checkContent(extension, file);
      const relative = storeUpload(config.dataDir, 'enterprise', extension, file.tempPath, now());
      try {
        recordFile(relative, file, 'enterprise', user.enterpriseId, user.userId, actorOf(user, now).time);
      } catch (error) {
        rmSync(path.join(config.dataDir, ...relative.split('/')), { force: true });
        throw error;
      }
      return { data: { url: downloadUrlOf(relative), pathfileName: relative }, msg: '上传成功' };
    }),

    // Spec 001 §6: the contract table and its upload show with the list code; storing a contract changes it, so
    // the edit code is required too.
    route(calls.uploadContract, anyCode(CONTRACT_LIST_CODE), ({ query, file }, { user }) => {
      requireCode(user, CONTRACT_EDIT_CODE, '上传合同');
      const enterprise = requireEnterprise(db, user, query.id);
      if (!isAllowedContractFile(file.fileName)) throw badRequest(CONTRACT_FILE_TYPE_MESSAGE);
      const extension = extensionOf(file.fileName);
      checkContent(extension, file);
      const actor = actorOf(user, now);
      const relative = storeUpload(
        config.dataDir,
        `contract/${enterprise.enterprise_id}`,
        extension,
        file.tempPath,
        now(),
      );
      const name = Array.from(path.basename(file.fileName, path.extname(file.fileName)).trim() || '合同')
        .slice(0, 100)
        .join('');
      const write = db.transaction(() => {
        recordFile(relative, file, 'contract', enterprise.enterprise_id, user.userId, actor.time);
        const day = compactDate(now());
        // The next number of the day (HT + YYYYMMDD + 4 digits), after the highest one still stored.
        const { last } = db
          .prepare('SELECT MAX(contract_no) AS last FROM ent_contract WHERE contract_no GLOB ?')
          .get(`HT${day}[0-9][0-9][0-9][0-9]`) as { last: string | null };
        const next = last === null ? 1 : Number(last.slice(-4)) + 1;
        const inserted = db
          .prepare(
            `INSERT INTO ent_contract (enterprise_id, contract_no, contract_name, contract_preview_address, contract_addresss, create_time)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(
            enterprise.enterprise_id,
            `HT${day}${String(next).padStart(4, '0')}`,
            name,
            extension === 'pdf' ? relative : '',
            relative,
            actor.time,
          );
        writeHistory(db, actor, {
          enterpriseId: enterprise.enterprise_id,
          module: HISTORY_MODULES.contract,
          operateType: OPERATE_TYPES.upload,
          content: `上传合同「${name}」（${file.fileName}）`,
        });
        return db
          .prepare('SELECT * FROM ent_contract WHERE id = ?')
          .get(inserted.lastInsertRowid) as ContractRow;
      });
      let row: ContractRow;
      try {
        row = write();
      } catch (error) {
        // Nothing half-written: the stored file goes with the rolled-back rows.
        rmSync(path.join(config.dataDir, ...relative.split('/')), { force: true });
        throw error;
      }
      return { data: contractOf(row), msg: '上传成功' };
    }),

    // The path safety answers first (文件路径不合法：…), then the token and the file's owner.
    route(
      calls.download,
      SIGNED_IN_USER,
      ({ query }, { user }) => {
        const absolute = resolveStoredFile(config.dataDir, query.fileName);
        const contracts = db
          .prepare(
            'SELECT enterprise_id FROM ent_contract WHERE contract_addresss = ? OR contract_preview_address = ?',
          )
          .all(query.fileName, query.fileName) as { enterprise_id: number }[];
        for (const owner of contracts) {
          requireCode(user, 'enterpriseContractInfo', '查看或下载合同');
          assertEnterpriseScope(user, owner.enterprise_id);
        }
        const stored = db
          .prepare('SELECT original_name, enterprise_id, kind FROM dfs_file WHERE path = ?')
          .get(query.fileName) as
          | { original_name: string; enterprise_id: number | null; kind: string }
          | undefined;
        if (stored?.kind === 'contract' && stored.enterprise_id !== null)
          assertEnterpriseScope(user, stored.enterprise_id);
        // D66: a picture of an enterprise's 图片管理: its enterprise's users and staff only.
        const imageOwner = db
          .prepare(
            'SELECT i.enterprise_id FROM ent_image i JOIN dfs_file d ON d.file_id = i.file_id WHERE d.path = ?',
          )
          .get(query.fileName) as { enterprise_id: number } | undefined;
        if (imageOwner) assertEnterpriseScope(user, imageOwner.enterprise_id);
        // A bank slip of an offline top-up (D35): its enterprise's users and staff only.
        const slips = db
          .prepare('SELECT enterprise_id FROM enterprise_recharge WHERE slip_path = ?')
          .all(query.fileName) as { enterprise_id: number }[];
        for (const owner of slips) assertEnterpriseScope(user, owner.enterprise_id);
        // D54: a master contract's signed copy and a master's ID card pictures: staff holding their codes only.
        if (db.prepare('SELECT 1 FROM master_contract WHERE file_path = ?').get(query.fileName))
          requireCode(user, 'master:contract:list', '查看师傅合同');
        const cardOwner = db
          .prepare('SELECT master_id FROM master WHERE id_card_front = ? OR id_card_back = ?')
          .get(query.fileName, query.fileName) as { master_id: number } | undefined;
        if (cardOwner && !isAllowed(user, button('master:idcard:submit', 'master:idcard:review')))
          throw forbidden('查看身份证照片');
        // D60: a master (who submits their own card) sees their own card's pictures only.
        if (
          cardOwner &&
          isMasterUser(user) &&
          masterOfUser(db, user.userId)?.masterId !== cardOwner.master_id
        )
          throw forbidden('查看身份证照片');
        const exportOwners = (
          db.prepare('SELECT user_id FROM export_record WHERE export_url = ?').all(query.fileName) as {
            user_id: number;
          }[]
        ).map((row) => row.user_id);
        if (exportOwners.length > 0 && user.userId !== 1 && !exportOwners.includes(user.userId)) {
          throw forbidden('下载他人的导出文件');
        }
        if (!existsSync(absolute) || !statSync(absolute).isFile()) throw notFound(`文件 ${query.fileName} `);
        return {
          body: createReadStream(absolute),
          contentType: contentTypeOf(query.fileName),
          fileName: stored?.original_name ?? path.basename(query.fileName),
        };
      },
      {
        precheck: checkRequestedFileName,
        ticketToken: (request) => {
          const query = request.query as { ticket?: unknown; fileName?: unknown } | undefined;
          return tickets.redeem(query?.ticket, query?.fileName);
        },
      },
    ),
  ];
}
