export { DictLabel, dateTimeColumn, dictColumn, moneyColumn } from './columns';
export { ListScreen, type ListScreenProps } from './ListScreen';
export { definedOnly, numberFilter, pageQueryOf } from './pageQuery';
