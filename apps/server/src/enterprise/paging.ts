import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, type PageQuery } from '@onsite/domain';
import type { Db } from '../db/database';

/** A WHERE clause built filter by filter, with its positional parameters. */
export class Where {
  private readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  /** Adds `clause` with its parameters. */
  add(clause: string, ...params: unknown[]): this {
    this.clauses.push(clause);
    this.params.push(...params);
    return this;
  }

  /** Adds `clause` only when `value` is given (not undefined, null or ''). */
  when(value: unknown, clause: string, ...params: unknown[]): this {
    if (value === undefined || value === null || value === '') return this;
    return this.add(clause, ...(params.length > 0 ? params : [value]));
  }

  toSql(): string {
    return this.clauses.length === 0 ? '' : `WHERE ${this.clauses.join(' AND ')}`;
  }
}

/** Escapes `%`, `_` and `\` for a `LIKE ? ESCAPE '\'` filter and wraps the text in `%`. */
export function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface PageOptions {
  /** `SELECT … FROM … JOIN …` without WHERE, ORDER BY or LIMIT. */
  select: string;
  /** `FROM … JOIN …` for the COUNT (the same joins the filters need). */
  from: string;
  where: Where;
  query: PageQuery;
  /** Sortable fields of the contract mapped to their columns (whitelist). */
  sortable: Record<string, string>;
  /** ORDER BY used when no (known) sortField is given: descending by default (spec 000 §9). */
  defaultOrder: string;
  /** A unique column appended to every ORDER BY so pages never overlap. */
  tieBreaker: string;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
  pageNum: number;
  /** Rows before this page (for serial numbers). */
  offset: number;
}

/** A paged query: COUNT with the same WHERE, rows ordered by a whitelisted column, LIMIT/OFFSET. */
export function pageOf<Row>(db: Db, options: PageOptions): Page<Row> {
  const pageNum = options.query.pageNum ?? DEFAULT_PAGE_NUM;
  const pageSize = options.query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = options.where.toSql();
  const total = (
    db.prepare(`SELECT COUNT(*) AS total ${options.from} ${where}`).get(...options.where.params) as {
      total: number;
    }
  ).total;
  const column = options.query.sortField ? options.sortable[options.query.sortField] : undefined;
  const direction = options.query.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const order = column ? `${column} ${direction}, ${options.tieBreaker} ${direction}` : options.defaultOrder;
  const offset = (pageNum - 1) * pageSize;
  const rows = db
    .prepare(`${options.select} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...options.where.params, pageSize, offset) as Row[];
  return { rows, total, pageNum, offset };
}
