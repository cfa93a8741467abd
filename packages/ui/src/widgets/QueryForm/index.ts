export { DictSelect, type DictSelectProps } from './DictSelect';
export {
  type CustomFilterField,
  type DateRangeFilterField,
  type DictFilterField,
  type FilterField,
  type FilterValues,
  filterNamesOf,
  pickFilters,
  type SelectFilterField,
  type SelectFilterOption,
  sameFilters,
  type TextFilterField,
} from './filters';
export { QueryForm, type QueryFormProps } from './QueryForm';
