import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, type PageQuery } from '@onsite/domain';
import { rangeEnd, rangeStart } from './time';

/** LIMIT / OFFSET of a page (spec 000 §9 defaults: page 1, 10 rows). */
export function pageOf(query: Pick<PageQuery, 'pageNum' | 'pageSize'>) {
  const pageNum = query.pageNum ?? DEFAULT_PAGE_NUM;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNum, limit: pageSize, offset: (pageNum - 1) * pageSize };
}

/**
 * `ORDER BY` of a list: `sortField` only from the list's whitelist (API field name → column), the
 * default order descending (spec 000 §9); `tieBreak` keeps pages stable.
 */
export function orderByOf(
  query: Pick<PageQuery, 'sortField' | 'sortOrder'>,
  columns: Readonly<Record<string, string>>,
  fallback: string,
  tieBreak: string,
): string {
  const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const column = query.sortField === undefined ? undefined : columns[query.sortField];
  return `ORDER BY ${column ?? fallback} ${direction}, ${tieBreak} ${direction}`;
}

type SqlValue = string | number | bigint | null;

/** Builds a WHERE clause from optional filters, keeping SQL and parameters together. */
export class Where {
  private readonly clauses: string[] = [];
  readonly params: SqlValue[] = [];

  /** Adds a condition with its parameters. */
  add(sql: string, ...params: SqlValue[]): this {
    this.clauses.push(sql);
    this.params.push(...params);
    return this;
  }

  /** Adds `column = ?` when the value is given. */
  equals(column: string, value: SqlValue | undefined): this {
    return value === undefined || value === '' ? this : this.add(`${column} = ?`, value);
  }

  /** Adds `column LIKE %value%` when the value is given (LIKE wildcards in it are matched literally). */
  contains(column: string, value: string | undefined): this {
    const text = value?.trim();
    return text ? this.add(`${column} LIKE ? ESCAPE '\\'`, `%${escapeLike(text)}%`) : this;
  }

  /** Adds `column LIKE value%` when the value is given (an index on the column can serve it). */
  startsWith(column: string, value: string | undefined): this {
    const text = value?.trim();
    return text ? this.add(`${column} LIKE ? ESCAPE '\\'`, `${escapeLike(text)}%`) : this;
  }

  /** Adds a time range; a bare day as the end includes the whole day. */
  between(column: string, start: string | undefined, end: string | undefined): this {
    if (start) this.add(`${column} >= ?`, rangeStart(start));
    if (end) this.add(`${column} <= ?`, rangeEnd(end));
    return this;
  }

  toSql(): string {
    return this.clauses.length === 0 ? '' : `WHERE ${this.clauses.join(' AND ')}`;
  }
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
