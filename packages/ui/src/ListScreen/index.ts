export { DictLabel, dateTimeColumn, dictColumn, formatDateTime, formatMoney, moneyColumn } from './columns';
export { ListScreen, type ListScreenProps } from './ListScreen';
export { definedOnly, numberFilter, pageQueryOf } from './pageQuery';
export { saveFile } from './saveFile';
