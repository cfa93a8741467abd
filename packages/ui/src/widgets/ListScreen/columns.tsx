import type { TableColumnType } from 'antd';
import { dictLabelOf, useDictionary } from '../../providers/query/dictQueries';
import { formatDateTime, formatMoney } from '../format';

/** A money column: right-aligned, two decimals. */
export function moneyColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  extra: TableColumnType<T> = {},
): TableColumnType<T> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    align: 'right',
    render: (value: number | string | null | undefined) => formatMoney(value),
    ...extra,
  } satisfies TableColumnType<T>;
}

/** A date-time column (000 §9 format). */
export function dateTimeColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  extra: TableColumnType<T> = {},
): TableColumnType<T> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    render: (value: string | null | undefined) => formatDateTime(value),
    ...extra,
  } satisfies TableColumnType<T>;
}

/** The label of a dictionary value, read from the server's dictionary (cached once per type). */
export function DictLabel({
  dictType,
  value,
}: {
  dictType: string;
  value: string | number | null | undefined;
}) {
  const dictionary = useDictionary(dictType);
  return <>{dictLabelOf(dictionary.data, value)}</>;
}

/** A column whose values are dictionary entries, shown by their labels. */
export function dictColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  dictType: string,
  extra: TableColumnType<T> = {},
): TableColumnType<T> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    render: (value: string | number | null | undefined) => <DictLabel dictType={dictType} value={value} />,
    ...extra,
  } satisfies TableColumnType<T>;
}
