export { PagedTable, type PagedTableProps, type PageRequest, type SortOrder } from './PagedTable';
export {
  type PagedTableState,
  type PageResult,
  type UsePagedQueryOptions,
  type UsePagedQueryResult,
  usePagedQuery,
} from './usePagedQuery';
