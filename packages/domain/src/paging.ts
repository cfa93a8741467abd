import { isRecord, toInteger } from './coerce';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from './constants';

/**
 * Spec 000 §4.5: a page past the first that came back empty steps back one page. Returns the page
 * to load instead, or null when the page stands (first page, rows present, or bad input).
 */
export function stepBackPage(pageNum: number, rowCount: number): number | null {
  const page = toInteger(pageNum);
  const rows = toInteger(rowCount);
  if (page === null || rows === null) return null;
  return page > DEFAULT_PAGE_NUM && rows === 0 ? page - 1 : null;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** Paging request values (spec 000 §3, §9): positive integers, else the defaults 1 and 10. */
export function normalizePaging(
  paging: { pageNum?: unknown; pageSize?: unknown } | null | undefined,
): Paging {
  const values = isRecord(paging) ? paging : {};
  const pageNum = toInteger(values.pageNum);
  const pageSize = toInteger(values.pageSize);
  return {
    pageNum: pageNum !== null && pageNum >= 1 ? pageNum : DEFAULT_PAGE_NUM,
    pageSize: pageSize !== null && pageSize >= 1 ? pageSize : DEFAULT_PAGE_SIZE,
  };
}
