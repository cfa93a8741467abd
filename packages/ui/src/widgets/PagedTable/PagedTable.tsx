import {
  DEFAULT_PAGE_NUM,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_ORDER,
  type PageQuery,
  stepBackPage,
} from '@onsite/domain';
import { Button, Result, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder as AntdSortOrder, SorterResult } from 'antd/es/table/interface';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../providers/query/serverMessage';

export type SortOrder = NonNullable<PageQuery['sortOrder']>;

/** The paging request a table asks for (spec 000 §3 paging fields). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
  /** The column sorted by, if any. */
  sortField?: string;
  sortOrder: SortOrder;
}

export interface PagedTableProps<T>
  extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'onChange' | 'columns'> {
  /** The columns; a column with `sorter: true` is sorted on the server. */
  columns: TableColumnsType<T>;
  /** The rows of the current page. */
  dataSource: readonly T[];
  /** How many rows all pages hold together. */
  total: number;
  /** The page shown, from 1; 1 by default. */
  pageNum?: number;
  /** Rows per page; 10 by default (spec 000 §9). */
  pageSize?: number;
  /** The column sorted by; none by default. */
  sortField?: string;
  /** The sort direction; descending by default (spec 000 §9). */
  sortOrder?: SortOrder;
  /** Whether a page is being fetched. */
  loading?: boolean;
  /** Why the page could not be fetched (an ApiError's message or a text is shown), with a retry button instead of the rows. */
  error?: unknown;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Called with the page, size and sort a person asks for, and with the previous page when a page past the first comes back empty. */
  onChange: (request: PageRequest) => void;
}

const TO_ANTD: Record<SortOrder, AntdSortOrder> = { asc: 'ascend', desc: 'descend' };

function columnKey<T>(column: TableColumnsType<T>[number]): string | undefined {
  if (column.key !== undefined) return String(column.key);
  const { dataIndex } = column as { dataIndex?: unknown };
  if (typeof dataIndex === 'string' || typeof dataIndex === 'number') return String(dataIndex);
  return Array.isArray(dataIndex) ? dataIndex.join('.') : undefined;
}

/** The text of a failure: the server's message, a text given as the error, else the system error. */
function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error !== '') return error;
  return serverMessageOf(error) ?? fallback;
}

/**
 * An antd Table paged on the server (spec 000 §9): footer 共计 {n} 项条目, quick jump and size
 * changer; loading, empty and error states; a page past the first that comes back empty steps
 * back one page (spec 000 §4.5).
 */
export function PagedTable<T extends object>({
  columns,
  dataSource,
  total,
  pageNum = DEFAULT_PAGE_NUM,
  pageSize = DEFAULT_PAGE_SIZE,
  sortField,
  sortOrder = DEFAULT_SORT_ORDER,
  loading = false,
  error,
  onRetry,
  onChange,
  ...tableProps
}: PagedTableProps<T>) {
  const { t } = useTranslation('ui');
  const failed = error !== undefined && error !== null;
  const rowCount = dataSource.length;
  const stepBack = useEffectEvent((previous: number) =>
    onChange({ pageNum: previous, pageSize, ...(sortField === undefined ? {} : { sortField }), sortOrder }),
  );

  useEffect(() => {
    if (loading || failed) return;
    const previous = stepBackPage(pageNum, rowCount);
    if (previous !== null) stepBack(previous);
  }, [loading, failed, pageNum, rowCount]);

  // With a sort field given, the sortable columns show the server's sort (controlled).
  const shownColumns =
    sortField === undefined
      ? columns
      : columns.map((column) =>
          column.sorter
            ? { ...column, sortOrder: columnKey(column) === sortField ? TO_ANTD[sortOrder] : null }
            : column,
        );

  const handleChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const field = single?.order ? (single.columnKey ?? single.field) : undefined;
    const sortFieldName = Array.isArray(field)
      ? field.join('.')
      : field === undefined
        ? undefined
        : String(field);
    onChange({
      pageNum: pagination.current ?? DEFAULT_PAGE_NUM,
      pageSize: pagination.pageSize ?? DEFAULT_PAGE_SIZE,
      ...(sortFieldName === undefined ? {} : { sortField: sortFieldName }),
      sortOrder: single?.order === 'ascend' ? 'asc' : DEFAULT_SORT_ORDER,
    });
  };

  return (
    <Table<T>
      {...tableProps}
      columns={shownColumns}
      dataSource={failed ? [] : (dataSource as T[])}
      loading={loading}
      onChange={handleChange}
      pagination={{
        current: pageNum,
        pageSize,
        total: failed ? 0 : total,
        showQuickJumper: true,
        showSizeChanger: true,
        showTotal: (count) => t('widgets.table.total', { total: count }),
      }}
      locale={{
        ...tableProps.locale,
        ...(failed
          ? {
              emptyText: (
                <Result
                  status="error"
                  title={t('widgets.table.loadFailed')}
                  subTitle={errorText(error, t('widgets.common.systemError'))}
                  extra={
                    onRetry ? (
                      <Button onClick={onRetry} loading={loading}>
                        {t('widgets.common.retry')}
                      </Button>
                    ) : null
                  }
                />
              ),
            }
          : {}),
      }}
    />
  );
}
