export { DemandAddForm, type DemandAddFormProps } from './DemandAddForm';
export { type DemandEditing, type DemandEditorRef, DemandTable, type DemandTableProps } from './DemandTable';
