export { PriceTable, type PriceTableProps } from './PriceTable';
