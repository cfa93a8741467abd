export { AccessoryTable, type AccessoryTableProps } from './AccessoryTable';
