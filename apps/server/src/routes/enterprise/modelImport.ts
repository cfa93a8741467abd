import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contract } from '@onsite/api-client';
import { MODEL_IMPORT_MAX_ROWS } from '@onsite/domain';
import writeXlsxFile from 'write-excel-file/node';
import type { Db } from '../../db/database';
import { PLATFORM_SUPER } from '../../enterprise/access';
import { EXPORTS_FOLDER } from '../../enterprise/storage';
import { formatDateTime } from '../../enterprise/time';
import { readFirstSheet, type SheetRow, XlsxReadError } from '../../enterprise/xlsxRead';
import { badRequest } from '../../http/errors';
import { requestLocale } from '../../http/language';
import { type RouteDefinition, route } from '../../http/routes';
import { localize } from '../../i18n/localize';
import type { RouteDeps } from '../deps';

/** The import's columns, in order (the first row of the workbook is this header and is skipped). */
export const MODEL_IMPORT_COLUMNS = ['品牌名称', '型号名称', '型号编码', '备注'] as const;
const NAME_MAX = 50;
const CODE_MAX = 50;
const REMARK_MAX = 500;

interface ImportRow {
  /** The row number in the workbook (1 = header). */
  line: number;
  brandName: string;
  modelName: string;
  modelCode: string;
  remark: string;
}

interface CheckedRow extends ImportRow {
  brandId: number;
  reasons: string[];
}

/** Every reason a row cannot be imported (empty when it can); duplicates inside the file included. */
function checkRows(db: Db, rows: ImportRow[]): CheckedRow[] {
  const brandOf = db.prepare('SELECT brand_id, forbidden_status FROM ent_brand WHERE brand_name = ?');
  const taken = db.prepare('SELECT 1 FROM ent_model WHERE brand_id = ? AND model_name = ?');
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const reasons: string[] = [];
    let brandId = 0;
    if (row.brandName === '') reasons.push('品牌名称不能为空');
    else {
      const brand = brandOf.get(row.brandName) as { brand_id: number; forbidden_status: 0 | 1 } | undefined;
      if (!brand) reasons.push(`品牌「${row.brandName}」不存在`);
      else if (brand.forbidden_status === 1) reasons.push(`品牌「${row.brandName}」已禁用，不能新增型号`);
      else brandId = brand.brand_id;
    }
    if (row.modelName === '') reasons.push('型号名称不能为空');
    else if ([...row.modelName].length > NAME_MAX) reasons.push(`型号名称不能超过 ${NAME_MAX} 个字符`);
    if ([...row.modelCode].length > CODE_MAX) reasons.push(`型号编码不能超过 ${CODE_MAX} 个字符`);
    if ([...row.remark].length > REMARK_MAX) reasons.push(`备注不能超过 ${REMARK_MAX} 个字符`);
    if (brandId > 0 && row.modelName !== '') {
      const key = `${brandId}\u0000${row.modelName}`;
      const first = seen.get(key);
      if (first !== undefined) reasons.push(`与第 ${first} 行重复`);
      else seen.set(key, row.line);
      if (taken.get(brandId, row.modelName)) reasons.push(`该品牌下已有型号「${row.modelName}」`);
    }
    return { ...row, brandId, reasons };
  });
}

/**
 * POST /enterprise/model/importModel (D40): models from the first sheet of an .xlsx, all or nothing.
 * With any bad row nothing is added and the answer names an error workbook (the bad rows, their
 * row numbers and reasons, in the caller's language) that `downloadErrorModel` serves; otherwise
 * every row is added in one transaction.
 */
export function modelImportRoutes({ db, config, now }: RouteDeps): RouteDefinition[] {
  return [
    route(contract.enterprise.model.importModel, PLATFORM_SUPER, async ({ file }, { request }) => {
      let sheet: SheetRow[];
      try {
        sheet = readFirstSheet(readFileSync(file.tempPath));
      } catch (error) {
        if (error instanceof XlsxReadError) throw badRequest(error.message);
        throw error;
      }
      const cell = (cells: string[] | undefined, index: number) => (cells?.[index] ?? '').trim();
      const header = sheet[0]?.line === 1 ? sheet[0].cells : undefined;
      if (!MODEL_IMPORT_COLUMNS.every((title, index) => cell(header, index) === title))
        throw badRequest(`导入文件的第一行应为表头：${MODEL_IMPORT_COLUMNS.join('、')}`);
      const rows: ImportRow[] = sheet
        .slice(1)
        .map(({ line, cells }) => ({
          line,
          brandName: cell(cells, 0),
          modelName: cell(cells, 1),
          modelCode: cell(cells, 2),
          remark: cell(cells, 3),
        }))
        .filter((row) => row.brandName || row.modelName || row.modelCode || row.remark);
      if (rows.length === 0) throw badRequest('导入文件中没有型号数据');
      if (rows.length > MODEL_IMPORT_MAX_ROWS)
        throw badRequest(`一次最多导入 ${MODEL_IMPORT_MAX_ROWS} 行型号`);

      const checked = checkRows(db, rows);
      const bad = checked.filter((row) => row.reasons.length > 0);
      if (bad.length > 0) {
        const locale = requestLocale(request);
        const titles = ['行号', ...MODEL_IMPORT_COLUMNS, '错误原因'].map((title) => ({
          value: localize(title, locale),
          fontWeight: 'bold' as const,
        }));
        const data = await writeXlsxFile(
          [
            titles,
            ...bad.map((row) => [
              row.line,
              row.brandName,
              row.modelName,
              row.modelCode,
              row.remark,
              row.reasons.map((reason) => localize(reason, locale)).join('；'),
            ]),
          ],
          { sheet: 'errors' },
        ).toBuffer();
        const folder = path.join(config.dataDir, EXPORTS_FOLDER);
        mkdirSync(folder, { recursive: true });
        const errorFile = `${EXPORTS_FOLDER}/model-import-errors-${randomBytes(12).toString('hex')}.xlsx`;
        writeFileSync(path.join(config.dataDir, errorFile), data);
        return {
          data: { importedCount: 0, errorCount: bad.length, errorFile },
          msg: `导入失败：${bad.length} 行有误，未导入任何型号，请下载错误文件修改后重新导入`,
        };
      }
      const time = formatDateTime(now());
      const insert = db.prepare(
        'INSERT INTO ent_model (brand_id, model_name, model_code, remark, create_time) VALUES (?, ?, ?, ?, ?)',
      );
      db.transaction(() => {
        for (const row of checked) insert.run(row.brandId, row.modelName, row.modelCode, row.remark, time);
      })();
      return {
        data: { importedCount: checked.length, errorCount: 0, errorFile: null },
        msg: `成功导入 ${checked.length} 个型号`,
      };
    }),
  ];
}
