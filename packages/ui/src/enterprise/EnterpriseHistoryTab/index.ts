export { EnterpriseHistoryTab, type EnterpriseHistoryTabProps } from './EnterpriseHistoryTab';
export { HistoryContent, type HistoryContentProps } from './HistoryContent';
export {
  defaultHistoryFilters,
  HistoryFilterForm,
  type HistoryFilterFormProps,
  historyFiltersOf,
} from './HistoryFilterForm';
