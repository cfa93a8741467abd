import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, DEFAULT_SORT_ORDER, stepBackPage } from '@onsite/domain';
import {
  hashKey,
  keepPreviousData,
  type QueryKey,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { PagedTableProps, PageRequest } from './PagedTable';

/** One page of rows and the count of all rows. */
export interface PageResult<T> {
  rows: readonly T[];
  total: number;
}

export interface UsePagedQueryOptions<T> {
  /** The query key of the list with its filters; the page request is appended. A new key starts again at page 1. */
  queryKey: QueryKey;
  /** Fetches one page, e.g. through the api client; gets TanStack's abort signal. */
  fetcher: (request: PageRequest, signal: AbortSignal) => Promise<PageResult<T>>;
  /** The first request; page 1, 10 rows, descending by default (spec 000 §9). */
  initialRequest?: Partial<PageRequest>;
  /** Whether to fetch at all; true by default. */
  enabled?: boolean;
}

export type PagedTableState<T> = Pick<
  PagedTableProps<T>,
  | 'dataSource'
  | 'total'
  | 'pageNum'
  | 'pageSize'
  | 'sortField'
  | 'sortOrder'
  | 'loading'
  | 'error'
  | 'onRetry'
  | 'onChange'
>;

export interface UsePagedQueryResult<T> {
  /** Everything `PagedTable` needs besides its columns: spread it onto the table. */
  tableProps: PagedTableState<T>;
  /** The page, size and sort asked for. */
  request: PageRequest;
  /** Asks for another page, size or sort. */
  setRequest: (request: PageRequest) => void;
  /** The TanStack query, e.g. to refetch after a change. */
  query: UseQueryResult<PageResult<T>>;
}

/**
 * A server-paged list through TanStack Query: the previous page stays on screen while the next
 * one loads, and a page past the first that comes back empty steps back one page (spec 000 §4.5).
 */
export function usePagedQuery<T>({
  queryKey,
  fetcher,
  initialRequest,
  enabled = true,
}: UsePagedQueryOptions<T>): UsePagedQueryResult<T> {
  const firstRequest = (): PageRequest => ({
    pageNum: DEFAULT_PAGE_NUM,
    pageSize: DEFAULT_PAGE_SIZE,
    sortOrder: DEFAULT_SORT_ORDER,
    ...initialRequest,
  });
  const [request, setRequest] = useState<PageRequest>(firstRequest);
  const listHash = hashKey(queryKey);
  const [shownListHash, setShownListHash] = useState(listHash);
  if (shownListHash !== listHash) {
    // Other filters: their first page (adjusting state while rendering, as React advises).
    setShownListHash(listHash);
    setRequest((current) => ({ ...current, pageNum: DEFAULT_PAGE_NUM }));
  }

  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: ({ signal }) => fetcher(request, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

  const fetched = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (fetched === undefined) return;
    const previous = stepBackPage(request.pageNum, fetched.rows.length);
    if (previous === null) return;
    setRequest((current) =>
      current.pageNum === request.pageNum ? { ...current, pageNum: previous } : current,
    );
  }, [fetched, request.pageNum]);

  const { refetch } = query;
  const onRetry = useCallback(() => void refetch(), [refetch]);
  return {
    request,
    setRequest,
    query,
    tableProps: {
      dataSource: query.data?.rows ?? [],
      total: query.data?.total ?? 0,
      pageNum: request.pageNum,
      pageSize: request.pageSize,
      ...(request.sortField === undefined ? {} : { sortField: request.sortField }),
      sortOrder: request.sortOrder,
      loading: query.isFetching,
      error: query.error,
      onRetry,
      onChange: setRequest,
    },
  };
}
