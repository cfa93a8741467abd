export { type ContractChange, ContractTable, type ContractTableProps } from './ContractTable';
