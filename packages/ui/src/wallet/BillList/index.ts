export { BillList, type BillListProps, billFiltersOf } from './BillList';
