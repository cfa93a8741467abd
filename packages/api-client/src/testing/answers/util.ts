import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@onsite/domain';
import type { Page } from '../../client/types';

/** One page of rows by the spec's paging fields (defaults 1 and 10, spec 000 §9). */
export function pageOf<Row>(rows: readonly Row[], query: { pageNum?: number; pageSize?: number }): Page<Row> {
  const pageNum = query.pageNum ?? DEFAULT_PAGE_NUM;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum };
}

/** Keeps the rows whose fields equal every given filter (undefined and '' filters are ignored). */
export function filterRows<Row extends object>(
  rows: readonly Row[],
  filters: Partial<Record<keyof Row, unknown>>,
): Row[] {
  const active = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return rows.filter((row) =>
    active.every(([key, value]) => {
      const field = (row as Record<string, unknown>)[key];
      return typeof field === 'string' && typeof value === 'string' ? field.includes(value) : field === value;
    }),
  );
}

/** A deterministic stored path for an uploaded file. */
export function storedPath(folder: string, fileName: string): string {
  const safe = fileName.replace(/[^\w.-]+/g, '_') || 'file';
  return `${folder}/2024/06/${safe}`;
}

/** Bytes standing in for an Excel workbook (a zip starts with PK). */
export const FAKE_XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);

/** A small captcha picture. */
export const CAPTCHA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><text x="10" y="28" font-size="24">8a3k</text></svg>';

/** Thrown by an answer to reply `{ code, msg }` instead of data (HTTP 200, like the server's refusals). */
export class AnswerFailure extends Error {
  constructor(
    readonly msg: string,
    readonly code = 500,
  ) {
    super(msg);
    this.name = 'AnswerFailure';
  }
}

/** Finds a fixture or answers `{ code: 404, msg: '…不存在' }`. */
export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new AnswerFailure(`${what}不存在`, 404);
  return value;
}
