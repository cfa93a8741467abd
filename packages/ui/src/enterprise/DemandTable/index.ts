export { DemandAddForm, type DemandAddFormProps } from './DemandAddForm';
export { DemandTable, type DemandTableProps } from './DemandTable';
