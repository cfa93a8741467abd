export {
  type GuaranteeDraft,
  GuaranteeTable,
  type GuaranteeTableProps,
  newGuaranteeRow,
  type OrderTypeOption,
} from './GuaranteeTable';
